//! `affine.for` to `scf.for` and `affine.parallel` to `scf.parallel`:
//! their bounds expanded before the loop (the maximum of the lower
//! bound's results, the minimum of the upper bound's), their steps as
//! constants, their bodies moved into the new loop; `affine.yield` becomes
//! `scf.yield`, or in a parallel loop `scf.reduce` with the reductions'
//! combining ops.

use super::bounds::{lower_affine_map, Reduce};
use super::expand::constant_index;
use super::reductions::{identity_value, reduction_op};
use crate::affine::{AffineForOp, AffineParallelOp, AffineYieldOp};
use crate::arith::AtomicRMWKind;
use crate::scf;
use ods_runtime::conversion::{ConversionPatternRewriter, OpConversionPattern};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{IrResult, Value};

pub(super) struct ForLowering;

impl OpConversionPattern for ForLowering {
    type Op = AffineForOp;
    fn match_and_rewrite(
        &self,
        op: AffineForOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (map, operands) = (op.lower_bound_map(rw), op.lower_bound_operands(rw));
        let Some(lower) = lower_affine_map(rw, loc, Reduce::Max, map, &operands) else {
            return rw.notify_match_failure(op.id(), "couldn't convert the lower bound");
        };
        let (map, operands) = (op.upper_bound_map(rw), op.upper_bound_operands(rw));
        let Some(upper) = lower_affine_map(rw, loc, Reduce::Min, map, &operands) else {
            return rw.notify_match_failure(op.id(), "couldn't convert the upper bound");
        };
        let step = constant_index(rw, loc, op.step(rw));
        let inits = op.inits(rw);
        let lowered = scf::ForOp::create_lower_bound_upper_bound_step(
            rw,
            loc,
            lower,
            upper,
            step,
            Some(inits),
            None,
            None,
        );
        let body = lowered.body(rw);
        rw.erase_block(body)?;
        rw.inline_region_before(op.region(rw), lowered.region(rw), None);
        let results = rw.results(lowered.id());
        rw.replace_op(op.id(), &results)?;
        Ok(true)
    }
}

pub(super) struct YieldLowering;

impl OpConversionPattern for YieldLowering {
    type Op = AffineYieldOp;
    fn match_and_rewrite(
        &self,
        op: AffineYieldOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let parent = rw.parent_op(op.id()).map(|p| rw.op_name_str(p));
        if matches!(parent, Some(scf::ParallelOp::NAME | AffineParallelOp::NAME)) {
            // The lowering of the parallel loop rewrites its terminator.
            return Ok(false);
        }
        let (loc, operands) = (op.loc(rw), op.operands(rw));
        scf::YieldOp::create(rw, loc, &operands);
        rw.erase_op(op.id())?;
        Ok(true)
    }
}

pub(super) struct ParallelLowering;

impl OpConversionPattern for ParallelLowering {
    type Op = AffineParallelOp;
    fn match_and_rewrite(
        &self,
        op: AffineParallelOp,
        _: &[Value],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> IrResult<bool> {
        let loc = op.loc(rw);
        let (lower_operands, upper_operands) =
            (op.lower_bounds_operands(rw), op.upper_bounds_operands(rw));
        let (mut lower_bounds, mut upper_bounds) = (Vec::new(), Vec::new());
        for i in 0..op.num_dims(rw) {
            let map = op.lower_bound_map(rw.context(), i);
            let Some(lower) = lower_affine_map(rw, loc, Reduce::Max, map, &lower_operands) else {
                return rw.notify_match_failure(op.id(), "couldn't convert lower bounds");
            };
            lower_bounds.push(lower);
            let map = op.upper_bound_map(rw.context(), i);
            let Some(upper) = lower_affine_map(rw, loc, Reduce::Min, map, &upper_operands) else {
                return rw.notify_match_failure(op.id(), "couldn't convert upper bounds");
            };
            upper_bounds.push(upper);
        }
        let steps: Vec<Value> = op
            .steps(rw)
            .into_iter()
            .map(|step| constant_index(rw, loc, step))
            .collect();
        let body = rw.blocks(op.region(rw))[0];
        let Some(terminator) = rw.terminator(body) else {
            return rw.notify_match_failure(op.id(), "no terminator");
        };
        let kinds: Vec<Option<AtomicRMWKind>> = convert::as_array(rw, op.reductions(rw))
            .iter()
            .map(|&kind| convert::try_int::<u64>(rw, kind).and_then(AtomicRMWKind::from_int))
            .collect();
        let result_types = rw.value_types(rw.results(op.id()));
        let mut identities = Vec::with_capacity(kinds.len());
        for (kind, &ty) in kinds.iter().zip(&result_types) {
            let Some(identity) = kind.and_then(|kind| identity_value(rw, loc, kind, ty)) else {
                return rw.notify_match_failure(op.id(), "unsupported reduction kind");
            };
            identities.push(identity);
        }
        let lowered = scf::ParallelOp::create_init_vals(
            rw,
            loc,
            lower_bounds,
            upper_bounds,
            steps,
            identities,
            None,
        );
        let lowered_body = rw.blocks(lowered.region(rw))[0];
        rw.erase_block(lowered_body)?;
        rw.inline_region_before(op.region(rw), lowered.region(rw), None);

        // The new terminator: `scf.reduce` of the yielded values at the
        // yield's location, each combined by its reduction's op.
        rw.set_insertion_point(terminator);
        let yielded = rw.operands(terminator);
        let yield_loc = rw.op_loc(terminator);
        let reduce = scf::ReduceOp::create_operands(rw, yield_loc, yielded);
        rw.erase_op(terminator)?;
        for (region, kind) in reduce.reductions(rw).into_iter().zip(kinds) {
            let block = rw.blocks(region)[0];
            let args = rw.block_args(block);
            rw.set_insertion_point_to_end(block);
            let Some(combined) = kind.and_then(|k| reduction_op(rw, loc, k, args[0], args[1]))
            else {
                return rw.notify_match_failure(op.id(), "unsupported reduction kind");
            };
            scf::ReduceReturnOp::create(rw, loc, combined);
        }
        let results = rw.results(lowered.id());
        rw.replace_op(op.id(), &results)?;
        Ok(true)
    }
}
