//! The builders `SCFOps.td` declares without a body, as MLIR's `SCF.cpp`
//! builds: each makes the op's regions and blocks, runs the body-builder
//! callback at the end of a new body, or gives the body the implicit
//! terminator.

use crate::scf::*;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{set_state_prop, ExistingTypes, TypeCx};
use ods_runtime::registry::FoldResult;
use ods_runtime::{
    Attribute, Context, IrError, IrResult, OpBuilder, OperationState, RegionId, Type, Value,
};

use crate::conditionals::region_with_block;

pub(super) fn for_op(
    ctx: &mut Context,
    state: &mut OperationState,
    (lb, ub, step): (Value, Value, Value),
    init_args: &[Value],
    body_builder: Option<super::ForBodyBuilder<'_>>,
    unsigned_cmp: bool,
) {
    state.operands.extend([lb, ub, step]);
    state.operands.extend_from_slice(init_args);
    state
        .result_types
        .extend(ctx.value_types(init_args.iter().copied()));
    if unsigned_cmp {
        let unit = convert::unit_attr(ctx);
        set_state_prop(ctx, state, "unsignedCmp", Some(unit));
    }
    let mut args = vec![(ctx.value_type(lb), state.loc)];
    args.extend(
        init_args
            .iter()
            .map(|&v| (ctx.value_type(v), ctx.value_loc(v))),
    );
    let (region, block) = region_with_block(ctx, &args);
    state.regions.push(region);
    match body_builder {
        None if init_args.is_empty() => ForOp::ensure_terminator(ctx, region, state.loc),
        None => {}
        Some(build) => {
            let args = ctx.block_args(block);
            build(
                ctx,
                OpBuilder::at_end(block),
                state.loc,
                args[0],
                &args[1..],
            );
        }
    }
}

pub(super) fn if_op(
    ctx: &mut Context,
    state: &mut OperationState,
    result_types: &[Type],
    cond: Value,
    blocks: (bool, bool),
) {
    state.result_types.extend_from_slice(result_types);
    state.operands.push(cond);
    crate::conditionals::push_regions(ctx, state, blocks);
}

pub(super) fn if_op_terminated(
    ctx: &mut Context,
    state: &mut OperationState,
    result_types: &[Type],
    cond: Value,
    with_else_region: bool,
) {
    state.result_types.extend_from_slice(result_types);
    state.operands.push(cond);
    let (then_region, _) = region_with_block(ctx, &[]);
    if result_types.is_empty() {
        IfOp::ensure_terminator(ctx, then_region, state.loc);
    }
    state.regions.push(then_region);
    let else_region = if with_else_region {
        let (r, _) = region_with_block(ctx, &[]);
        if result_types.is_empty() {
            IfOp::ensure_terminator(ctx, r, state.loc);
        }
        r
    } else {
        ctx.create_region()
    };
    state.regions.push(else_region);
}

/// The then body from `then_builder` (by default, MLIR's
/// `buildTerminatedBody`: an `scf.yield`), the else body from
/// `else_builder` if any, and the result types the then body yields.
pub(super) fn if_op_with_bodies(
    ctx: &mut Context,
    state: &mut OperationState,
    cond: Value,
    then_builder: Option<super::RegionBuilder<'_>>,
    else_builder: Option<super::RegionBuilder<'_>>,
) {
    state.operands.push(cond);
    let ensure_terminator: crate::conditionals::EnsureTerminator = IfOp::ensure_terminator;
    crate::conditionals::build_bodies(ctx, state, then_builder, else_builder, ensure_terminator);
    if let Ok(types) = if_return_types(&mut ExistingTypes(ctx), state) {
        state.result_types.extend(types);
    }
}

/// The types the `scf.yield` ending the then region yields (MLIR's
/// `IfOp::inferReturnTypes`).
pub(super) fn if_return_types(cx: &mut dyn TypeCx, state: &OperationState) -> IrResult<Vec<Type>> {
    let ctx = cx.ctx();
    let failed = || IrError::Invalid("scf.if: no scf.yield ends the then region".into());
    let then_region = *state.regions.first().ok_or_else(failed)?;
    let block = *ctx.blocks(then_region).first().ok_or_else(failed)?;
    let terminator = ctx.last_op(block).ok_or_else(failed)?;
    if ctx.op_name_str(terminator) != YieldOp::OPERATION_NAME {
        return Err(failed());
    }
    Ok(ctx.value_types(ctx.operands(terminator)))
}

pub(super) fn while_op(
    ctx: &mut Context,
    state: &mut OperationState,
    result_types: &[Type],
    inits: &[Value],
    before_builder: Option<super::BodyBuilder<'_>>,
    after_builder: Option<super::BodyBuilder<'_>>,
) {
    state.operands.extend_from_slice(inits);
    state.result_types.extend_from_slice(result_types);
    let before_args: Vec<(Type, Attribute)> = inits
        .iter()
        .map(|&v| (ctx.value_type(v), ctx.value_loc(v)))
        .collect();
    let (before, before_block) = region_with_block(ctx, &before_args);
    state.regions.push(before);
    if let Some(build) = before_builder {
        let args = ctx.block_args(before_block);
        build(ctx, OpBuilder::at_end(before_block), state.loc, &args);
    }
    let after_args: Vec<(Type, Attribute)> = result_types.iter().map(|&t| (t, state.loc)).collect();
    let (after, after_block) = region_with_block(ctx, &after_args);
    state.regions.push(after);
    if let Some(build) = after_builder {
        let args = ctx.block_args(after_block);
        build(ctx, OpBuilder::at_end(after_block), state.loc, &args);
    }
}

pub(super) fn parallel_op(
    ctx: &mut Context,
    state: &mut OperationState,
    [lower_bounds, upper_bounds, steps]: [&[Value]; 3],
    init_vals: &[Value],
    body_builder: Option<super::ParallelBodyBuilder<'_>>,
) {
    for values in [lower_bounds, upper_bounds, steps, init_vals] {
        state.operands.extend_from_slice(values);
    }
    let sizes = [
        lower_bounds.len(),
        upper_bounds.len(),
        steps.len(),
        init_vals.len(),
    ]
    .map(|n| n as i32);
    let sizes = convert::dense_i32_array(ctx, &sizes);
    set_state_prop(ctx, state, "operandSegmentSizes", Some(sizes));
    state
        .result_types
        .extend(ctx.value_types(init_vals.iter().copied()));
    let index = convert::index(ctx);
    let args = vec![(index, state.loc); steps.len()];
    let (region, block) = region_with_block(ctx, &args);
    state.regions.push(region);
    if let Some(build) = body_builder {
        let ivs = ctx.block_args(block);
        build(ctx, OpBuilder::at_end(block), state.loc, &ivs, &[]);
    }
    if init_vals.is_empty() {
        ParallelOp::ensure_terminator(ctx, region, state.loc);
    }
}

/// An `OpFoldResult` as a static value (an integer attribute) or a
/// dynamic one ([`super::values::DYNAMIC`] and the value).
fn dispatch(ctx: &Context, values: &[FoldResult]) -> (Vec<Value>, Vec<i64>) {
    let (mut dynamic, mut statics) = (Vec::new(), Vec::new());
    for v in values {
        match v {
            FoldResult::Attr(a) => statics.push(convert::as_i64(ctx, *a)),
            FoldResult::Value(v) => {
                dynamic.push(*v);
                statics.push(super::values::DYNAMIC);
            }
        }
    }
    (dynamic, statics)
}

pub(super) fn forall_op(
    ctx: &mut Context,
    state: &mut OperationState,
    [lbs, ubs, steps]: [&[FoldResult]; 3],
    outputs: &[Value],
    mapping: Option<Attribute>,
    body_builder: Option<super::BodyBuilder<'_>>,
) {
    let (dyn_lbs, static_lbs) = dispatch(ctx, lbs);
    let (dyn_ubs, static_ubs) = dispatch(ctx, ubs);
    let (dyn_steps, static_steps) = dispatch(ctx, steps);
    for values in [&dyn_lbs, &dyn_ubs, &dyn_steps] {
        state.operands.extend_from_slice(values);
    }
    state.operands.extend_from_slice(outputs);
    state
        .result_types
        .extend(ctx.value_types(outputs.iter().copied()));
    for (name, values) in [
        ("staticLowerBound", &static_lbs),
        ("staticUpperBound", &static_ubs),
        ("staticStep", &static_steps),
    ] {
        let attr = convert::dense_i64_array(ctx, values);
        set_state_prop(ctx, state, name, Some(attr));
    }
    let sizes = [dyn_lbs.len(), dyn_ubs.len(), dyn_steps.len(), outputs.len()].map(|n| n as i32);
    let sizes = convert::dense_i32_array(ctx, &sizes);
    set_state_prop(ctx, state, "operandSegmentSizes", Some(sizes));
    if let Some(mapping) = mapping {
        set_state_prop(ctx, state, "mapping", Some(mapping));
    }
    let index = convert::index(ctx);
    let mut args = vec![(index, state.loc); lbs.len()];
    args.extend(outputs.iter().map(|&v| (ctx.value_type(v), state.loc)));
    let (region, block) = region_with_block(ctx, &args);
    state.regions.push(region);
    match body_builder {
        None => forall_ensure_terminator(ctx, region, state.loc),
        Some(build) => {
            let args = ctx.block_args(block);
            build(ctx, OpBuilder::at_end(block), state.loc, &args);
        }
    }
}

/// `scf.forall`'s `ensureTerminator`: the implicit `scf.forall.in_parallel`
/// with a block in its region.
pub(crate) fn forall_ensure_terminator(ctx: &mut Context, region: RegionId, loc: Attribute) {
    ForallOp::ensure_terminator(ctx, region, loc);
}

pub(super) fn reduce_op(ctx: &mut Context, state: &mut OperationState, operands: &[Value]) {
    state.operands.extend_from_slice(operands);
    for &v in operands {
        let ty = ctx.value_type(v);
        let (region, _) = region_with_block(ctx, &[(ty, state.loc), (ty, state.loc)]);
        state.regions.push(region);
    }
}
