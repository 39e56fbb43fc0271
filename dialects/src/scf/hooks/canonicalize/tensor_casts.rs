//! The patterns `SCF.cpp` writes for loops over tensors: a `tensor.cast`
//! that only forgets static sizes moves out of a loop's init
//! (`ForOpTensorCastFolder`) or shared output
//! (`FoldTensorCastOfOutputIntoForallOp`), and `tensor.dim` of an
//! `scf.forall` result reads the output it was made from (`DimOfForallOp`).

use super::{forall_bounds, merge_blocks, rebuild_forall, Rewriter};
use crate::scf::*;
use crate::tensor::{preserves_static_information, CastOp, DimOp, ParallelInsertSliceOp};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Attribute, IrResult, OpId, Type, Value};

/// The source of the `tensor.cast` defining `value` when the cast only
/// forgets static information of it.
fn forgetting_cast(rw: &Rewriter<'_>, value: Value) -> Option<Value> {
    let cast = CastOp::cast(rw, rw.defining_op(value)?)?;
    let source = cast.source(rw);
    let (from, to) = (rw.value_type(source), rw.value_type(value));
    (from != to && preserves_static_information(rw, to, from)).then_some(source)
}

/// A `tensor.cast` of `value` to `ty` at the insertion point.
fn cast_to(rw: &mut Rewriter<'_>, loc: Attribute, ty: Type, value: Value) -> Value {
    CastOp::create(rw, loc, ty, value).dest(rw)
}

pub(in crate::scf::hooks) fn for_op(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ForOp>(fold_cast_of_init);
}

/// The first init a forgetting cast defines, whose result has one use,
/// takes the cast's source: the body reads it cast back to the old type
/// and yields the new type, and the result is cast back (MLIR's
/// `replaceAndCastForOpIterArg`).
fn fold_cast_of_init(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ForOp::from_id_unchecked(id);
    let inits = op.init_args(rw);
    let results = rw.results(id);
    let found = inits
        .iter()
        .zip(&results)
        .enumerate()
        .find_map(|(i, (&init, &r))| {
            let single_use = rw.uses(r).len() == 1;
            forgetting_cast(rw, init)
                .filter(|_| single_use)
                .map(|s| (i, s))
        });
    let Some((index, source)) = found else {
        return Ok(false);
    };
    let old_ty = rw.value_type(inits[index]);
    let mut new_inits = inits;
    new_inits[index] = source;
    let loc = op.loc(rw);
    let bounds = (op.lower_bound(rw), op.upper_bound(rw), op.step(rw));
    let mut state = ForOp::state(rw.context(), loc);
    let unsigned = op.unsigned_cmp(rw);
    super::super::builders::for_op(rw.context(), &mut state, bounds, &new_inits, None, unsigned);
    rw.set_insertion_point(id);
    let new = rw.create::<ForOp>(state);
    super::copy_attributes(rw.context(), id, new.id());
    let new_block = rw.blocks(new.region(rw))[0];
    let mut transfer = rw.block_args(new_block);
    let new_arg = transfer[index + 1];
    rw.set_insertion_point_to_start(new_block);
    transfer[index + 1] = cast_to(rw, loc, old_ty, new_arg);
    let old_block = rw.blocks(op.region(rw))[0];
    merge_blocks(rw, old_block, new_block, &transfer)?;
    let yield_op = rw
        .last_op(new_block)
        .expect("the moved body ends in its scf.yield");
    let mut yielded = rw.operands(yield_op);
    rw.set_insertion_point(yield_op);
    let new_ty = rw.value_type(source);
    yielded[index] = cast_to(rw, loc, new_ty, yielded[index]);
    super::yield_at_end(rw, new_block, &yielded, loc);
    rw.erase_op(yield_op)?;
    rw.set_insertion_point_after(new.id());
    let mut new_results = rw.results(new.id());
    new_results[index] = cast_to(rw, loc, old_ty, new_results[index]);
    rw.replace_op(id, &new_results)?;
    Ok(true)
}

pub(in crate::scf::hooks) fn forall_op(patterns: &mut RewritePatternSet) {
    patterns
        .add_op_fn::<DimOp>(dim_of_forall)
        .add_op_fn::<ForallOp>(fold_casts_of_outputs);
}

/// `tensor.dim` of a result of `scf.forall` is `tensor.dim` of the shared
/// output it stands for.
fn dim_of_forall(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let dim = DimOp::from_id_unchecked(id);
    let source = dim.source(rw);
    let Some(forall) = rw.defining_op(source).and_then(|d| ForallOp::cast(rw, d)) else {
        return Ok(false);
    };
    let Some(index) = rw.results(forall.id()).iter().position(|&r| r == source) else {
        return Ok(false);
    };
    let output = forall.outputs(rw)[index];
    rw.modify_op_in_place(id, |ctx| ctx.set_operand(id, 0, output));
    Ok(true)
}

/// Shared outputs that forgetting casts define take the casts' sources:
/// the body reads them cast back, and the results are cast back.
fn fold_casts_of_outputs(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ForallOp::from_id_unchecked(id);
    let mut outputs = op.outputs(rw);
    let mut old_types: Vec<(usize, Type)> = Vec::new();
    for (i, output) in outputs.iter_mut().enumerate() {
        if let Some(source) = forgetting_cast(rw, *output) {
            old_types.push((i, rw.value_type(*output)));
            *output = source;
        }
    }
    if old_types.is_empty() {
        return Ok(false);
    }
    let (loc, rank) = (op.loc(rw), op.rank(rw));
    let bounds = forall_bounds(rw, op);
    let old_block = rw.blocks(op.region(rw))[0];
    let transfer: Vec<Option<Value>> = vec![None; rw.num_block_args(old_block)];
    let new = rebuild_forall(
        rw,
        op,
        [&bounds[0], &bounds[1], &bounds[2]],
        &outputs,
        &transfer,
    )?;
    // The moved body reads the output arguments cast back to their old
    // types, cast at its start.
    let new_block = rw.blocks(new.region(rw))[0];
    let args = rw.block_args(new_block);
    let first = rw.block_ops(new_block)[0];
    for &(i, ty) in &old_types {
        let arg = args[rank + i];
        rw.set_insertion_point(first);
        let cast = CastOp::create(rw, loc, ty, arg);
        let cast_id = cast.id();
        let back = cast.dest(rw);
        rw.replace_uses_if(arg, back, |u| u.op != cast_id);
    }
    // As MLIR 22 does, the n-th op of the terminator inserts into the n-th
    // output argument, whichever it inserted into before.
    if let Some(terminator) = rw.last_op(new_block) {
        let yielding = super::yielding_ops(rw, terminator);
        for (&yielding_op, &arg) in yielding.iter().zip(&args[rank..]) {
            if ParallelInsertSliceOp::cast(rw, yielding_op).is_some() {
                rw.modify_op_in_place(yielding_op, |ctx| ctx.set_operand(yielding_op, 1, arg));
            }
        }
    }
    rw.set_insertion_point_after(new.id());
    let mut results = rw.results(new.id());
    for &(i, ty) in &old_types {
        results[i] = cast_to(rw, loc, ty, results[i]);
    }
    rw.replace_op(id, &results)?;
    Ok(true)
}
