//! What `scf.if` and `emitc.if` share, as MLIR's `SCF.cpp` and `EmitC.cpp`
//! each write it: an `i1` condition, a then region and an optional else
//! region, each ended by the dialect's implicit yield, and the bounds on
//! how often each region runs.

use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::interfaces::region_branch::{InvocationBounds, RegionSuccessor};
use ods_runtime::ods::convert;
use ods_runtime::{
    Attribute, BlockId, Context, IrResult, OpBuilder, OpId, OperationState, RegionId, Type,
};

/// A builder of a block without arguments (the then and else bodies):
/// called with the context, a builder at the end of the new block and the
/// op's location.
pub type RegionBuilder<'a> = &'a mut dyn FnMut(&mut Context, OpBuilder, Attribute);

/// How a dialect ends a region with its implicit terminator (the
/// generated `ensure_terminator` of the op).
pub(crate) type EnsureTerminator = fn(&mut Context, RegionId, Attribute);

/// A new region holding one block with arguments of `args`.
pub(crate) fn region_with_block(
    ctx: &mut Context,
    args: &[(Type, Attribute)],
) -> (RegionId, BlockId) {
    let region = ctx.create_region();
    let block = ctx.create_block(args);
    ctx.append_block(region, block);
    (region, block)
}

/// The then and else regions, each with an empty block where asked and
/// without any otherwise (MLIR's builders that add no terminator).
pub(crate) fn push_regions(
    ctx: &mut Context,
    state: &mut OperationState,
    (add_then_block, add_else_block): (bool, bool),
) {
    for add in [add_then_block, add_else_block] {
        let region = if add {
            region_with_block(ctx, &[]).0
        } else {
            ctx.create_region()
        };
        state.regions.push(region);
    }
}

/// `%cond`, an `i1` operand.
pub(crate) fn parse_condition(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let cond = p.parse_operand()?;
    let i1 = convert::integer(p.ctx(), 1, ods_runtime::Signedness::Signless);
    let cond = p.resolve_operand(&cond, i1)?;
    state.operands.push(cond);
    Ok(())
}

/// `region (else region)? attr-dict`, each region given its terminator.
pub(crate) fn parse_branches(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    ensure_terminator: EnsureTerminator,
) -> PResult<()> {
    let then_region = p.parse_region(&[])?;
    ensure_terminator(p.ctx(), then_region, state.loc);
    let else_region = if p.parse_optional_keyword("else") {
        let r = p.parse_region(&[])?;
        ensure_terminator(p.ctx(), r, state.loc);
        r
    } else {
        p.ctx().create_region()
    };
    state.regions.push(then_region);
    state.regions.push(else_region);
    p.parse_optional_attr_dict(state)
}

/// ` region (else region)? attr-dict` of `op`, the else region only when
/// it has a block, the terminators only when `print_terminators`.
pub(crate) fn print_branches(
    p: &mut OpAsmPrinter<'_, '_>,
    op: ods_runtime::OpId,
    (then_region, else_region): (RegionId, RegionId),
    print_terminators: bool,
) -> IrResult<()> {
    let has_else = !p.ctx().blocks(else_region).is_empty();
    p.write(" ");
    p.print_region(then_region, false, print_terminators, false)?;
    if has_else {
        p.write(" else ");
        p.print_region(else_region, false, print_terminators, false)?;
    }
    let attrs = p.op_attributes(op);
    p.print_optional_attr_dict(&attrs, &[]);
    Ok(())
}

/// The then body from `then_builder` (by default, MLIR's
/// `buildTerminatedBody`: the implicit yield), the else body from
/// `else_builder` if any (an empty else region otherwise).
pub(crate) fn build_bodies(
    ctx: &mut Context,
    state: &mut OperationState,
    then_builder: Option<RegionBuilder<'_>>,
    else_builder: Option<RegionBuilder<'_>>,
    ensure_terminator: EnsureTerminator,
) {
    let (then_region, then_block) = region_with_block(ctx, &[]);
    match then_builder {
        Some(build) => build(ctx, OpBuilder::at_end(then_block), state.loc),
        None => ensure_terminator(ctx, then_region, state.loc),
    }
    state.regions.push(then_region);
    let else_region = match else_builder {
        Some(build) => {
            let (r, b) = region_with_block(ctx, &[]);
            build(ctx, OpBuilder::at_end(b), state.loc);
            r
        }
        None => ctx.create_region(),
    };
    state.regions.push(else_region);
}

/// The first operand's value when it is a constant `i1` (MLIR's
/// `dyn_cast_or_null<BoolAttr>` of a fold adaptor's condition).
pub(crate) fn constant_condition(ctx: &Context, operands: &[Option<Attribute>]) -> Option<bool> {
    operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| convert::try_bool(ctx, a))
}

/// Each region at most once; none for the one a constant condition
/// (the first of `operands`) skips.
pub(crate) fn invocation_bounds(
    ctx: &Context,
    operands: &[Option<Attribute>],
) -> Vec<InvocationBounds> {
    match constant_condition(ctx, operands) {
        Some(cond) => vec![
            InvocationBounds::new(0, u32::from(cond)),
            InvocationBounds::new(0, u32::from(!cond)),
        ],
        None => vec![InvocationBounds::new(0, 1); 2],
    }
}

/// The then region unless the condition (the first of `operands`) is a
/// constant false; the else region, or the op when that is empty, unless
/// it is a constant true (`getEntrySuccessorRegions` of `scf.if` and
/// `emitc.if`).
pub(crate) fn entry_successor_regions(
    ctx: &Context,
    op: OpId,
    operands: &[Option<Attribute>],
    else_region: RegionId,
) -> Vec<RegionSuccessor> {
    let condition = constant_condition(ctx, operands);
    let mut successors = Vec::new();
    if condition != Some(false) {
        successors.push(RegionSuccessor {
            region: Some(0),
            inputs: Vec::new(),
        });
    }
    if condition != Some(true) {
        successors.push(if ctx.blocks(else_region).is_empty() {
            RegionSuccessor::parent(ctx, op)
        } else {
            RegionSuccessor {
                region: Some(1),
                inputs: Vec::new(),
            }
        });
    }
    successors
}

/// For a switch whose default region comes first (`scf.index_switch`,
/// `emitc.switch`): the region a constant argument (the first of
/// `operands`) selects, its case's or the default one; `None` when the
/// argument is not a constant.
pub(crate) fn constant_case_region(
    ctx: &Context,
    operands: &[Option<Attribute>],
    cases: &[i64],
) -> Option<usize> {
    let arg = operands
        .first()
        .copied()
        .flatten()
        .and_then(|a| convert::try_int::<i64>(ctx, a))?;
    Some(cases.iter().position(|&c| c == arg).map_or(0, |i| i + 1))
}
