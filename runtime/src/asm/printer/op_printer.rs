//! [`OpAsmPrinter`]: what a custom operation form prints through, with
//! MLIR's `OpAsmPrinter` method set (`mlir/IR/OpImplementation.h`) and the
//! spacing of its `AsmPrinter.cpp`.

use super::{Printer, RegionStyle};
use crate::asm::escape::{escape_into, write_symbol_name};
use crate::asm::{AsmPrinter, FieldPrinter};
use crate::context::{Context, IrResult};
use crate::ir::{
    AffineExpr, AttrKind, Attribute, BlockId, OpId, RegionId, Symbol, Type, TypeKind, Value,
};
use std::borrow::Cow;

/// What a custom printer writes through: the printer in the middle of an
/// operation, after its results (`%0 = `) and before its location.
pub struct OpAsmPrinter<'p, 'a> {
    p: &'p mut Printer<'a>,
    /// The indentation, in levels of two spaces: the op's nesting depth,
    /// moved by [`OpAsmPrinter::increase_indent`].
    level: usize,
}

impl<'p, 'a> OpAsmPrinter<'p, 'a> {
    pub(super) fn new(p: &'p mut Printer<'a>, level: usize) -> Self {
        OpAsmPrinter { p, level }
    }
}

/// Text as it is, for helpers that print through either printer (the enum
/// printers of `ods_runtime::asm`).
impl std::fmt::Write for OpAsmPrinter<'_, '_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.write(s);
        Ok(())
    }
}

impl<'a> OpAsmPrinter<'_, 'a> {
    /// The context of the IR being printed (its lifetime is the printer's,
    /// so what is read through it may be printed while it is held).
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    /// The name of `op` as its custom form starts (MLIR's
    /// `OpState::printOpName`), printed before the op's printer runs:
    /// without the dialect prefix when that is the default dialect of the
    /// enclosing region (`module` at the top level, `builtin.module`
    /// inside an op without that default).
    pub(super) fn print_op_name(&mut self, op: OpId) {
        let name = self.p.ctx.op_name_str(op);
        let default = self.p.default_dialects.last().copied().unwrap_or("");
        let short = name
            .strip_prefix(default)
            .and_then(|rest| rest.strip_prefix('.'))
            .filter(|rest| !default.is_empty() && !rest.contains('.'));
        self.p.out.push_str(short.unwrap_or(name));
    }

    /// Prints the entry arguments of `region` under the names of `values`,
    /// one for one (MLIR's `shadowRegionArgs`), for a form whose parser
    /// reads the region with name shadowing.
    pub fn shadow_region_args(&mut self, region: RegionId, values: &[Value]) {
        match &mut self.p.names {
            Cow::Owned(names) => names.shadow_region_args(self.p.ctx, region, values),
            // The names of the whole print, borrowed by a part of it.
            Cow::Borrowed(_) => self.p.split_failed = true,
        }
    }

    /// Text as it is: keywords, punctuation, spaces.
    pub fn write(&mut self, s: &str) {
        self.p.out.push_str(s);
    }

    /// A quoted, escaped string (`printString`), as string properties
    /// print.
    pub fn print_string(&mut self, s: &str) {
        self.p.out.push('"');
        escape_into(&mut self.p.out, s.as_bytes());
        self.p.out.push('"');
    }

    /// A keyword bare when it is an identifier (`[a-zA-Z_][a-zA-Z0-9_$.]*`),
    /// else a quoted, escaped string (`printKeywordOrString`).
    pub fn print_keyword_or_string(&mut self, keyword: &str) {
        write_symbol_name(&mut self.p.out, keyword);
    }

    /// `@name`, quoted when it is not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &str) {
        self.p.out.push('@');
        write_symbol_name(&mut self.p.out, name);
    }

    /// A new line, indented to the current level (`printNewline`).
    pub fn print_new_line(&mut self) {
        self.p.out.push('\n');
        self.p.indent(self.level);
    }

    /// Indents what [`OpAsmPrinter::print_new_line`] and nested regions
    /// print one level (two spaces) more.
    pub fn increase_indent(&mut self) {
        self.level += 1;
    }

    /// Undoes one [`OpAsmPrinter::increase_indent`].
    pub fn decrease_indent(&mut self) {
        self.level = self.level.saturating_sub(1);
    }

    // ----- values ----------------------------------------------------------------

    /// A value by its SSA name (`%0`, `%arg1`, `%0#1`), as numbered for this
    /// print.
    pub fn print_operand(&mut self, v: Value) {
        self.p.value(v);
    }

    /// Values separated by `, `.
    pub fn print_operands(&mut self, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.p.value(v);
        }
    }

    /// `(%d0, %d1)[%s0]`: the dimension operands of an affine map between
    /// parentheses, its symbol operands (if any) between brackets (MLIR's
    /// `printDimAndSymbolList`).
    pub fn print_dim_and_symbol_list(&mut self, operands: &[Value], num_dims: usize) {
        let (dims, symbols) = operands.split_at(num_dims.min(operands.len()));
        self.write("(");
        self.print_operands(dims);
        self.write(")");
        if !symbols.is_empty() {
            self.write("[");
            self.print_operands(symbols);
            self.write("]");
        }
    }

    /// The results of the affine map `map`, separated by `, `, with each
    /// dimension written as its operand and each symbol as
    /// `symbol(%operand)` (MLIR's `printAffineMapOfSSAIds`): `%i + 1,
    /// symbol(%n)`. `operands` are the dimensions' then the symbols'.
    pub fn print_affine_map_of_ssa_ids(&mut self, map: Attribute, operands: &[Value]) {
        if let AttrKind::AffineMap { dims, results, .. } = self.p.ctx.attr_kind(map) {
            self.print_affine_exprs_of_ssa_ids(results, *dims as usize, operands);
        }
    }

    /// Affine expressions over `num_dims` dimensions then symbols,
    /// separated by `, `, written as
    /// [`OpAsmPrinter::print_affine_map_of_ssa_ids`] writes a map's
    /// results (for a part of a map's results, which a printer cannot
    /// intern as a map of its own).
    pub fn print_affine_exprs_of_ssa_ids(
        &mut self,
        exprs: &[AffineExpr],
        num_dims: usize,
        operands: &[Value],
    ) {
        // Each operand's name as this print numbers it.
        let names: Vec<String> = operands
            .iter()
            .map(|&v| {
                let start = self.p.out.len();
                self.p.value(v);
                let name = self.p.out[start..].to_string();
                self.p.out.truncate(start);
                name
            })
            .collect();
        let name = |i: usize| names.get(i).map_or("<<UNKNOWN SSA VALUE>>", String::as_str);
        for (i, e) in exprs.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            let text = super::affine_expr_to_string_with(e, &mut |out, pos| match pos {
                super::AffineOperand::Dim(d) => out.push_str(name(d as usize)),
                super::AffineOperand::Symbol(s) => {
                    out.push_str("symbol(");
                    out.push_str(name(num_dims + s as usize));
                    out.push(')');
                }
            });
            self.write(&text);
        }
    }

    // ----- types -----------------------------------------------------------------

    /// A type, using the aliases of this print.
    pub fn print_type(&mut self, t: Type) {
        self.p.ty(t)
    }

    /// Types separated by `, `.
    pub fn print_types(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.p.ty(t);
        }
    }

    /// `(inputs) -> results`, the results as
    /// [`OpAsmPrinter::print_arrow_type_list`] writes them.
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.p.out.push('(');
        self.print_types(inputs);
        self.p.out.push(')');
        self.print_arrow_type_list(results);
    }

    /// ` -> type`, parenthesised unless it is one non-function type.
    pub fn print_arrow_type_list(&mut self, types: &[Type]) {
        self.p.out.push_str(" -> ");
        let wrapped =
            types.len() != 1 || matches!(self.p.ctx.type_kind(types[0]), TypeKind::Function { .. });
        if wrapped {
            self.p.out.push('(');
        }
        self.print_types(types);
        if wrapped {
            self.p.out.push(')');
        }
    }

    /// [`OpAsmPrinter::print_arrow_type_list`], unless `types` is empty.
    pub fn print_optional_arrow_type_list(&mut self, types: &[Type]) {
        if !types.is_empty() {
            self.print_arrow_type_list(types);
        }
    }

    // ----- attributes --------------------------------------------------------------

    /// An attribute, using the aliases of this print.
    pub fn print_attribute(&mut self, a: Attribute) {
        self.p.attr(a)
    }

    /// An attribute without its `: type` (`printAttributeWithoutType`):
    /// `1` for `1 : i32`, `1.0` for a float.
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        self.p.attr_without_type(a)
    }

    /// An attribute of MLIR's builtin attribute class `class` as a custom
    /// format writes it (`printStrippedAttrOrType`): a typed dense array
    /// (`::mlir::DenseI32ArrayAttr`) as its body, `[1, 2]`, any other in
    /// full.
    pub fn print_attribute_of_class(&mut self, a: Attribute, class: &str) {
        let typed_array = crate::ods::attr_class::is_dense_array_class(class)
            && crate::ods::attr_class::is_instance(self.p.ctx, a, class);
        if !typed_array {
            return self.print_attribute(a);
        }
        let text = crate::asm::printer::attr_to_string(self.p.ctx, a);
        // `array<i32: 1, 2>` or `array<i32>`: the elements after the colon.
        let body = text
            .strip_suffix('>')
            .and_then(|t| t.split_once(": ").map(|(_, elements)| elements))
            .unwrap_or("");
        self.write("[");
        self.write(body);
        self.write("]");
    }

    /// A dialect attribute or type without its `#dialect.`/`!dialect.`
    /// prefix when its definition has a body, else in full (MLIR's
    /// `printStrippedAttrOrType`), using the aliases of this print.
    pub fn print_stripped<T: FieldPrinter + ?Sized>(&mut self, value: &T) {
        let ctx = self.p.ctx;
        let mut p = AsmPrinter::new(ctx, &mut *self.p);
        value.print_field(&mut p);
    }

    /// An operation's attributes, inherent (from its properties) and
    /// discardable together, sorted by name as MLIR's dictionary is
    /// (`Operation::getAttrs`): the properties that are no attributes
    /// (MLIR's `Property` arguments) are not among them.
    pub fn op_attributes(&self, op: OpId) -> Vec<(Symbol, Attribute)> {
        let ctx = self.p.ctx;
        let properties = ctx
            .registry
            .get(ctx.op_name(op))
            .map_or(&[][..], |info| info.properties);
        let mut all: Vec<(Symbol, Attribute)> = ctx.attrs(op).to_vec();
        all.extend(
            dictionary_entries(ctx, ctx.properties(op))
                .filter(|(n, _)| !properties.contains(&ctx.symbol_str(*n))),
        );
        all.sort_by(|a, b| ctx.symbol_str(a.0).cmp(ctx.symbol_str(b.0)));
        all
    }

    /// ` {a = 1, b}` for the attributes not named in `elided`; nothing
    /// when none are left.
    pub fn print_optional_attr_dict(&mut self, attrs: &[(Symbol, Attribute)], elided: &[&str]) {
        self.attr_dict(attrs, elided, " ");
    }

    /// ` attributes {a = 1, b}` for the attributes not named in `elided`;
    /// nothing when none are left.
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[(Symbol, Attribute)],
        elided: &[&str],
    ) {
        self.attr_dict(attrs, elided, " attributes ");
    }

    /// `<{a = 1, b = 2}>`: the op's properties but those named in
    /// `elided`; nothing when none are left.
    pub fn print_properties(&mut self, op: OpId, elided: &[&str]) {
        let ctx = self.p.ctx;
        let kept: Vec<(Symbol, Attribute)> = dictionary_entries(ctx, ctx.properties(op))
            .filter(|(name, _)| !elided.contains(&ctx.symbol_str(*name)))
            .collect();
        if kept.is_empty() {
            return;
        }
        self.p.out.push('<');
        self.p.dictionary(&kept);
        self.p.out.push('>');
    }

    fn attr_dict(&mut self, attrs: &[(Symbol, Attribute)], elided: &[&str], lead: &str) {
        let ctx = self.p.ctx;
        let kept: Vec<(Symbol, Attribute)> = attrs
            .iter()
            .copied()
            .filter(|(name, _)| !elided.contains(&ctx.symbol_str(*name)))
            .collect();
        if kept.is_empty() {
            return;
        }
        self.p.out.push_str(lead);
        self.p.dictionary(&kept);
    }

    // ----- regions and successors --------------------------------------------------

    /// A region `{ ... }` at the current indentation (MLIR's
    /// `printRegion`): the entry block's header when it has arguments and
    /// `print_entry_block_args`, or when it is empty and
    /// `print_empty_block`; its terminator unless
    /// `print_block_terminators` is false. An error only when writing out
    /// fails.
    pub fn print_region(
        &mut self,
        r: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) -> IrResult<()> {
        let style = RegionStyle {
            entry_block_args: print_entry_block_args,
            terminators: print_block_terminators,
            empty_entry_block: print_empty_block,
        };
        self.p.region(r, self.level, style)
    }

    /// `op` inline, in its custom form or else the generic one, without
    /// its results or location (MLIR's `printCustomOrGenericOp`): what
    /// `vector.mask` prints of the op it masks.
    pub fn print_custom_or_generic_op(&mut self, op: OpId) -> IrResult<()> {
        if let Some(shown) = &mut self.p.shown {
            shown.inline_ops.insert(op);
        }
        self.p.custom_or_generic_op(op, self.level)
    }

    /// A region of a `SingleBlockImplicitTerminator` op as its declarative
    /// format prints it: the terminator of the entry block is left out
    /// when it has no operands, results nor discardable attributes, since
    /// the parser adds it back.
    pub fn print_region_with_implicit_terminator(&mut self, r: RegionId) -> IrResult<()> {
        let ctx = self.p.ctx;
        let print_terminator = match ctx.blocks(r).first().and_then(|&b| ctx.last_op(b)) {
            Some(t) => {
                !ctx.attrs(t).is_empty() || ctx.num_operands(t) != 0 || ctx.num_results(t) != 0
            }
            None => true,
        };
        self.print_region(r, true, print_terminator, false)
    }

    /// A block argument as a custom form writes it before its region
    /// (`printRegionArgument`): `%arg0: i32 {attrs}`, the type left out
    /// with `omit_type`, its location after it with debug info. Its
    /// attributes get no aliases (MLIR's alias pass does not visit them).
    pub fn print_region_argument(
        &mut self,
        arg: Value,
        attrs: &[(Symbol, Attribute)],
        omit_type: bool,
    ) {
        if let Some(shown) = &mut self.p.shown {
            shown.args.insert(arg);
        }
        self.p.value(arg);
        if !omit_type {
            self.p.out.push_str(": ");
            let t = self.p.ctx.value_type(arg);
            self.p.ty(t);
        }
        // The alias pass's record of what prints leaves the attributes
        // out, as MLIR's dry run of `printRegionArgument` does: they print
        // without aliases.
        if self.p.printed.is_none() {
            self.print_optional_attr_dict(attrs, &[]);
        }
        if let (true, Value::Arg(b, i)) = (self.p.opts.debug_info, arg) {
            self.p.out.push(' ');
            let loc = self.p.ctx.block_arg_loc(b, i as usize);
            self.p.location(loc);
        }
    }

    /// `^bb1`: a successor by its label in this print.
    pub fn print_successor(&mut self, b: BlockId) {
        self.p.names.write_block(&mut self.p.out, b);
    }

    /// Successors separated by `, `.
    pub fn print_successors(&mut self, blocks: &[BlockId]) {
        for (i, &b) in blocks.iter().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.print_successor(b);
        }
    }

    /// `^bb1(%0, %1 : i32, i64)`, or `^bb1` when no values are passed
    /// (`printSuccessorAndUseList`).
    pub fn print_successor_and_use_list(&mut self, b: BlockId, values: &[Value]) {
        self.print_successor(b);
        if values.is_empty() {
            return;
        }
        self.p.out.push('(');
        self.print_operands(values);
        self.p.out.push_str(" : ");
        let ctx = self.p.ctx;
        self.print_types(&ctx.value_types(values.iter().copied()));
        self.p.out.push(')');
    }
}

/// The entries of a dictionary attribute (none for `None` or another kind).
fn dictionary_entries(
    ctx: &Context,
    dict: Option<Attribute>,
) -> impl Iterator<Item = (Symbol, Attribute)> + '_ {
    let entries: &[(Symbol, Attribute)] = match dict.map(|d| ctx.attr_kind(d)) {
        Some(AttrKind::Dictionary(entries)) => entries,
        _ => &[],
    };
    entries.iter().copied()
}
