//! `RegionBranchOpInterface` (where control goes between an op and its
//! regions), `RegionBranchTerminatorOpInterface` for the terminators that
//! do not forward all their operands, `LoopLikeOpInterface` and
//! `scf.for`'s speculatability.

use crate::conditionals::constant_condition;
use crate::scf::*;
use ods_runtime::interfaces::prelude::mlir::{
    RegionBranchOpInterfaceImpl, RegionBranchTerminatorOpInterfaceConcept,
};
use ods_runtime::interfaces::region_branch::{
    terminator_successor_regions, InvocationBounds, RegionBranchPoint, RegionSuccessor,
};
use ods_runtime::interfaces::speculation::Speculatability;
use ods_runtime::ods::convert::try_int;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::RegistryError;
use ods_runtime::{Attribute, Context, OpId, RegionId, Value};

/// What registering `scf` registers first: the `arith` dialect it depends
/// on (when this build has it), and the terminators whose forwarded
/// operands MLIR's C++ classes define: `scf.condition` forwards all but
/// its condition, `scf.reduce` none (external models replacing the
/// interface's all-operands default).
pub(crate) struct SCFDependencies;

impl SCFDependencies {
    pub(crate) fn try_register(ctx: &mut Context) -> Result<(), RegistryError> {
        #[cfg(feature = "arith")]
        crate::arith::ArithDialect::try_register(ctx)?;
        ConditionOp::try_register(ctx)?;
        ReduceOp::try_register(ctx)?;
        static CONDITION: RegionBranchTerminatorOpInterfaceConcept =
            RegionBranchTerminatorOpInterfaceConcept {
                get_mutable_successor_operands: |ctx, op, _| 1..ctx.num_operands(op),
                ..RegionBranchTerminatorOpInterfaceConcept::of::<ConditionOp>()
            };
        static REDUCE: RegionBranchTerminatorOpInterfaceConcept =
            RegionBranchTerminatorOpInterfaceConcept {
                get_mutable_successor_operands: |_, _, _| 0..0,
                get_successor_regions: |ctx, op, _| terminator_successor_regions(ctx, op),
            };
        let attach = |ctx: &mut Context, name, concept| {
            ctx.attach_op_interface(name, concept)
                .expect("the terminator was just registered");
        };
        attach(ctx, ConditionOp::OPERATION_NAME, &CONDITION);
        attach(ctx, ReduceOp::OPERATION_NAME, &REDUCE);
        Ok(())
    }
}

impl ConditionOpRegionBranchTerminatorOpInterface for ConditionOp {
    /// Into the loop's `after` region unless the condition is a constant
    /// false, out of the loop unless it is a constant true.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let Some(while_op) = ctx.parent_op(op) else {
            return Vec::new();
        };
        let condition = constant_condition(ctx, operands);
        let mut successors = Vec::new();
        if condition != Some(false) {
            let after = ctx.regions(while_op)[1];
            let args = ctx
                .blocks(after)
                .first()
                .map_or_else(Vec::new, |&b| ctx.block_args(b));
            successors.push(region(1, args));
        }
        if condition != Some(true) {
            successors.push(parent(ctx, while_op));
        }
        successors
    }
}

/// Region `index` of `op` as a successor receiving `inputs` (MLIR's
/// `RegionSuccessor(&region, inputs)`; none for `RegionSuccessor(&region)`).
fn region(index: usize, inputs: Vec<Value>) -> RegionSuccessor {
    RegionSuccessor {
        region: Some(index),
        inputs,
    }
}

/// Back to the op, populating its results.
fn parent(ctx: &Context, op: OpId) -> RegionSuccessor {
    RegionSuccessor::parent(ctx, op)
}

/// Back to the op, populating nothing (MLIR's `RegionSuccessor()`).
fn parent_without_results() -> RegionSuccessor {
    RegionSuccessor {
        region: None,
        inputs: Vec::new(),
    }
}

/// The index among `op`'s regions of the region holding `terminator`.
fn region_of(ctx: &Context, op: OpId, terminator: OpId) -> Option<usize> {
    let r = ctx.block_parent_region(ctx.parent_block(terminator)?)?;
    ctx.regions(op).iter().position(|&x| x == r)
}

impl RegionBranchOpInterfaceImpl for ExecuteRegionOp {
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => vec![region(0, Vec::new())],
            RegionBranchPoint::Terminator(_) => vec![parent(ctx, op)],
        }
    }
}

impl ForOpRegionBranchOpInterface for ForOp {
    fn get_entry_successor_operands(
        ctx: &Context,
        op: OpId,
        _successor: &RegionSuccessor,
    ) -> Vec<Value> {
        ForOp::from_id_unchecked(op).init_args(ctx)
    }

    /// The body, or back to the op: the loop may not run at all.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        _point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        let for_op = ForOp::from_id_unchecked(op);
        let iter_args = match ctx.blocks(for_op.region(ctx)).first() {
            Some(&b) => ctx.block_args(b).into_iter().skip(1).collect(),
            None => Vec::new(),
        };
        vec![region(0, iter_args), parent(ctx, op)]
    }
}

impl RegionBranchOpInterfaceImpl for ForallOp {
    /// The shared outputs, into the body's arguments for them.
    fn get_entry_successor_operands(
        ctx: &Context,
        op: OpId,
        successor: &RegionSuccessor,
    ) -> Vec<Value> {
        match successor.region {
            Some(_) => ForallOp::from_id_unchecked(op).outputs(ctx),
            None => Vec::new(),
        }
    }

    /// From the op, the body (its shared outputs' arguments populated)
    /// or, with no thread at all, back to the op; from the body only back
    /// to the op: the threads run it in parallel, once each. The results
    /// are no edge's.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Parent => {
                let shared = ForallOp::from_id_unchecked(op).get_region_iter_args(ctx);
                vec![region(0, shared), parent_without_results()]
            }
            RegionBranchPoint::Terminator(_) => vec![parent_without_results()],
        }
    }
}

impl IfOpRegionBranchOpInterface for IfOp {
    /// Both regions from the op (the op itself when the else region is
    /// empty); back to the op from either.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        if let RegionBranchPoint::Terminator(_) = point {
            return vec![parent(ctx, op)];
        }
        let else_region = IfOp::from_id_unchecked(op).else_region(ctx);
        let otherwise = if ctx.blocks(else_region).is_empty() {
            parent_without_results()
        } else {
            region(1, Vec::new())
        };
        vec![region(0, Vec::new()), otherwise]
    }

    /// The `then` region unless the condition is a constant false; the
    /// `else` region (or the op, when it is empty) unless it is a
    /// constant true.
    fn get_entry_successor_regions(
        ctx: &Context,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let else_region = IfOp::from_id_unchecked(op).else_region(ctx);
        crate::conditionals::entry_successor_regions(ctx, op, operands, else_region)
    }

    /// Each region at most once; none for the one a constant condition
    /// skips.
    fn get_region_invocation_bounds(
        ctx: &Context,
        _op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        crate::conditionals::invocation_bounds(ctx, operands)
    }
}

impl IndexSwitchOpRegionBranchOpInterface for IndexSwitchOp {
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        match point {
            RegionBranchPoint::Terminator(_) => vec![parent(ctx, op)],
            RegionBranchPoint::Parent => (0..ctx.regions(op).len())
                .map(|i| region(i, Vec::new()))
                .collect(),
        }
    }

    /// The case regions then the default one; for a constant argument,
    /// only its case's region (the default one when no case matches).
    fn get_entry_successor_regions(
        ctx: &Context,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let cases = IndexSwitchOp::from_id_unchecked(op).cases(ctx);
        match crate::conditionals::constant_case_region(ctx, operands, &cases) {
            Some(live) => vec![region(live, Vec::new())],
            None => (1..ctx.regions(op).len())
                .chain([0])
                .map(|i| region(i, Vec::new()))
                .collect(),
        }
    }

    /// Each region at most once; for a constant argument, only its case
    /// (or the default region, the first one) may run.
    fn get_region_invocation_bounds(
        ctx: &Context,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let regions = ctx.regions(op).len();
        let Some(arg) = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| try_int::<i64>(ctx, a))
        else {
            return vec![InvocationBounds::new(0, 1); regions];
        };
        let cases = IndexSwitchOp::from_id_unchecked(op).cases(ctx);
        let live = cases.iter().position(|&c| c == arg).map_or(0, |i| i + 1);
        (0..regions)
            .map(|i| InvocationBounds::new(0, u32::from(i == live)))
            .collect()
    }
}

impl RegionBranchOpInterfaceImpl for ParallelOp {
    fn get_successor_regions(_: &Context, _: OpId, _: RegionBranchPoint) -> Vec<RegionSuccessor> {
        vec![region(0, Vec::new()), parent_without_results()]
    }
}

impl WhileOpRegionBranchOpInterface for WhileOp {
    fn get_entry_successor_operands(
        ctx: &Context,
        op: OpId,
        _successor: &RegionSuccessor,
    ) -> Vec<Value> {
        WhileOp::from_id_unchecked(op).inits(ctx)
    }

    /// The op enters `before`; `after` goes back to `before`; `before`'s
    /// `scf.condition` leaves the loop or enters `after`.
    fn get_successor_regions(
        ctx: &Context,
        op: OpId,
        point: RegionBranchPoint,
    ) -> Vec<RegionSuccessor> {
        let args = |i: usize| match ctx.blocks(ctx.regions(op)[i]).first() {
            Some(&b) => ctx.block_args(b),
            None => Vec::new(),
        };
        match point {
            RegionBranchPoint::Parent => vec![region(0, args(0))],
            RegionBranchPoint::Terminator(t) if region_of(ctx, op, t) == Some(1) => {
                vec![region(0, args(0))]
            }
            RegionBranchPoint::Terminator(_) => vec![parent(ctx, op), region(1, args(1))],
        }
    }
}

/// The body's arguments after the first `skip` (MLIR's `getRegionIterArgs`).
fn body_args(ctx: &Context, region: ods_runtime::RegionId, skip: usize) -> Vec<Value> {
    match ctx.blocks(region).first() {
        Some(&b) => ctx.block_args(b).into_iter().skip(skip).collect(),
        None => Vec::new(),
    }
}

impl ForOpLoopLikeOpInterface for ForOp {
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
    fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> {
        body_args(ctx, self.region(ctx), 1)
    }
    fn get_loop_results(self, ctx: &Context) -> Option<Vec<Value>> {
        Some(ctx.results(self.id()))
    }
}

impl ForallOpLoopLikeOpInterface for ForallOp {
    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        vec![self.region(ctx)]
    }
    fn get_loop_induction_vars(self, ctx: &Context) -> Option<Vec<Value>> {
        let rank = self.rank(ctx);
        Some(
            body_args(ctx, self.region(ctx), 0)
                .into_iter()
                .take(rank)
                .collect(),
        )
    }
    fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> {
        body_args(ctx, self.region(ctx), self.rank(ctx))
    }
}

impl ParallelOpLoopLikeOpInterface for ParallelOp {
    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        vec![self.region(ctx)]
    }
    fn get_loop_induction_vars(self, ctx: &Context) -> Option<Vec<Value>> {
        Some(body_args(ctx, self.region(ctx), 0))
    }
}

impl WhileOpLoopLikeOpInterface for WhileOp {
    fn get_loop_regions(self, ctx: &Context) -> Vec<RegionId> {
        vec![self.before(ctx), self.after(ctx)]
    }
    fn get_region_iter_args(self, ctx: &Context) -> Vec<Value> {
        body_args(ctx, self.before(ctx), 0)
    }
}

/// `scf.for`'s `getSpeculatability`: a loop of constant step 1 terminates
/// whatever its bounds, so it may run speculatively when its body may;
/// any other step may never end.
pub(crate) fn for_speculatability(ctx: &Context, op: ForOp) -> Speculatability {
    if super::values::constant_int(ctx, op.step(ctx)) == Some(1) {
        Speculatability::RecursivelySpeculatable
    } else {
        Speculatability::NotSpeculatable
    }
}
