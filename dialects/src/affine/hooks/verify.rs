//! The verifiers of `affine`'s ops, with MLIR's messages.

use super::maps::{group_sizes, Shape};
use super::scope::{affine_scope, is_valid_dim_in, is_valid_symbol_in};
use crate::affine::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{element_type, is_index, rank};
use ods_runtime::{Attribute, Context, OpId, Value};

use ods_runtime::ods::op::op_error;

/// The first `num_dims` operands must be valid dimensions, the others valid
/// symbols, in the op's affine scope (MLIR's
/// `verifyDimAndSymbolIdentifiers`).
fn dims_and_symbols(
    ctx: &Context,
    op: OpId,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let region = affine_scope(ctx, op);
    for (i, &operand) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(ctx, operand, region) {
                return Err(op_error(
                    ctx,
                    op,
                    "operand cannot be used as a dimension id",
                ));
            }
        } else if !is_valid_symbol_in(ctx, operand, region) {
            return Err(op_error(ctx, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

/// `affine.apply`: the operands the map reads, one result, and no
/// dimension given as a symbol.
pub(super) fn apply(ctx: &Context, op: AffineApplyOp) -> Result<(), Diagnostic> {
    let shape = Shape::of(ctx, op.map(ctx));
    let operands = op.map_operands(ctx);
    if operands.len() != shape.inputs() {
        return Err(op_error(
            ctx,
            op.id(),
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if shape.results != 1 {
        return Err(op_error(ctx, op.id(), "mapping must produce one value"));
    }
    let region = affine_scope(ctx, op.id());
    for &operand in &operands[shape.dims..] {
        if is_valid_dim_in(ctx, operand, region) && !is_valid_symbol_in(ctx, operand, region) {
            return Err(op.emit_error(ctx, "dimensional operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

/// `affine.min` and `affine.max`: the operands the map reads, and at least
/// one result.
pub(super) fn min_max(ctx: &Context, op: OpId, map: Attribute) -> Result<(), Diagnostic> {
    let shape = Shape::of(ctx, map);
    if ctx.operands(op).len() != shape.inputs() {
        return Err(op_error(
            ctx,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if shape.results == 0 {
        return Err(op_error(ctx, op, "affine map expect at least one result"));
    }
    Ok(())
}

/// The subscripts of a memory op: one map result per dimension of the
/// memref, the operands the map reads, of `index` type, dimensions and
/// symbols as they must be (MLIR's `verifyMemoryOpIndexing`).
pub(super) fn indexing(
    ctx: &Context,
    op: OpId,
    memref: Value,
    map: Attribute,
    indices: &[Value],
) -> Result<(), Diagnostic> {
    let shape = Shape::of(ctx, map);
    let memref_rank = rank(ctx, ctx.value_type(memref)).map_or(0, |r| r as usize);
    if shape.results != memref_rank {
        return Err(op_error(
            ctx,
            op,
            "affine map num results must equal memref rank",
        ));
    }
    if shape.inputs() != indices.len() {
        return Err(op_error(
            ctx,
            op,
            "expects as many subscripts as affine map inputs",
        ));
    }
    if indices.iter().any(|&i| !is_index(ctx, ctx.value_type(i))) {
        return Err(op_error(ctx, op, "index to load must have 'index' type"));
    }
    dims_and_symbols(ctx, op, indices, shape.dims)
}

/// `affine.load`: the result is of the memref's element type.
pub(super) fn load(ctx: &Context, op: AffineLoadOp) -> Result<(), Diagnostic> {
    let memref = op.memref(ctx);
    if element_type(ctx, ctx.value_type(memref)) != Some(ctx.value_type(op.result(ctx))) {
        return Err(op_error(
            ctx,
            op.id(),
            "result type must match element type of memref",
        ));
    }
    indexing(ctx, op.id(), memref, op.map(ctx), &op.indices(ctx))
}

/// `affine.store`: the value is of the memref's element type.
pub(super) fn store(ctx: &Context, op: AffineStoreOp) -> Result<(), Diagnostic> {
    let memref = op.memref(ctx);
    if element_type(ctx, ctx.value_type(memref)) != Some(ctx.value_type(op.value(ctx))) {
        return Err(op_error(
            ctx,
            op.id(),
            "value to store must have the same type as memref element type",
        ));
    }
    indexing(ctx, op.id(), memref, op.map(ctx), &op.indices(ctx))
}

/// The vector of `affine.vector_load` and `affine.vector_store` has the
/// memref's element type (MLIR's `verifyVectorMemoryOp`).
pub(super) fn vector_memory(
    ctx: &Context,
    op: OpId,
    memref: Value,
    vector: Value,
) -> Result<(), Diagnostic> {
    let memref_element = element_type(ctx, ctx.value_type(memref));
    if memref_element != element_type(ctx, ctx.value_type(vector)) {
        return Err(op_error(
            ctx,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

/// `affine.yield`: inside `affine.if`, `affine.for` or `affine.parallel`,
/// yielding values of the parent's result types.
pub(super) fn yield_op(ctx: &Context, op: AffineYieldOp) -> Result<(), Diagnostic> {
    let Some(parent) = ctx.parent_op(op.id()) else {
        return Err(op_error(
            ctx,
            op.id(),
            "only terminates affine.if/for/parallel regions",
        ));
    };
    let is_affine_parent = AffineIfOp::cast(ctx, parent).is_some()
        || AffineForOp::cast(ctx, parent).is_some()
        || AffineParallelOp::cast(ctx, parent).is_some();
    if !is_affine_parent {
        return Err(op_error(
            ctx,
            op.id(),
            "only terminates affine.if/for/parallel regions",
        ));
    }
    let results = ctx.results(parent);
    let operands = ctx.operands(op.id());
    if results.len() != operands.len() {
        return Err(op_error(
            ctx,
            op.id(),
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    let mismatch = results
        .iter()
        .zip(operands)
        .any(|(&r, o)| ctx.value_type(r) != ctx.value_type(o));
    if mismatch {
        return Err(op_error(
            ctx,
            op.id(),
            "types mismatch between yield op and its parent",
        ));
    }
    Ok(())
}

/// `affine.for`'s regions: an `index` induction variable, bounds of valid
/// dimensions and symbols with at least one result, and as many
/// loop-carried values as results.
pub(super) fn for_op(ctx: &Context, op: AffineForOp) -> Result<(), Diagnostic> {
    let body = ctx.blocks(op.region(ctx)).first().copied();
    let args = body.map_or_else(Vec::new, |b| ctx.block_args(b));
    if args
        .first()
        .is_none_or(|&iv| !is_index(ctx, ctx.value_type(iv)))
    {
        return Err(op_error(
            ctx,
            op.id(),
            "expected body to have a single index argument for the induction variable",
        ));
    }
    let lower = Shape::of(ctx, op.lower_bound_map(ctx));
    let upper = Shape::of(ctx, op.upper_bound_map(ctx));
    if lower.inputs() > 0 {
        dims_and_symbols(ctx, op.id(), &op.lower_bound_operands(ctx), lower.dims)?;
    }
    if upper.inputs() > 0 {
        dims_and_symbols(ctx, op.id(), &op.upper_bound_operands(ctx), upper.dims)?;
    }
    if lower.results < 1 {
        return Err(op_error(
            ctx,
            op.id(),
            "expected lower bound map to have at least one result",
        ));
    }
    if upper.results < 1 {
        return Err(op_error(
            ctx,
            op.id(),
            "expected upper bound map to have at least one result",
        ));
    }
    let num_results = ctx.results(op.id()).len();
    if num_results == 0 {
        return Ok(());
    }
    if op.inits(ctx).len() != num_results {
        return Err(op_error(
            ctx,
            op.id(),
            "mismatch between the number of loop-carried values and results",
        ));
    }
    if args.len() - 1 != num_results {
        return Err(op_error(
            ctx,
            op.id(),
            "mismatch between the number of basic block args and results",
        ));
    }
    Ok(())
}

/// `affine.if`: the operands the set reads, dimensions and symbols as
/// they must be.
pub(super) fn if_op(ctx: &Context, op: AffineIfOp) -> Result<(), Diagnostic> {
    let shape = Shape::of(ctx, op.condition(ctx));
    let operands = ctx.operands(op.id());
    if operands.len() != shape.inputs() {
        return Err(op_error(
            ctx,
            op.id(),
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    dims_and_symbols(ctx, op.id(), &operands, shape.dims)
}

/// `affine.prefetch`: one map result per dimension of the memref, the
/// operands the map reads, each a valid dimension or symbol.
pub(super) fn prefetch(ctx: &Context, op: AffinePrefetchOp) -> Result<(), Diagnostic> {
    let shape = Shape::of(ctx, op.map(ctx));
    let memref_rank = rank(ctx, ctx.value_type(op.memref(ctx))).map_or(0, |r| r as usize);
    if shape.results != memref_rank {
        return Err(op_error(
            ctx,
            op.id(),
            "affine.prefetch affine map num results must equal memref rank",
        ));
    }
    let indices = op.indices(ctx);
    if shape.inputs() != indices.len() {
        return Err(op_error(ctx, op.id(), "too few operands"));
    }
    let region = affine_scope(ctx, op.id());
    let valid = |&i: &Value| is_valid_dim_in(ctx, i, region) || is_valid_symbol_in(ctx, i, region);
    if !indices.iter().all(valid) {
        return Err(op_error(
            ctx,
            op.id(),
            "index must be a valid dimension or symbol identifier",
        ));
    }
    Ok(())
}

/// `affine.parallel`: as many bound groups, steps and induction
/// variables as dimensions, each group of at least one expression and the
/// maps of as many results as the groups hold, a reduction for each
/// result, and bound operands valid dimensions and symbols.
pub(super) fn parallel(ctx: &Context, op: AffineParallelOp) -> Result<(), Diagnostic> {
    let num_dims = op.steps(ctx).len();
    let lower_groups = group_sizes(ctx, op.lower_bounds_groups(ctx));
    let upper_groups = group_sizes(ctx, op.upper_bounds_groups(ctx));
    let body = ctx.blocks(op.region(ctx)).first().copied();
    let num_args = body.map_or(0, |b| ctx.block_args(b).len());
    if lower_groups.len() != num_dims || upper_groups.len() != num_dims || num_args != num_dims {
        return Err(op_error(
            ctx,
            op.id(),
            format!(
                "the number of region arguments ({num_args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({num_dims}) must all match",
                lower_groups.len(),
                upper_groups.len()
            ),
        ));
    }
    let lower = Shape::of(ctx, op.lower_bounds_map(ctx));
    let upper = Shape::of(ctx, op.upper_bounds_map(ctx));
    for (groups, shape, which) in [
        (&lower_groups, lower, "lower"),
        (&upper_groups, upper, "upper"),
    ] {
        if groups.contains(&0) {
            return Err(op_error(
                ctx,
                op.id(),
                format!("expected {which} bound map to have at least one result"),
            ));
        }
        let expected: i64 = groups.iter().map(|&g| i64::from(g)).sum();
        if expected != shape.results as i64 {
            return Err(op_error(
                ctx,
                op.id(),
                format!("expected {which} bounds map to have {expected} results"),
            ));
        }
    }
    let reductions = ods_runtime::ods::convert::as_array(ctx, op.reductions(ctx)).to_vec();
    let results = ctx.results(op.id());
    if reductions.len() != results.len() {
        return Err(op_error(
            ctx,
            op.id(),
            "a reduction must be specified for each output",
        ));
    }
    for &r in &reductions {
        let kind = ods_runtime::ods::convert::try_int::<u64>(ctx, r)
            .and_then(crate::arith::AtomicRMWKind::from_int);
        if kind.is_none() {
            return Err(op_error(ctx, op.id(), "invalid reduction attribute"));
        }
    }
    let operands = op.map_operands(ctx);
    let num_lower = lower.inputs().min(operands.len());
    dims_and_symbols(ctx, op.id(), &operands[..num_lower], lower.dims)?;
    dims_and_symbols(ctx, op.id(), &operands[num_lower..], upper.dims)
}
