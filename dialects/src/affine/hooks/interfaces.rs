//! `RegionBranchOpInterface` (where control goes between `affine.for` or
//! `affine.if` and their regions; a constant trip count narrows the
//! loop's) and `LoopLikeOpInterface` of the loops.

use super::for_fold::trip_count;
use crate::affine::*;
use ods_runtime::interfaces::prelude::mlir::{
    LoopLikeOpInterfaceImpl, RegionBranchOpInterfaceImpl,
};
use ods_runtime::interfaces::region_branch::{RegionBranchPoint, RegionSuccessor};
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OpId, RegionId, Value};

/// Region `index` of an op as a successor receiving `inputs`.
fn region(index: usize, inputs: Vec<Value>) -> RegionSuccessor {
    RegionSuccessor {
        region: Some(index),
        inputs,
    }
}

/// The arguments of the entry block of `region` after the first `skip`.
fn body_args(ctx: &Context, region: RegionId, skip: usize) -> Vec<Value> {
    match ctx.blocks(region).first() {
        Some(&b) => ctx.block_args(b).into_iter().skip(skip).collect(),
        None => Vec::new(),
    }
}

impl AffineForOpRegionBranchOpInterface for AffineForOp {
    fn get_entry_successor_operands(
        ctx: &Context,
        op: OpId,
        _successor: &RegionSuccessor,
    ) -> Vec<Value> {
        AffineForOp::from_id_unchecked(op).inits(ctx)
    }

    /// The body, or back to the op: the loop may not run at all. A
    /// constant trip count decides: from the op only the body when it is
    /// positive, only the op's results when it is 0; from the body only
    /// the results when it is 1.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        let for_op = AffineForOp::from_id_unchecked(op);
        let body = || region(0, body_args(ctx, for_op.region(ctx), 1));
        let parent = || RegionSuccessor::parent(ctx, op);
        match (point, trip_count(ctx, for_op)) {
            (RegionBranchPoint::Parent, Some(0)) => vec![parent()],
            (RegionBranchPoint::Parent, Some(_)) => vec![body()],
            (RegionBranchPoint::Terminator(_), Some(1)) => vec![parent()],
            _ => vec![body(), parent()],
        }
    }
}

impl AffineForOpLoopLikeOpInterface for AffineForOp {
    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        vec![self.region(ctx)]
    }

    fn get_loop_induction_vars(self, ctx: &Context) -> Option<Vec<Value>> {
        Some(
            body_args(ctx, self.region(ctx), 0)
                .into_iter()
                .take(1)
                .collect(),
        )
    }
}

impl RegionBranchOpInterfaceImpl for AffineIfOp {
    /// Both regions from the op (the op itself when the else region is
    /// empty); back to the op from either.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        if let RegionBranchPoint::Terminator(_) = point {
            return vec![RegionSuccessor::parent(ctx, op)];
        }
        let else_region = AffineIfOp::from_id_unchecked(op).else_region(ctx);
        // Without an else block control goes on after the op, populating
        // nothing.
        let otherwise = if ctx.blocks(else_region).is_empty() {
            RegionSuccessor {
                region: None,
                inputs: Vec::new(),
            }
        } else {
            region(1, Vec::new())
        };
        vec![region(0, Vec::new()), otherwise]
    }
}

impl LoopLikeOpInterfaceImpl for AffineParallelOp {
    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        vec![self.region(ctx)]
    }

    fn get_loop_induction_vars(self, ctx: &Context) -> Option<Vec<Value>> {
        Some(body_args(ctx, self.region(ctx), 0))
    }
}
