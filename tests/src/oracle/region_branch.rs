//! `fixtures/oracle/region_branch.td`, with the Rust of its hooks (the C++
//! is in `region_branch.oracle.cpp`).

include!(concat!(env!("OUT_DIR"), "/region_branch.rs"));

use ods_runtime::interfaces::prelude::mlir::RegionBranchOpInterfaceImpl;
use ods_runtime::interfaces::region_branch::{RegionBranchPoint, RegionSuccessor};
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OpId, Value};
use orb::*;
use std::ops::Range;

/// `DeclareOpInterfaceMethods<RegionBranchOpInterface>`.
impl RegionBranchOpInterfaceImpl for ExecuteOp {
    /// The op enters its body once, which leaves for the op's results.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![RegionSuccessor::region(ctx, op, 0)],
            RegionBranchPoint::Terminator(_) => vec![RegionSuccessor::parent(ctx, op)],
        }
    }
}

/// `DeclareOpInterfaceMethods<RegionBranchOpInterface,
/// ["getEntrySuccessorOperands"]>`.
impl LoopOpRegionBranchOpInterface for LoopOp {
    /// From the op or the body, control goes to the body or leaves.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        _: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::region(ctx, op, 0),
            RegionSuccessor::parent(ctx, op),
        ]
    }

    /// The loop enters with its `inits`.
    fn get_entry_successor_operands(ctx: &Context, op: OpId, _: &RegionSuccessor) -> Vec<Value> {
        LoopOp::from_id_unchecked(op).inits(ctx)
    }
}

/// `DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface,
/// ["getMutableSuccessorOperands"]>`.
impl CondYieldOpRegionBranchTerminatorOpInterface for CondYieldOp {
    /// Every operand but the condition.
    fn get_mutable_successor_operands(
        ctx: &Context,
        op: OpId,
        _: &RegionSuccessor,
    ) -> Range<usize> {
        1..ctx.num_operands(op)
    }
}
