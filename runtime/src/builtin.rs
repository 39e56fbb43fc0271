//! The builtin dialect's operations: `builtin.module` and
//! `builtin.unrealized_conversion_cast`.

use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::context::{Context, IrResult};
use crate::diag::Diagnostic;
use crate::ir::{AttrKind, Attribute, OpId, OperationState, Value};
use crate::registry::{DefinitionId, FoldResult, OpInfo, Traits};

/// The runtime's definition of `builtin.module`, as the registry tells it
/// from a dialect that would define an op of that name.
enum ModuleOp {}

/// Registers `builtin.module` (again: a no-op).
///
/// # Panics
/// When `ctx` holds another definition of `builtin.module`.
pub fn register(ctx: &mut Context) {
    let name = ctx.symbol("builtin.module");
    let mut info = OpInfo::new(name, DefinitionId::of::<ModuleOp>());
    info.traits = Traits::ISOLATED_FROM_ABOVE
        | Traits::NO_TERMINATOR
        | Traits::SINGLE_BLOCK
        | Traits::GRAPH_REGIONS
        | Traits::SYMBOL_TABLE
        | Traits::ZERO_OPERANDS
        | Traits::ZERO_RESULTS
        | Traits::AFFINE_SCOPE;
    info.inherent_attrs = &["sym_name", "sym_visibility"];
    info.attr_constraints = MODULE_ATTRS;
    info.default_dialect = Some("builtin");
    info.verify = Some(verify_module);
    info.parse = Some(parse_module);
    info.print = Some(print_module);
    if let Err(e) = ctx.registry.register("builtin.module", info) {
        panic!("{e}");
    }
    let name = ctx.symbol("builtin.unrealized_conversion_cast");
    let mut info = OpInfo::new(name, DefinitionId::of::<UnrealizedConversionCastOp>());
    info.verify = Some(verify_cast);
    // `Pure`, with a folder.
    info.memory_effects = Some(&[]);
    info.fold = Some(fold_cast);
    info.parse = Some(parse_cast);
    info.print = Some(print_cast);
    if let Err(e) = ctx
        .registry
        .register("builtin.unrealized_conversion_cast", info)
    {
        panic!("{e}");
    }
}

/// The runtime's definition of `builtin.unrealized_conversion_cast`.
enum UnrealizedConversionCastOp {}

/// A cast to the types it casts from is its inputs; so is a cast that
/// undoes another cast whose results are exactly its inputs (MLIR's
/// `UnrealizedConversionCastOp::fold`).
fn fold_cast(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let inputs = ctx.operands(op);
    let outputs = ctx.results(op);
    let values = |vs: Vec<Value>| Some(vs.into_iter().map(FoldResult::Value).collect());
    if ctx.value_types(inputs.iter().copied()) == ctx.value_types(outputs.iter().copied()) {
        return values(inputs);
    }
    let producer = ctx.defining_op(*inputs.first()?)?;
    if ctx.op_name(producer) != ctx.op_name(op)
        || ctx.results(producer) != inputs
        || ctx.value_types(ctx.operands(producer)) != ctx.value_types(outputs.iter().copied())
    {
        return None;
    }
    // A cycle of two casts folds to the op's own results, which MLIR's
    // driver takes as a replacement (erasing the op while the other cast
    // still uses it); here it is no fold, and region DCE removes the
    // cycle when it is dead, as the same run of mlir-opt ends.
    if ctx.operands(producer) == outputs {
        return None;
    }
    values(ctx.operands(producer))
}

/// `unrealized_conversion_cast %a, %b : t1, t2 to t3 {attrs}`, the
/// declarative form `($inputs^ `:` type($inputs))? `to` type($outputs)
/// attr-dict`.
fn parse_cast(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let at = p.current_location();
    let inputs = p.parse_operand_list(crate::asm::Delimiter::None, None)?;
    if !inputs.is_empty() {
        let types = p.parse_colon_type_list()?;
        p.resolve_operands(&inputs, &types, at, &mut state.operands)?;
    }
    p.parse_keyword("to")?;
    state.result_types = p.parse_type_list()?;
    p.parse_attr_dict_directive(state, false)
}

fn print_cast(p: &mut OpAsmPrinter<'_, '_>, op: OpId) -> IrResult<()> {
    let ctx = p.ctx();
    let (inputs, outputs) = (ctx.operands(op), ctx.results(op));
    let input_types = ctx.value_types(inputs.iter().copied());
    let output_types = ctx.value_types(outputs.iter().copied());
    let attrs = p.op_attributes(op);
    if !inputs.is_empty() {
        p.write(" ");
        p.print_operands(&inputs);
        p.write(" : ");
        p.print_types(&input_types);
    }
    p.write(" to ");
    p.print_types(&output_types);
    p.print_optional_attr_dict(&attrs, &[]);
    Ok(())
}

/// ODS's `ZeroRegions` and `ZeroSuccessors`, then `CastOpInterface`'s
/// check (the op's casts are all compatible).
fn verify_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let loc = ctx.op_loc(op);
    let fail = |m: &str| {
        Err(Diagnostic::error(
            loc,
            format!("'builtin.unrealized_conversion_cast' op {m}"),
        ))
    };
    if !ctx.regions(op).is_empty() {
        return fail("requires zero regions");
    }
    if !ctx.successors(op).is_empty() {
        return fail("requires zero successors");
    }
    if ctx.num_results(op) == 0 {
        return fail("expected at least one result for cast operation");
    }
    Ok(())
}

/// `builtin.module`'s inherent attributes, both optional `StrAttr`s.
const MODULE_ATTRS: &[crate::ods::spec::AttrSpec] =
    &[string_attr("sym_name"), string_attr("sym_visibility")];

/// An optional `StrAttr` of `builtin.module`.
const fn string_attr(name: &'static str) -> crate::ods::spec::AttrSpec {
    crate::ods::spec::AttrSpec {
        name,
        required: false,
        check: Some(|ctx, a| matches!(ctx.attr_kind(a), AttrKind::String { ty: None, .. })),
        summary: "string attribute",
    }
}

/// `module @name attributes {...} { ... }`
fn parse_module(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        let name_sym = p.ctx().symbol("sym_name");
        let value = p.ctx().attr(AttrKind::String {
            value: name.into_bytes().into(),
            ty: None,
        });
        state.attributes.push((name_sym, value));
    }
    // As the declarative form MLIR generates: the inherent attributes of
    // the dictionary are checked where it starts.
    p.parse_attr_dict_directive(state, true)?;
    let region = p.parse_region(&[])?;
    // An empty module body still has its block.
    p.ensure_block(region)?;
    state.regions.push(region);
    Ok(())
}

/// `module @name attributes {...} {...}`: the body without its block
/// header, the attributes but `sym_name` after the keyword.
fn print_module(p: &mut OpAsmPrinter<'_, '_>, op: OpId) -> IrResult<()> {
    let attrs = p.op_attributes(op);
    let name = attrs
        .iter()
        .find(|(n, _)| p.ctx().symbol_str(*n) == "sym_name")
        .and_then(|&(_, v)| match p.ctx().attr_kind(v) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        });
    if let Some(name) = name {
        p.write(" ");
        p.print_symbol_name(&name);
    }
    p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
    p.write(" ");
    let body = p.ctx().regions(op)[0];
    p.print_region(body, false, false, false)
}

/// The checks of `builtin.module` beyond its traits (`ModuleOp::verify`).
fn verify_module(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let loc = ctx.op_loc(op);
    let fail = |m: String| Err(Diagnostic::error(loc, format!("'builtin.module' op {m}")));
    if let Some(props) = ctx.properties(op) {
        if let AttrKind::Dictionary(entries) = ctx.attr_kind(props) {
            for &(name, value) in entries.iter() {
                let n = ctx.symbol_str(name);
                if (n == "sym_name" || n == "sym_visibility")
                    && !matches!(ctx.attr_kind(value), AttrKind::String { ty: None, .. })
                {
                    return fail(format!(
                        "attribute '{n}' failed to satisfy constraint: string attribute"
                    ));
                }
            }
        }
    }
    for &(name, _) in ctx.attrs(op) {
        let n = ctx.symbol_str(name);
        if !n.contains('.') {
            return fail(format!(
                "can only contain attributes with dialect-prefixed names, found: '{n}'"
            ));
        }
    }
    Ok(())
}
