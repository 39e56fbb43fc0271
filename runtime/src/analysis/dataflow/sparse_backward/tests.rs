//! The backward framework with a transfer of its own: each value gathers
//! the names of the ops its value flows into, through chains of ops,
//! over the ops of live blocks only.

use super::*;
use crate::analysis::dataflow::{DataFlowSolver, DeadCodeAnalysis};
use std::collections::BTreeSet;

/// The names of the ops a value reaches.
#[derive(Clone, Debug, Default, PartialEq)]
struct Reaches(BTreeSet<String>);

impl LatticeValue for Reaches {
    fn join(&self, other: &Reaches) -> Reaches {
        Reaches(self.0.union(&other.0).cloned().collect())
    }
}

fn reaches(names: &[&str]) -> Reaches {
    Reaches(names.iter().map(|n| n.to_string()).collect())
}

/// An op's operands reach the op and whatever its results reach.
struct FlowsInto;

impl SparseBackwardTransfer for FlowsInto {
    type Value = Reaches;

    fn visit_operation(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        operands: &[Value],
        results: &[Value],
    ) -> Result<(), Diagnostic> {
        let mut reached = reaches(&[ctx.op_name_str(op)]);
        for &result in results {
            let value = solver.get_for::<Lattice<Reaches>>(ProgramPoint::After(op), result);
            reached = reached.join(value.value());
        }
        for &operand in operands {
            meet(solver, ctx, operand, &reached);
        }
        Ok(())
    }

    fn visit_branch_operand(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        index: usize,
    ) -> Result<(), Diagnostic> {
        meet(solver, ctx, ctx.operand(op, index), &reaches(&["branch"]));
        Ok(())
    }

    fn visit_call_operand(
        &mut self,
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        index: usize,
    ) {
        meet(solver, ctx, ctx.operand(op, index), &reaches(&["call"]));
    }

    fn visit_non_control_flow_arguments(
        &mut self,
        _solver: &mut SolverState,
        _ctx: &Context,
        _op: OpId,
        _region: usize,
        _arguments: &[Value],
    ) -> Result<(), Diagnostic> {
        Ok(())
    }

    fn set_to_exit_state(&mut self, solver: &mut SolverState, ctx: &Context, value: Value) {
        meet(solver, ctx, value, &reaches(&["exit"]));
    }
}

#[test]
fn values_gather_what_their_uses_reach_backwards_in_live_blocks_only() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let source = r#""test.region"() ({
      %a = "test.a"() : () -> i32
      %b = "test.b"(%a) : (i32) -> i32
      %c = "test.c"(%b, %a) : (i32, i32) -> i32
      "test.sink"(%c) : (i32) -> ()
      "test.ret"() : () -> ()
    ^bb1:
      "test.dead"(%a) : (i32) -> ()
      "test.ret"() : () -> ()
    }) : () -> ()"#;
    let module = crate::parse_source(&mut ctx, source, "t.mlir").unwrap();
    let mut solver = DataFlowSolver::new();
    solver.load(DeadCodeAnalysis::new());
    solver.load(SparseBackwardAnalysis::new(FlowsInto));
    solver.initialize_and_run(&mut ctx, module).unwrap();
    let top = ctx.blocks(ctx.regions(module)[0])[0];
    let region_op = ctx.block_ops(top)[0];
    let entry = ctx.blocks(ctx.regions(region_op)[0])[0];
    let ops = ctx.block_ops(entry);
    let of = |op: OpId| {
        solver
            .lookup::<Lattice<Reaches>>(ctx.result(op, 0))
            .map(|l| l.value().clone())
            .unwrap_or_default()
    };
    assert_eq!(of(ops[2]), reaches(&["test.sink"]));
    assert_eq!(of(ops[1]), reaches(&["test.c", "test.sink"]));
    // `test.dead` is in a block that never runs: it is not reached.
    assert_eq!(of(ops[0]), reaches(&["test.b", "test.c", "test.sink"]));
}
