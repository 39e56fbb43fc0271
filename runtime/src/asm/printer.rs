//! The textual IR printer (`mlir/lib/IR/AsmPrinter.cpp`), generic form:
//! SSA numbering, block labels, aliases, and every builtin type and
//! attribute, byte for byte as `mlir-opt --mlir-print-op-generic` prints.

use super::aliases::Aliases;
use super::asm_printer::{AsmPrinter, AsmSink};
use super::decimal::push_u64;
use super::escape::{escape_into, write_symbol_name};
use crate::context::{Context, IrResult};
use crate::ir::float::{ap_to_string, decode, encode_f64, Decoded};
use crate::ir::*;
use crate::registry::{PrintFn, Traits};
use names::Names;
pub use op_printer::OpAsmPrinter;
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::fmt::Write;

mod names;
mod op_printer;
mod parallel;
mod users;

/// How to print: MLIR's `OpPrintingFlags`, each named after the mlir-opt
/// flag that sets it.
#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    /// Print `loc(...)` after every operation (`--mlir-print-debuginfo`).
    pub debug_info: bool,
    /// With `debug_info`, locations in their pretty form, not parsable
    /// (`--mlir-pretty-debuginfo`): `file:1:2`, `[unknown]`, no `loc(...)`.
    pub pretty_debug_info: bool,
    /// Print every operation in the generic form (`--mlir-print-op-generic`),
    /// not the custom forms of registered operations. Implies
    /// `unique_ssa_ids`.
    pub generic: bool,
    /// No aliases and no `{-# ... #-}` section: everything inline
    /// (`--mlir-print-local-scope`).
    pub local_scope: bool,
    /// Elements attributes with more elements than this (and not splats)
    /// print as `dense_resource<__elided__>`
    /// (`--mlir-elide-elementsattrs-if-larger`).
    pub elide_elements_if_larger: Option<u64>,
    /// Dense numeric attributes with more elements than this (and not
    /// splats) print as a hex string; `None` never
    /// (`--mlir-print-elementsattrs-with-hex-if-larger`, 100 by default).
    pub hex_elements_if_larger: Option<u64>,
    /// Resource entries whose printed value is longer than this are left
    /// out (`--mlir-elide-resource-strings-if-larger`).
    pub elide_resource_strings_if_larger: Option<u64>,
    /// A comment after each operation and block argument naming its users
    /// (`--mlir-print-value-users`).
    pub value_users: bool,
    /// Number values across the whole print, not per region
    /// (`--mlir-print-unique-ssa-ids`).
    pub unique_ssa_ids: bool,
    /// Name values after the `NameLoc` of their location
    /// (`--mlir-use-nameloc-as-prefix`).
    pub nameloc_as_prefix: bool,
    /// Print every region as `{...}` (`--mlir-print-skip-regions`).
    pub skip_regions: bool,
    /// Do not verify before printing custom forms
    /// (`--mlir-print-assume-verified`); otherwise IR that fails to verify
    /// prints in the generic form, as MLIR's printer does.
    pub assume_verified: bool,
}

impl Default for PrintOptions {
    fn default() -> PrintOptions {
        PrintOptions {
            debug_info: false,
            pretty_debug_info: false,
            generic: false,
            local_scope: false,
            elide_elements_if_larger: None,
            hex_elements_if_larger: Some(100),
            elide_resource_strings_if_larger: None,
            value_users: false,
            unique_ssa_ids: false,
            nameloc_as_prefix: false,
            skip_regions: false,
            assume_verified: false,
        }
    }
}

/// How the error of a custom printer ends for an op that verifies (MLIR's
/// verifier lets it through) but has no custom form, MLIR's printer
/// crashing on it: the generic form prints it.
pub const NO_CUSTOM_FORM: &str = "has no custom form; print with --mlir-print-op-generic";

/// Prints a top-level operation as `mlir-opt` prints a file.
pub fn print_top_level(ctx: &Context, op: OpId, opts: PrintOptions) -> IrResult<String> {
    let mut bytes = Vec::new();
    print_top_level_to(ctx, op, opts, &mut bytes)?;
    Ok(String::from_utf8(bytes).expect("the printer writes UTF-8"))
}

/// Like [`print_top_level`], streaming into a writer.
pub fn print_top_level_to(
    ctx: &Context,
    op: OpId,
    opts: PrintOptions,
    sink: &mut dyn std::io::Write,
) -> IrResult<()> {
    print_top_level_with(ctx, op, opts, sink, &[])
}

/// [`print_top_level`] with external resource groups of the caller's
/// after the context's own (`(group, [(key, value text)])`).
pub fn print_top_level_with_resources(
    ctx: &Context,
    op: OpId,
    opts: PrintOptions,
    resources: &[(Symbol, Vec<(Symbol, String)>)],
) -> IrResult<String> {
    let mut bytes = Vec::new();
    print_top_level_with(ctx, op, opts, &mut bytes, resources)?;
    Ok(String::from_utf8(bytes).expect("the printer writes UTF-8"))
}

fn print_top_level_with(
    ctx: &Context,
    op: OpId,
    opts: PrintOptions,
    sink: &mut dyn std::io::Write,
    resources: &[(Symbol, Vec<(Symbol, String)>)],
) -> IrResult<()> {
    let mut opts = opts;
    // MLIR's printer verifies first and falls back to the generic form for
    // IR that does not verify (custom printers may rely on invariants).
    if !opts.generic && !opts.assume_verified && crate::verify::verify(ctx, op).is_err() {
        opts.generic = true;
    }
    let names = Cow::Owned(Names::compute(ctx, op, opts));
    let aliases = if opts.local_scope {
        Aliases::default()
    } else {
        // With locations, what custom forms leave out (entry block
        // arguments, terminators) must not get aliases: a first print
        // records what they show.
        let shown = if opts.debug_info && !opts.generic {
            Some(shown_by_custom_forms(ctx, op, opts)?)
        } else {
            None
        };
        Aliases::compute(ctx, op, opts, shown.as_ref())?
    };
    let aliases = Cow::Owned(aliases);
    let mut p = Printer {
        ctx,
        names,
        aliases,
        opts,
        out: String::with_capacity(1 << 17),
        distinct_ids: FxHashMap::default(),
        used_resources: Vec::new(),
        default_dialects: vec!["builtin"],
        sink: Some(sink),
        cyclic: Vec::new(),
        shown: None,
        printed: None,
        split_failed: false,
        extra_resources: resources,
    };
    p.alias_definitions(false);
    p.operation(op, 0)?;
    // After the top operation: the deferred (location) aliases, then the
    // resources, with the blank lines mlir-opt puts around them; in local
    // scope, nothing.
    if !opts.local_scope {
        if p.aliases.definitions(true).next().is_some() {
            p.aliases.to_mut().start_deferred();
            p.alias_definitions(true);
        }
        p.resources();
        p.out.push('\n');
    }
    p.flush(true)
}

/// A print of `op` kept in memory that records what the custom forms in it
/// show of their regions.
fn shown_by_custom_forms(ctx: &Context, op: OpId, opts: PrintOptions) -> IrResult<Shown> {
    let mut p = bare(ctx);
    p.names = Cow::Owned(Names::compute(ctx, op, opts));
    p.opts = opts;
    p.shown = Some(Shown::default());
    p.operation(op, 0)?;
    Ok(p.shown.take().unwrap_or_default())
}

/// An affine map from its parts as the printer writes it inside
/// `affine_map<...>`, `(d0, d1)[s0] -> (d0 + s0, d1)`: for messages about
/// a map that is not interned (a verifier, which may not intern).
pub fn affine_map_body_to_string(dims: u32, symbols: u32, results: &[AffineExpr]) -> String {
    let mut p = Printer::dims_and_symbols_text(dims, symbols);
    p.push_str(" -> (");
    for (i, e) in results.iter().enumerate() {
        if i > 0 {
            p.push_str(", ");
        }
        affine_expr(&mut p, e, false);
    }
    p.push(')');
    p
}

/// The names values print as under the top-level ancestor of an op
/// (`%0`, `%1#0`, `%arg0`, `%c1_i32`): what MLIR's `Value::printAsOperand`
/// writes, the names a print of that ancestor with the same options uses.
pub struct ValueNames(Names);

impl ValueNames {
    /// Names the values under the top-level ancestor of `op`.
    pub fn new(ctx: &Context, op: OpId, opts: PrintOptions) -> ValueNames {
        let mut top = op;
        while let Some(parent) = ctx.parent_op(top) {
            top = parent;
        }
        ValueNames(Names::compute(ctx, top, opts))
    }

    /// `value` as an operand, `%` included; MLIR's `<<UNKNOWN SSA VALUE>>`
    /// for a value outside the named IR.
    pub fn operand(&self, ctx: &Context, value: Value) -> String {
        let mut out = String::new();
        if !self.0.write_value(ctx, &mut out, value) {
            out.clear();
            out.push_str("<<UNKNOWN SSA VALUE>>");
        }
        out
    }
}

/// One attribute as the printer writes it (for messages).
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut p = bare(ctx);
    p.attr_body(a);
    p.out
}

// ----- the printer ---------------------------------------------------------------

/// How a region prints: the generic form shows every block header and
/// terminator; custom forms choose (MLIR's `printRegion` flags).
#[derive(Clone, Copy, Debug)]
pub(crate) struct RegionStyle {
    /// Print the entry block's header when it has arguments.
    pub entry_block_args: bool,
    /// Print the entry block's last operation when it is a terminator.
    pub terminators: bool,
    /// Print the entry block's header when the block is empty.
    pub empty_entry_block: bool,
}

impl RegionStyle {
    /// The generic form's: every header and terminator.
    pub const GENERIC: RegionStyle = RegionStyle {
        entry_block_args: true,
        terminators: true,
        empty_entry_block: true,
    };
}

struct Printer<'a> {
    ctx: &'a Context,
    /// Borrowed by the printers of a block's parts on other threads.
    names: Cow<'a, Names>,
    aliases: Cow<'a, Aliases>,
    opts: PrintOptions,
    out: String,
    distinct_ids: FxHashMap<Attribute, usize>,
    /// Dense resource handles printed so far, in order.
    used_resources: Vec<Symbol>,
    /// MLIR's default dialect stack: custom forms of its ops drop the
    /// dialect prefix. `builtin` at the top level, then per region the
    /// default dialect of the op holding it (none for most ops).
    default_dialects: Vec<&'static str>,
    /// Where `out` goes once it grows large; `None` keeps it in memory.
    sink: Option<&'a mut dyn std::io::Write>,
    /// Dialect values whose print has started (`tryStartCyclicPrint`).
    cyclic: Vec<AttrOrType>,
    /// While recording what custom forms show (for the alias pass), the
    /// regions printed and the block arguments printed before them.
    shown: Option<Shown>,
    /// The attributes and regions printed so far, when recording them
    /// ([`printed_by_custom_form`]).
    printed: Option<Vec<Printed>>,
    /// Set by the printer of a part of a block (`parallel.rs`) that met
    /// what changes the names of the whole print: the part prints again
    /// on one thread.
    split_failed: bool,
    /// External resource groups printed after the context's own (a
    /// reproducer's `mlir_reproducer`).
    extra_resources: &'a [(Symbol, Vec<(Symbol, String)>)],
}

/// What a print of custom forms shows of their regions: the style each
/// region printed with and when it printed (an unprinted region is
/// absent), and the block
/// arguments printed before their region (`print_region_argument`), and
/// the ops printed inline (`print_custom_or_generic_op`). The
/// alias pass visits only that, as MLIR's dry run of the printer does.
#[derive(Default)]
pub(crate) struct Shown {
    pub(crate) regions: FxHashMap<RegionId, (usize, RegionStyle)>,
    pub(crate) args: rustc_hash::FxHashSet<Value>,
    /// The ops a custom form printed inline, out of a region it did not
    /// print (`print_custom_or_generic_op`: `vector.mask`'s masked op).
    pub(crate) inline_ops: rustc_hash::FxHashSet<OpId>,
}

impl AsmSink for Printer<'_> {
    fn out(&mut self) -> &mut String {
        &mut self.out
    }

    fn ty(&mut self, t: Type) {
        Printer::ty(self, t);
    }

    fn attr(&mut self, a: Attribute, with_type: bool) {
        if with_type {
            Printer::attr(self, a);
        } else {
            self.attr_without_type(a);
        }
    }

    fn alias(&mut self, of: AttrOrType) -> bool {
        let Some(name) = self.aliases.name(of) else {
            return false;
        };
        let sigil = match of {
            AttrOrType::Type(_) => '!',
            AttrOrType::Attr(_) => '#',
        };
        let _ = write!(self.out, "{sigil}{name}");
        true
    }

    fn cyclic(&mut self) -> &mut Vec<AttrOrType> {
        &mut self.cyclic
    }
}

impl Printer<'_> {
    /// Writes the buffered text to the sink once it is large (or `always`).
    fn flush(&mut self, always: bool) -> IrResult<()> {
        if let Some(sink) = self.sink.as_mut() {
            if always || self.out.len() > 1 << 16 {
                sink.write_all(self.out.as_bytes())
                    .map_err(|e| crate::context::IrError::Io(e.to_string()))?;
                self.out.clear();
            }
        }
        Ok(())
    }

    fn alias_definitions(&mut self, deferred: bool) {
        let definitions: Vec<(AttrOrType, String)> = self
            .aliases
            .definitions(deferred)
            .map(|(a, name)| (a, name.to_string()))
            .collect();
        for (aliased, name) in definitions {
            match aliased {
                AttrOrType::Attr(a) => {
                    let _ = write!(self.out, "#{name} = ");
                    self.attr_body(a);
                }
                AttrOrType::Type(t) => {
                    let _ = write!(self.out, "!{name} = ");
                    self.ty_body(t);
                }
            }
            self.out.push('\n');
        }
    }

    /// The `{-# ... #-}` section: the builtin resources that the printed IR
    /// uses, in the order of first use, and the external resources.
    fn resources(&mut self) {
        let ctx = self.ctx;
        let mut dialect: Vec<(Symbol, Vec<(Symbol, String)>)> = Vec::new();
        for (d, entries) in &ctx.dialect_resources {
            let used: Vec<(Symbol, String)> = self
                .used_resources
                .iter()
                .filter_map(|h| entries.iter().find(|(k, _)| k == h).cloned())
                .collect();
            if !used.is_empty() {
                dialect.push((*d, used));
            }
        }
        let mut external: Vec<(Symbol, Vec<(Symbol, String)>)> = ctx
            .external_resources
            .iter()
            .chain(self.extra_resources)
            .filter(|(_, entries)| !entries.is_empty())
            .cloned()
            .collect();
        // MLIR opens the section as soon as there is an entry, before
        // leaving out the long ones, so it may print an empty one.
        let open = !dialect.is_empty() || !external.is_empty();
        if let Some(limit) = self.opts.elide_resource_strings_if_larger {
            for groups in [&mut dialect, &mut external] {
                for (_, entries) in groups.iter_mut() {
                    entries.retain(|(_, value)| value.len() as u64 <= limit);
                }
                groups.retain(|(_, entries)| !entries.is_empty());
            }
        }
        let sections = [
            ("dialect_resources", &dialect),
            ("external_resources", &external),
        ];
        if open && dialect.is_empty() && external.is_empty() {
            self.out.push_str("\n{-#\n\n#-}\n");
            return;
        }
        let mut first = true;
        for (name, groups) in sections {
            if groups.is_empty() {
                continue;
            }
            self.out.push_str(if first { "\n{-#\n" } else { ",\n" });
            first = false;
            let _ = writeln!(self.out, "  {name}: {{");
            for (i, (group, entries)) in groups.iter().enumerate() {
                self.out.push_str("    ");
                write_symbol_name(&mut self.out, ctx.symbol_str(*group));
                self.out.push_str(": {\n");
                for (j, (key, value)) in entries.iter().enumerate() {
                    self.out.push_str("      ");
                    write_symbol_name(&mut self.out, ctx.symbol_str(*key));
                    let _ = write!(self.out, ": {value}");
                    self.out
                        .push_str(if j + 1 < entries.len() { ",\n" } else { "\n" });
                }
                self.out.push_str(if i + 1 < groups.len() {
                    "    },\n"
                } else {
                    "    }\n"
                });
            }
            self.out.push_str("  }");
        }
        if !first {
            self.out.push_str("\n#-}\n");
        }
    }

    fn indent(&mut self, level: usize) {
        for _ in 0..level {
            self.out.push_str("  ");
        }
    }

    fn value(&mut self, v: Value) {
        if !self.names.write_value(self.ctx, &mut self.out, v) {
            self.out.push_str("<<UNKNOWN SSA VALUE>>");
        }
    }

    fn operation(&mut self, op: OpId, level: usize) -> IrResult<()> {
        crate::stack::grow(|| {
            self.indent(level);
            if self.ctx.num_results(op) > 0 {
                self.names.write_result_groups(self.ctx, &mut self.out, op);
                self.out.push_str(" = ");
            }
            self.custom_or_generic_op(op, level)?;
            self.end_operation(op)
        })
    }

    /// `op` from its name on, in its custom form or else the generic one,
    /// without its results, location or line end (MLIR's
    /// `printCustomOrGenericOp`): an op printed inside another's custom
    /// form.
    pub(super) fn custom_or_generic_op(&mut self, op: OpId, level: usize) -> IrResult<()> {
        crate::stack::grow(|| {
            if let Some(print) = self.custom_printer(op)? {
                let mut custom = OpAsmPrinter::new(self, level);
                custom.print_op_name(op);
                return print(&mut custom, op);
            }
            self.out.push('"');
            escape_into(&mut self.out, self.ctx.op_name_str(op).as_bytes());
            self.out.push_str("\"(");
            let operands = self.ctx.op_operands(op);
            for (i, o) in operands.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(o.value);
            }
            self.out.push(')');
            let succ = self.ctx.successors(op);
            if !succ.is_empty() {
                self.out.push('[');
                for (i, b) in succ.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.names.write_block(&mut self.out, *b);
                }
                self.out.push(']');
            }
            // Inherent attributes of a dialect without properties for them
            // print with the discardable ones.
            let mut merged = None;
            if let Some(p) = self.ctx.properties(op) {
                let in_dictionary = self
                    .ctx
                    .registry
                    .get(self.ctx.op_name(op))
                    .map_or(&[][..], |info| info.dictionary_attrs);
                if in_dictionary.is_empty() {
                    self.out.push_str(" <");
                    self.attr(p);
                    self.out.push('>');
                } else {
                    merged = Some(self.split_properties(op, p, in_dictionary));
                }
            }
            let regions = self.ctx.regions(op);
            if !regions.is_empty() {
                self.out.push_str(" (");
                for (i, &r) in regions.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.region(r, level, RegionStyle::GENERIC)?;
                }
                self.out.push(')');
            }
            let attrs = merged.as_deref().unwrap_or(self.ctx.attrs(op));
            if !attrs.is_empty() {
                self.out.push(' ');
                self.dictionary(attrs);
            }
            self.out.push_str(" : (");
            for (i, o) in operands.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let t = self.ctx.value_type(o.value);
                self.ty(t);
            }
            self.out.push_str(") -> ");
            let results = self.ctx.op_results(op);
            let wrap = results.len() != 1
                || matches!(self.ctx.type_kind(results[0].ty), TypeKind::Function { .. });
            if wrap {
                self.out.push('(');
            }
            for (i, r) in results.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.ty(r.ty);
            }
            if wrap {
                self.out.push(')');
            }
            Ok(())
        })
    }

    /// The custom printer of a registered operation, unless printing is
    /// generic.
    fn custom_printer(&self, op: OpId) -> IrResult<Option<PrintFn>> {
        if self.opts.generic {
            return Ok(None);
        }
        let name = self.ctx.op(op).name;
        Ok(self.ctx.registry.get(name).and_then(|info| info.print))
    }

    /// Prints as `<{...}>` the properties `props` of `op` but its inherent
    /// attributes `in_dictionary`, and returns those with its discardable
    /// attributes, in name order: its attribute dictionary.
    fn split_properties(
        &mut self,
        op: OpId,
        props: Attribute,
        in_dictionary: &[&str],
    ) -> Vec<(Symbol, Attribute)> {
        let ctx = self.ctx;
        let entries: &[(Symbol, Attribute)] = match ctx.attr_kind(props) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        };
        let (mut moved, kept): (Vec<_>, Vec<_>) = entries
            .iter()
            .partition(|(n, _)| in_dictionary.contains(&ctx.symbol_str(*n)));
        if !kept.is_empty() {
            self.out.push_str(" <");
            self.dictionary(&kept);
            self.out.push('>');
        }
        moved.extend_from_slice(ctx.attrs(op));
        moved.sort_by(|a, b| ctx.symbol_str(a.0).cmp(ctx.symbol_str(b.0)));
        moved
    }

    /// The location (with debug info) and the end of the line.
    fn end_operation(&mut self, op: OpId) -> IrResult<()> {
        if self.opts.debug_info {
            let loc = self.ctx.op_loc(op);
            self.out.push(' ');
            // The alias pass visits an op's own location first, where it
            // may be deferred: what it holds is not recorded here.
            let recorded = self.printed.take();
            self.op_location(loc);
            self.printed = recorded;
        }
        if self.opts.value_users {
            self.users_comment(op);
        }
        self.out.push('\n');
        self.flush(false)
    }

    fn region(&mut self, r: RegionId, level: usize, style: RegionStyle) -> IrResult<()> {
        if let Some(shown) = &mut self.shown {
            let order = shown.regions.len();
            shown.regions.insert(r, (order, style));
        }
        if let Some(printed) = &mut self.printed {
            printed.push(Printed::Region(r));
        }
        if self.opts.skip_regions {
            self.out.push_str("{...}");
            return Ok(());
        }
        let default_dialect = self
            .ctx
            .region_parent_op(r)
            .and_then(|op| self.ctx.registry.get(self.ctx.op(op).name))
            .and_then(|info| info.default_dialect)
            .unwrap_or("");
        self.default_dialects.push(default_dialect);
        let printed = self.region_body(r, level, style);
        self.default_dialects.pop();
        printed
    }

    fn region_body(&mut self, r: RegionId, level: usize, style: RegionStyle) -> IrResult<()> {
        self.out.push_str("{\n");
        let blocks = self.ctx.blocks(r);
        let preds = if blocks.len() > 1 {
            self.predecessors(r)
        } else {
            FxHashMap::default()
        };
        for (i, &b) in blocks.iter().enumerate() {
            let empty = self.ctx.first_op(b).is_none();
            let has_args = self.ctx.num_block_args(b) > 0;
            let header =
                i > 0 || (style.entry_block_args && has_args) || (style.empty_entry_block && empty);
            if header {
                let block_preds = (i > 0).then(|| preds.get(&b).map_or(&[][..], Vec::as_slice));
                self.block_header(b, block_preds, level)?;
            }
            if self.opts.value_users {
                self.block_args_comments(b, level + 1);
            }
            let last = self.ctx.last_op(b);
            let elided = |o: OpId| {
                i == 0
                    && !style.terminators
                    && Some(o) == last
                    && self
                        .ctx
                        .registry
                        .traits(self.ctx.op(o).name)
                        .is_some_and(|t| t.contains(Traits::TERMINATOR))
            };
            if level == 0 && self.may_print_in_parallel(b) {
                let ops: Vec<OpId> = self.ctx.block_op_iter(b).filter(|&o| !elided(o)).collect();
                self.operations_in_parallel(&ops, level + 1)?;
                continue;
            }
            let mut cur = self.ctx.first_op(b);
            while let Some(o) = cur {
                if !elided(o) {
                    self.operation(o, level + 1)?;
                }
                cur = self.ctx.next_op(o);
            }
        }
        self.indent(level);
        self.out.push('}');
        Ok(())
    }

    /// Each block of `r` with the blocks whose ops branch to it, one entry
    /// per successor naming it, in the order the printer numbers them (the
    /// `// N preds:` comments). One scan of the region serves all its
    /// blocks, so a region of many blocks prints in linear time.
    fn predecessors(&self, r: RegionId) -> FxHashMap<BlockId, Vec<BlockId>> {
        let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &pb in self.ctx.blocks(r) {
            let mut cur = self.ctx.first_op(pb);
            while let Some(o) = cur {
                for &s in self.ctx.successors(o) {
                    preds.entry(s).or_default().push(pb);
                }
                cur = self.ctx.next_op(o);
            }
        }
        for list in preds.values_mut() {
            list.sort_by_key(|&p| self.names.block_order(p));
        }
        preds
    }

    /// The block's label and arguments; `preds` (for all but the entry
    /// block) are listed in a trailing comment.
    fn block_header(
        &mut self,
        b: BlockId,
        preds: Option<&[BlockId]>,
        level: usize,
    ) -> IrResult<()> {
        self.indent(level);
        self.names.write_block(&mut self.out, b);
        let n = self.ctx.num_block_args(b);
        if n > 0 {
            self.out.push('(');
            for i in 0..n {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let v = Value::Arg(b, i as u32);
                self.value(v);
                self.out.push_str(": ");
                let t = self.ctx.value_type(v);
                self.ty(t);
                if self.opts.debug_info {
                    self.out.push(' ');
                    let loc = self.ctx.block_arg_loc(b, i);
                    self.location(loc);
                }
            }
            self.out.push(')');
        }
        self.out.push(':');
        if let Some(preds) = preds {
            match preds.len() {
                0 => self.out.push_str("  // no predecessors"),
                1 => self.out.push_str("  // pred: "),
                k => {
                    let _ = write!(self.out, "  // {k} preds: ");
                }
            }
            for (i, &p) in preds.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.names.write_block(&mut self.out, p);
            }
        }
        self.out.push('\n');
        Ok(())
    }

    fn dictionary(&mut self, entries: &[(Symbol, Attribute)]) {
        self.out.push('{');
        for (i, &(name, value)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write_symbol_name(&mut self.out, self.ctx.symbol_str(name));
            if !matches!(self.ctx.attr_kind(value), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.attr(value);
            }
        }
        self.out.push('}');
    }

    /// An attribute, through its alias if it has one.
    fn attr(&mut self, a: Attribute) {
        if let Some(printed) = &mut self.printed {
            printed.push(Printed::Attr(a));
        }
        if let Some(name) = self.aliases.name(AttrOrType::Attr(a)) {
            let _ = write!(self.out, "#{name}");
            return;
        }
        crate::stack::grow(|| self.attr_body(a));
    }

    /// An attribute without the type that follows it (MLIR's
    /// `AttrTypeElision::Must`): `42`, `1.5`, `#d.x` rather than `42 : i32`.
    fn attr_without_type(&mut self, a: Attribute) {
        if let Some(printed) = &mut self.printed {
            printed.push(Printed::Attr(a));
        }
        if let Some(name) = self.aliases.name(AttrOrType::Attr(a)) {
            let _ = write!(self.out, "#{name}");
            return;
        }
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Integer { ty, value } => {
                if is_bool(ctx, *ty) {
                    self.out
                        .push_str(if value.is_zero() { "false" } else { "true" });
                } else {
                    let _ = write!(self.out, "{value}");
                }
            }
            AttrKind::Float { ty, bits } => {
                if let TypeKind::Float(k) = ctx.type_kind(*ty) {
                    self.float(*k, *bits);
                }
            }
            AttrKind::Dialect(s) => {
                let body = self.dialect_body(s, AttrOrType::Attr(a));
                dialect_symbol(&mut self.out, '#', s.dialect(), &body);
            }
            // `dense<...>` without its `: type`, as `memref.global` prints
            // its initial value.
            &AttrKind::DenseElements {
                ty,
                ref data,
                splat,
                i1_padding,
            } => {
                if self.elides(data, splat) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.dense_body(ty, data, splat, Some(i1_padding));
                    self.out.push('>');
                }
            }
            AttrKind::Opaque { dialect, data, .. } => {
                dialect_symbol(&mut self.out, '#', ctx.symbol_str(*dialect), data);
            }
            _ => crate::stack::grow(|| self.attr_body(a)),
        }
    }

    /// An attribute where MLIR elides the type of `i64` integers and `f64`
    /// floats (array elements, memory spaces). An `f64` printed in hex keeps
    /// its type: without it, the text reads back as an integer.
    fn attr_elided(&mut self, a: Attribute) {
        match self.ctx.attr_kind(a) {
            AttrKind::Integer { ty, value } if is_i64(self.ctx, *ty) => {
                let _ = write!(self.out, "{value}");
            }
            AttrKind::Float { ty, bits }
                if matches!(self.ctx.type_kind(*ty), TypeKind::Float(FloatKind::F64))
                    && self.aliases.name(AttrOrType::Attr(a)).is_none() =>
            {
                let (ty, bits) = (*ty, *bits);
                if write_float(&mut self.out, FloatKind::F64, bits) {
                    self.out.push_str(" : ");
                    self.ty(ty);
                }
            }
            _ => self.attr(a),
        }
    }

    /// The location of an operation: `loc(#alias)` or `loc(form)`.
    fn op_location(&mut self, loc: Attribute) {
        if self.pretty_locations() {
            // The pretty form never uses an alias at its top.
            self.loc_form(loc);
            return;
        }
        self.out.push_str("loc(");
        self.loc_inner(loc);
        self.out.push(')');
    }

    /// Whether locations print in MLIR's pretty form.
    fn pretty_locations(&self) -> bool {
        self.opts.debug_info && self.opts.pretty_debug_info
    }

    fn location(&mut self, loc: Attribute) {
        self.attr_body(loc);
    }

    /// A location inside `loc(...)`: an alias name or its own form.
    fn loc_inner(&mut self, loc: Attribute) {
        if let Some(name) = self.aliases.name(AttrOrType::Attr(loc)) {
            let _ = write!(self.out, "#{name}");
            return;
        }
        self.loc_form(loc);
    }

    /// A location's own form, or its pretty form (`printLocationInternal`).
    fn loc_form(&mut self, loc: Attribute) {
        let pretty = self.pretty_locations();
        let ctx = self.ctx;
        match *ctx.attr_kind(loc) {
            AttrKind::UnknownLoc if pretty => self.out.push_str("[unknown]"),
            AttrKind::UnknownLoc => self.out.push_str("unknown"),
            AttrKind::FileLineColLoc {
                file,
                line,
                col,
                end,
            } => {
                if pretty {
                    self.out.push_str(self.ctx.symbol_str(file));
                } else {
                    self.out.push('"');
                    escape_into(&mut self.out, self.ctx.symbol_str(file).as_bytes());
                    self.out.push('"');
                }
                let _ = write!(self.out, ":{line}:{col}");
                match end {
                    Some((l2, c2)) if l2 == line => {
                        let _ = write!(self.out, " to :{c2}");
                    }
                    Some((l2, c2)) => {
                        let _ = write!(self.out, " to {l2}:{c2}");
                    }
                    None => {}
                }
            }
            AttrKind::NameLoc { name, child } => {
                self.out.push('"');
                escape_into(&mut self.out, self.ctx.symbol_str(name).as_bytes());
                self.out.push('"');
                if let Some(c) = child {
                    if !matches!(self.ctx.attr_kind(c), AttrKind::UnknownLoc) {
                        self.out.push('(');
                        self.loc_inner(c);
                        self.out.push(')');
                    }
                }
            }
            AttrKind::CallSiteLoc { callee, caller } if pretty => {
                // A named callee called from a file position stays on one
                // line; anything else puts the caller on a line of its own.
                let one_line = matches!(self.ctx.attr_kind(callee), AttrKind::NameLoc { .. })
                    && matches!(self.ctx.attr_kind(caller), AttrKind::FileLineColLoc { .. });
                self.loc_inner(callee);
                self.out.push_str(if one_line { " at " } else { "\n at " });
                self.loc_inner(caller);
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                self.out.push_str("callsite(");
                self.loc_inner(callee);
                self.out.push_str(" at ");
                self.loc_inner(caller);
                self.out.push(')');
            }
            AttrKind::FusedLoc { ref locs, metadata } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.attr(m);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.loc_inner(l);
                }
                self.out.push(']');
            }
            _ => self.out.push_str("unknown"),
        }
    }

    /// An attribute in its own form (never through its alias at the top).
    fn attr_body(&mut self, a: Attribute) {
        let ctx = self.ctx;
        match *ctx.attr_kind(a) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Integer { ty, ref value } => {
                if is_bool(ctx, ty) {
                    self.out
                        .push_str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                let _ = write!(self.out, "{value} : ");
                self.ty(ty);
            }
            AttrKind::Float { ty, bits } => {
                let TypeKind::Float(k) = *ctx.type_kind(ty) else {
                    return;
                };
                self.float(k, bits);
                self.out.push_str(" : ");
                self.ty(ty);
            }
            AttrKind::String { ref value, ty } => {
                self.out.push('"');
                escape_into(&mut self.out, value);
                self.out.push('"');
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.ty(t);
                }
            }
            AttrKind::Array(ref items) => {
                self.out.push('[');
                for (i, &x) in items.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.attr_elided(x);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(ref entries) => self.dictionary(entries),
            AttrKind::Type(t) => self.ty(t),
            AttrKind::SymbolRef { root, ref nested } => {
                self.out.push('@');
                write_symbol_name(&mut self.out, ctx.symbol_str(root));
                for s in nested.iter() {
                    self.out.push_str("::@");
                    write_symbol_name(&mut self.out, ctx.symbol_str(*s));
                }
            }
            AttrKind::DenseElements {
                ty,
                ref data,
                splat,
                i1_padding,
            } => {
                if self.elides(data, splat) {
                    self.out.push_str("dense_resource<__elided__> : ");
                } else {
                    self.out.push_str("dense<");
                    self.dense_body(ty, data, splat, Some(i1_padding));
                    self.out.push_str("> : ");
                }
                self.ty(ty);
            }
            AttrKind::DenseArray { element, ref data } => {
                self.out.push_str("array<");
                self.ty(element);
                if !data.is_empty() {
                    self.out.push_str(": ");
                    for i in 0..data.len() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.element(element, data, i);
                    }
                }
                self.out.push('>');
            }
            AttrKind::DenseResource { ty, handle } => {
                if !self.used_resources.contains(&handle) {
                    self.used_resources.push(handle);
                }
                self.out.push_str("dense_resource<");
                write_symbol_name(&mut self.out, ctx.symbol_str(handle));
                self.out.push_str("> : ");
                self.ty(ty);
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                let (
                    &AttrKind::DenseElements {
                        ty: ity,
                        data: ref idata,
                        splat: isplat,
                        ..
                    },
                    &AttrKind::DenseElements {
                        ty: vty,
                        data: ref vdata,
                        splat: vsplat,
                        i1_padding: vpadding,
                    },
                ) = (ctx.attr_kind(indices), ctx.attr_kind(values))
                else {
                    return;
                };
                if self.elides(idata, isplat) || self.elides(vdata, vsplat) {
                    self.out.push_str("dense_resource<__elided__> : ");
                    self.ty(ty);
                    return;
                }
                self.out.push_str("sparse<");
                // No indices, no values: MLIR prints neither. Indices never
                // print as hex.
                let index_count: i64 = shaped(ctx, ity).1.iter().product();
                if index_count != 0 {
                    self.dense_body(ity, idata, isplat, None);
                    self.out.push_str(", ");
                    self.dense_body(vty, vdata, vsplat, Some(vpadding));
                }
                self.out.push_str("> : ");
                self.ty(ty);
            }
            AttrKind::AffineMap {
                dims,
                symbols,
                ref results,
            } => {
                self.out.push_str("affine_map<");
                self.dims_and_symbols(dims, symbols);
                self.out.push_str(" -> (");
                for (i, e) in results.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    affine_expr(&mut self.out, e, false);
                }
                self.out.push_str(")>");
            }
            AttrKind::IntegerSet {
                dims,
                symbols,
                ref constraints,
            } => {
                self.out.push_str("affine_set<");
                self.dims_and_symbols(dims, symbols);
                self.out.push_str(" : (");
                for (i, (e, eq)) in constraints.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    affine_expr(&mut self.out, e, false);
                    self.out.push_str(if *eq { " == 0" } else { " >= 0" });
                }
                self.out.push_str(")>");
            }
            AttrKind::StridedLayout {
                offset,
                ref strides,
            } => {
                self.out.push_str("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    int_or_dynamic(&mut self.out, *s);
                }
                self.out.push(']');
                if offset != 0 {
                    self.out.push_str(", offset: ");
                    int_or_dynamic(&mut self.out, offset);
                }
                self.out.push('>');
            }
            AttrKind::Distinct { referenced, .. } => {
                let n = self.distinct_ids.len();
                let id = *self.distinct_ids.entry(a).or_insert(n);
                let _ = write!(self.out, "distinct[{id}]<");
                if !matches!(ctx.attr_kind(referenced), AttrKind::Unit) {
                    self.attr(referenced);
                }
                self.out.push('>');
            }
            AttrKind::Opaque {
                dialect,
                ref data,
                ty,
            } => {
                dialect_symbol(&mut self.out, '#', ctx.symbol_str(dialect), data);
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.ty(t);
                }
            }
            AttrKind::Dialect(ref s) => {
                let body = self.dialect_body(s, AttrOrType::Attr(a));
                dialect_symbol(&mut self.out, '#', s.dialect(), &body);
                // A `TypedAttr` is followed by its type unless it is `none`,
                // as MLIR prints any typed attribute.
                if let Some(t) = s.self_type() {
                    if !matches!(ctx.type_kind(t), TypeKind::None) {
                        self.out.push_str(" : ");
                        self.ty(t);
                    }
                }
            }
            ref k if k.is_location() => {
                if self.pretty_locations() {
                    self.loc_form(a);
                    return;
                }
                self.out.push_str("loc(");
                self.loc_form(a);
                self.out.push(')');
            }
            _ => {}
        }
    }

    fn dims_and_symbols(&mut self, dims: u32, symbols: u32) {
        self.out
            .push_str(&Self::dims_and_symbols_text(dims, symbols));
    }

    /// `(d0, d1)[s0]`: the dimensions and symbols of a map or set.
    fn dims_and_symbols_text(dims: u32, symbols: u32) -> String {
        let names = |prefix: char, n: u32| {
            (0..n)
                .map(|i| format!("{prefix}{i}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut out = format!("({})", names('d', dims));
        if symbols > 0 {
            let _ = write!(out, "[{}]", names('s', symbols));
        }
        out
    }

    /// `printFloatValue`: short scientific form if it reads back exactly,
    /// else APFloat's natural form if it has a '.', else the bits in hex.
    fn float(&mut self, k: FloatKind, bits: u128) {
        write_float(&mut self.out, k, bits);
    }

    fn element(&mut self, elem: Type, data: &DenseData, i: usize) {
        match data {
            DenseData::Ints(v) => {
                if is_i1(self.ctx, elem) {
                    self.out
                        .push_str(if v[i].is_zero() { "false" } else { "true" });
                } else {
                    let _ = write!(self.out, "{}", v[i]);
                }
            }
            DenseData::Floats(v) => {
                if let TypeKind::Float(k) = *self.ctx.type_kind(elem) {
                    self.float(k, v[i]);
                }
            }
            DenseData::ComplexInts(v) => {
                let part = |x: &BigInt| match self.ctx.type_kind(elem) {
                    TypeKind::Complex(e) if is_i1(self.ctx, *e) => {
                        (if x.is_zero() { "false" } else { "true" }).to_string()
                    }
                    _ => x.to_string(),
                };
                let text = format!("({},{})", part(&v[i].0), part(&v[i].1));
                self.out.push_str(&text);
            }
            DenseData::ComplexFloats(v) => {
                let TypeKind::Complex(e) = *self.ctx.type_kind(elem) else {
                    return;
                };
                let TypeKind::Float(k) = *self.ctx.type_kind(e) else {
                    return;
                };
                self.out.push('(');
                self.float(k, v[i].0);
                self.out.push(',');
                self.float(k, v[i].1);
                self.out.push(')');
            }
            DenseData::Strings(v) => {
                self.out.push('"');
                escape_into(&mut self.out, &v[i]);
                self.out.push('"');
            }
        }
    }

    /// MLIR's `shouldElideElementsAttr`: more elements than the limit the
    /// options set, and not a splat.
    fn elides(&self, data: &DenseData, splat: bool) -> bool {
        let limit = self.opts.elide_elements_if_larger;
        !splat && limit.is_some_and(|n| data.len() as u64 > n)
    }

    /// The elements of a `dense<...>`; large non-splat numeric data as hex
    /// where `hex` gives the `i1` padding bits (`None`: never as hex).
    fn dense_body(&mut self, ty: Type, data: &DenseData, splat: bool, hex: Option<u8>) {
        let (elem, shape) = shaped(self.ctx, ty);
        if data.is_empty() {
            return;
        }
        if splat {
            self.element(elem, data, 0);
            return;
        }
        let count = data.len() as u64;
        let large = self.opts.hex_elements_if_larger.is_some_and(|n| count > n);
        if let Some(i1_padding) = hex.filter(|_| large) {
            if !matches!(data, DenseData::Strings(_)) {
                self.hex(elem, data, i1_padding);
                return;
            }
        }
        let mut index = 0;
        self.nested(elem, data, &shape, &mut index);
    }

    fn nested(&mut self, elem: Type, data: &DenseData, shape: &[i64], index: &mut usize) {
        if shape.is_empty() {
            if *index < data.len() {
                self.element(elem, data, *index);
            }
            *index += 1;
            return;
        }
        self.out.push('[');
        for i in 0..shape[0].max(0) {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.nested(elem, data, &shape[1..], index);
        }
        self.out.push(']');
    }

    /// `"0x..."`: little-endian storage, `i1` packed eight to a byte (with
    /// the padding bits MLIR kept in the last one).
    fn hex(&mut self, elem: Type, data: &DenseData, i1_padding: u8) {
        let bits = self.ctx.dense_storage_bits(elem);
        let mut bytes: Vec<u8> = Vec::new();
        if bits == 1 {
            if let DenseData::Ints(v) = data {
                bytes.resize(v.len().div_ceil(8), 0);
                for (i, x) in v.iter().enumerate() {
                    if !x.is_zero() {
                        bytes[i / 8] |= 1 << (i % 8);
                    }
                }
                if let Some(last) = bytes.last_mut() {
                    *last |= i1_padding << (v.len() % 8);
                }
            }
        } else {
            let push = |bytes: &mut Vec<u8>, v: u128, width: usize| {
                for b in 0..width {
                    bytes.push((v >> (8 * b)) as u8);
                }
            };
            match data {
                // Each value's bits at its type's width, zero above it
                // (MLIR writes the `APInt`'s bits).
                DenseData::Ints(v) => {
                    let (w, width) = ((bits as usize).div_ceil(8), self.int_width(elem));
                    v.iter()
                        .for_each(|x| bytes.extend(x.wrap(width, false).to_le_bytes(w)));
                }
                DenseData::Floats(v) => {
                    let w = (bits as usize).div_ceil(8);
                    v.iter().for_each(|&x| push(&mut bytes, x, w));
                }
                DenseData::ComplexInts(v) => {
                    let (w, width) = ((bits as usize / 2).div_ceil(8), self.int_width(elem));
                    v.iter().for_each(|(a, b)| {
                        bytes.extend(a.wrap(width, false).to_le_bytes(w));
                        bytes.extend(b.wrap(width, false).to_le_bytes(w));
                    });
                }
                DenseData::ComplexFloats(v) => {
                    let w = (bits as usize / 2).div_ceil(8);
                    v.iter().for_each(|&(a, b)| {
                        push(&mut bytes, a, w);
                        push(&mut bytes, b, w);
                    });
                }
                DenseData::Strings(_) => {}
            }
        }
        self.out.push_str("\"0x");
        for b in bytes {
            let _ = write!(self.out, "{b:02X}");
        }
        self.out.push('"');
    }

    /// The width of an integer-like type, or of a complex type's parts.
    fn int_width(&self, t: Type) -> u32 {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            TypeKind::Complex(e) => self.int_width(*e),
            _ => 0,
        }
    }

    /// A type, through its alias if it has one.
    fn ty(&mut self, t: Type) {
        if let Some(name) = self.aliases.name(AttrOrType::Type(t)) {
            let _ = write!(self.out, "!{name}");
            return;
        }
        crate::stack::grow(|| self.ty_body(t));
    }

    /// A type in its own form, with aliases for what is inside it.
    fn ty_body(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                self.out.push_str(p);
                push_u64(&mut self.out, u64::from(*width));
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(k) => self.out.push_str(k.keyword()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                for (i, &x) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.ty(x);
                }
                self.out.push_str(") -> ");
                let wrap = results.len() != 1
                    || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. });
                if wrap {
                    self.out.push('(');
                }
                for (i, &x) in results.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.ty(x);
                }
                if wrap {
                    self.out.push(')');
                }
            }
            TypeKind::Tuple(ts) => {
                self.out.push_str("tuple<");
                for (i, &x) in ts.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.ty(x);
                }
                self.out.push('>');
            }
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.ty(*e);
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (d, s) in shape.iter().zip(scalable.iter()) {
                    if *s {
                        let _ = write!(self.out, "[{d}]x");
                    } else {
                        let _ = write!(self.out, "{d}x");
                    }
                }
                self.ty(*element);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                dims(&mut self.out, shape);
                self.ty(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.attr(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor(e) => {
                self.out.push_str("tensor<*x");
                self.ty(*e);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                dims(&mut self.out, shape);
                self.ty(*element);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.attr(*l);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.attr_elided(*m);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.ty(*element);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.attr_elided(*m);
                }
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, data } => dialect_symbol(&mut self.out, '!', dialect, data),
            TypeKind::Dialect(s) => {
                let body = self.dialect_body(s, AttrOrType::Type(t));
                dialect_symbol(&mut self.out, '!', s.dialect(), &body);
            }
        }
    }

    /// What a dialect value's hook prints, written aside: the printer then
    /// chooses the pretty or the quoted form from it (`printDialectType`).
    fn dialect_body(&mut self, storage: &DialectStorage, this: AttrOrType) -> String {
        let outer = std::mem::take(&mut self.out);
        let ctx = self.ctx;
        storage.print(this, &mut AsmPrinter::new(ctx, self));
        std::mem::replace(&mut self.out, outer)
    }
}

/// A blank printer, for messages that show one type or attribute.
fn bare(ctx: &Context) -> Printer<'_> {
    Printer {
        ctx,
        names: Cow::Owned(Names::default()),
        aliases: Cow::Owned(Aliases::default()),
        opts: PrintOptions::default(),
        out: String::new(),
        distinct_ids: FxHashMap::default(),
        used_resources: Vec::new(),
        default_dialects: vec!["builtin"],
        sink: None,
        cyclic: Vec::new(),
        shown: None,
        printed: None,
        split_failed: false,
        extra_resources: &[],
    }
}

/// What a custom form prints that MLIR's alias pass, which runs the
/// printer, visits in print order: the attributes, and where each region
/// goes (which region: a form may print them out of order).
pub(crate) enum Printed {
    Attr(Attribute),
    Region(RegionId),
}

/// What the custom form of `op` prints, in order, its regions left out
/// (each one a [`Printed::Region`] mark).
pub(crate) fn printed_by_custom_form(
    ctx: &Context,
    op: OpId,
    opts: PrintOptions,
) -> IrResult<Vec<Printed>> {
    let mut p = bare(ctx);
    p.opts = PrintOptions {
        skip_regions: true,
        ..opts
    };
    p.printed = Some(Vec::new());
    p.operation(op, 0)?;
    Ok(p.printed.take().unwrap_or_default())
}

/// `op` as MLIR shows it in a diagnostic's "see current operation" note:
/// the generic form without aliases, elements attributes of more than 16
/// elements elided, the other flags as [`Context::note_print_options`]
/// set them, its values numbered as in its nearest isolated-from-above
/// ancestor (MLIR's local scope).
pub fn op_to_string_local(ctx: &Context, op: OpId) -> String {
    let scope = isolated_scope(ctx, op);
    let mut p = bare(ctx);
    p.opts = PrintOptions {
        generic: true,
        local_scope: true,
        elide_elements_if_larger: Some(16),
        ..ctx.note_print_options
    };
    p.names = Cow::Owned(Names::compute(ctx, scope, p.opts));
    match p.operation(op, 0) {
        Ok(()) => p.out.trim_end().to_string(),
        Err(e) => e.to_string(),
    }
}

/// `op` as MLIR's `Operation::print` shows it with its regions skipped,
/// as action logs show the IR they work on: its custom form (as
/// [`Context::note_print_options`] set the flags), regions as `{...}`,
/// attributes inline, values numbered as in its nearest
/// isolated-from-above ancestor.
pub fn op_to_string_skip_regions(ctx: &Context, op: OpId) -> String {
    let mut p = bare(ctx);
    p.opts = PrintOptions {
        skip_regions: true,
        local_scope: true,
        ..ctx.note_print_options
    };
    p.names = Cow::Owned(Names::compute(ctx, isolated_scope(ctx, op), p.opts));
    match p.operation(op, 0) {
        Ok(()) => p.out.trim_end().to_string(),
        Err(e) => e.to_string(),
    }
}

/// `op`'s nearest isolated-from-above ancestor (itself included), or its
/// top-level ancestor: where its values are numbered.
fn isolated_scope(ctx: &Context, op: OpId) -> OpId {
    let mut scope = op;
    while !ctx
        .registry
        .traits(ctx.op_name(scope))
        .is_some_and(|t| t.contains(Traits::ISOLATED_FROM_ABOVE))
    {
        match ctx.parent_op(scope) {
            Some(parent) => scope = parent,
            None => break,
        }
    }
    scope
}

/// A location as a diagnostic shows it: `loc(...)`, or its pretty form
/// when [`Context::note_print_options`] asks for pretty debug info.
pub fn location_to_string(ctx: &Context, loc: Attribute) -> String {
    let mut p = bare(ctx);
    p.opts.debug_info = ctx.note_print_options.debug_info;
    p.opts.pretty_debug_info = ctx.note_print_options.pretty_debug_info;
    p.attr_body(loc);
    p.out
}

/// One type as the printer writes it (for messages).
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = bare(ctx);
    p.ty(t);
    p.out
}

fn dims(out: &mut String, shape: &[Dim]) {
    for d in shape {
        match d {
            Some(v) => {
                let _ = write!(out, "{v}x");
            }
            None => out.push_str("?x"),
        }
    }
}

/// `v`, or `?` for [`DYNAMIC`](crate::ods::pred::DYNAMIC).
fn int_or_dynamic(out: &mut String, v: i64) {
    if v == crate::ods::pred::DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{v}");
    }
}

/// Any 1-bit integer: dense elements of these print as `true`/`false`.
fn is_i1(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. })
}

/// The signless `i1`, whose scalar attributes print as `true`/`false`.
fn is_bool(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

fn is_i64(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 64,
            signedness: Signedness::Signless
        }
    )
}

fn shaped(ctx: &Context, ty: Type) -> (Type, Vec<i64>) {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. } | TypeKind::MemRef { shape, element, .. } => {
            (*element, shape.iter().map(|d| d.unwrap_or(0)).collect())
        }
        TypeKind::Vector { shape, element, .. } => (*element, shape.to_vec()),
        _ => (ty, Vec::new()),
    }
}

/// `#dialect.body` when the body is simple enough, else `#dialect<body>`.
fn dialect_symbol(out: &mut String, prefix: char, dialect: &str, data: &str) {
    out.push(prefix);
    out.push_str(dialect);
    if pretty_enough(data) {
        out.push('.');
        out.push_str(data);
    } else {
        out.push('<');
        out.push_str(data);
        out.push('>');
    }
}

fn pretty_enough(s: &str) -> bool {
    let Some(first) = s.chars().next() else {
        return false;
    };
    if !first.is_ascii_alphabetic() {
        return false;
    }
    let rest = s.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// `printAffineExprInternal`, dimensions and symbols named `dN`, `sN`.
fn affine_expr(out: &mut String, e: &AffineExpr, strong: bool) {
    affine_expr_named(out, e, strong, &mut |out, pos| match pos {
        AffineOperand::Dim(i) => {
            let _ = write!(out, "d{i}");
        }
        AffineOperand::Symbol(i) => {
            let _ = write!(out, "s{i}");
        }
    });
}

/// A dimension or a symbol of an affine expression, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffineOperand {
    /// Dimension `dN`.
    Dim(u32),
    /// Symbol `sN`.
    Symbol(u32),
}

/// An affine expression as MLIR's `printAffineExpr` writes it, each
/// dimension and symbol written by `name` (MLIR's `printValueName`
/// callback: `d0` in a map, an SSA value in an op's subscripts).
pub fn affine_expr_to_string_with(
    e: &AffineExpr,
    name: &mut dyn FnMut(&mut String, AffineOperand),
) -> String {
    let mut out = String::new();
    affine_expr_named(&mut out, e, false, name);
    out
}

/// `printAffineExprInternal`.
fn affine_expr_named(
    out: &mut String,
    e: &AffineExpr,
    strong: bool,
    name: &mut dyn FnMut(&mut String, AffineOperand),
) {
    use AffineExpr::*;
    match e {
        Dim(i) => name(out, AffineOperand::Dim(*i)),
        Symbol(i) => name(out, AffineOperand::Symbol(*i)),
        Constant(c) => {
            let _ = write!(out, "{c}");
        }
        Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
            if strong {
                out.push('(');
            }
            if let (Mul(..), Constant(-1)) = (e, r.as_ref()) {
                out.push('-');
                affine_expr_named(out, l, true, name);
            } else {
                affine_expr_named(out, l, true, name);
                out.push_str(match e {
                    Mul(..) => " * ",
                    Mod(..) => " mod ",
                    FloorDiv(..) => " floordiv ",
                    _ => " ceildiv ",
                });
                affine_expr_named(out, r, true, name);
            }
            if strong {
                out.push(')');
            }
        }
        Add(l, r) => {
            if strong {
                out.push('(');
            }
            match r.as_ref() {
                Mul(rl, rr) if matches!(rr.as_ref(), Constant(-1)) => {
                    affine_expr_named(out, l, false, name);
                    out.push_str(" - ");
                    affine_expr_named(out, rl, matches!(rl.as_ref(), Add(..)), name);
                }
                Mul(rl, rr) if matches!(rr.as_ref(), Constant(c) if *c < -1) => {
                    let Constant(c) = rr.as_ref() else {
                        unreachable!()
                    };
                    affine_expr_named(out, l, false, name);
                    out.push_str(" - ");
                    affine_expr_named(out, rl, true, name);
                    // MLIR negates in `int64_t`: the minimum stays negative.
                    let _ = write!(out, " * {}", c.wrapping_neg());
                }
                Constant(c) if *c < 0 => {
                    affine_expr_named(out, l, false, name);
                    let _ = write!(out, " - {}", c.wrapping_neg());
                }
                _ => {
                    affine_expr_named(out, l, false, name);
                    out.push_str(" + ");
                    affine_expr_named(out, r, false, name);
                }
            }
            if strong {
                out.push(')');
            }
        }
    }
}

/// A float of kind `k` as MLIR's `printFloatValue` writes it: the short
/// form when it reads back exactly, else scientific notation, else the bits
/// in hex. Whether it wrote hex (MLIR's `printedHex`).
pub(crate) fn write_float(out: &mut String, k: FloatKind, bits: u128) -> bool {
    if let Decoded::Finite(..) = decode(k, bits) {
        let s = ap_to_string(k, bits, 6, 0, false);
        // Formats wider than f64 cannot read back through an f64: there
        // the decimal is rounded in the format itself.
        let reads_back = if crate::ir::float::precision(k) > 53 {
            crate::ir::float::decimal_reads_back(k, bits, &s)
        } else {
            s.parse::<f64>().is_ok_and(|v| encode_f64(k, v) == bits)
        };
        if reads_back {
            out.push_str(&s);
            return false;
        }
        let s = ap_to_string(k, bits, 0, 3, true);
        if s.contains('.') {
            out.push_str(&s);
            return false;
        }
    }
    let _ = write!(out, "0x{bits:X}");
    true
}
