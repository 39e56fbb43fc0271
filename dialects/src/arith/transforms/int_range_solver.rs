//! What `int-range-optimizations` and `arith-int-range-narrowing` share:
//! the solver of MLIR's baseline analyses and the integer range analysis,
//! read and kept up to date by the patterns as they rewrite, and the
//! greedy run of those patterns.
//!
//! A block argument is its block and position, so the driver erasing an
//! argument (region simplification) would hand the states of the ones
//! after it to their neighbours: the arguments of a block whose count
//! changed are not known any more. MLIR erases the states of erased
//! values instead; the arguments left were already rewritten in the
//! first walk, so the two agree.

use ods_runtime::analysis::dataflow::{
    DataFlowSolver, DeadCodeAnalysis, IntegerRangeAnalysis, Lattice, SparseConstantPropagation,
    SparseForwardAnalysis,
};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::int_range::{ConstantIntRanges, IntegerValueRange};
use ods_runtime::pass::PassFailure;
use ods_runtime::rewrite::{apply_patterns_greedily, GreedyRewriteConfig, RewritePatternSet};
use ods_runtime::verify::with_current_op;
use ods_runtime::{BlockId, Context, OpId, Value, WalkOrder};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// The solver the patterns of a pass share, with the number of arguments
/// each block had when it ran.
#[derive(Clone)]
pub(super) struct RangeSolver {
    solver: Rc<RefCell<DataFlowSolver>>,
    arg_counts: Rc<HashMap<BlockId, usize>>,
}

impl RangeSolver {
    /// Runs the dead-code, constant propagation and integer range analyses
    /// on `op` (MLIR's `loadBaselineAnalyses` and `IntegerRangeAnalysis`).
    pub(super) fn run(ctx: &mut Context, op: OpId) -> Result<RangeSolver, PassFailure> {
        let mut solver = DataFlowSolver::new();
        solver.load(DeadCodeAnalysis::new());
        solver.load(SparseForwardAnalysis::new(SparseConstantPropagation));
        solver.load(SparseForwardAnalysis::new(IntegerRangeAnalysis));
        solver
            .initialize_and_run(ctx, op)
            .map_err(|d| with_current_op(ctx, op, d))?;
        let mut arg_counts = HashMap::new();
        ctx.walk(op, WalkOrder::PreOrder, &mut |o| {
            for &r in ctx.regions(o) {
                for &b in ctx.blocks(r) {
                    arg_counts.insert(b, ctx.num_block_args(b));
                }
            }
        });
        Ok(RangeSolver {
            solver: Rc::new(RefCell::new(solver)),
            arg_counts: Rc::new(arg_counts),
        })
    }

    /// The range known for `value`, if any.
    pub(super) fn range(&self, ctx: &Context, value: Value) -> Option<ConstantIntRanges> {
        self.lattice(ctx, value)?.known().copied()
    }

    /// The ranges of all of `values`, or `None` when one is unknown (MLIR's
    /// `collectRanges`).
    pub(super) fn ranges(&self, ctx: &Context, values: &[Value]) -> Option<Vec<ConstantIntRanges>> {
        values.iter().map(|&v| self.range(ctx, v)).collect()
    }

    /// The one value the range of `value` holds, if it holds one.
    pub(super) fn constant(&self, ctx: &Context, value: Value) -> Option<i128> {
        self.range(ctx, value)?.constant_value()
    }

    /// Gives `new` the range of `old`, which it replaces (MLIR's
    /// `copyIntegerRange`).
    pub(super) fn copy_range(&self, ctx: &Context, old: Value, new: Value) {
        let Some(range) = self.lattice(ctx, old) else {
            return;
        };
        let mut solver = self.solver.borrow_mut();
        solver
            .get_or_create_mut::<Lattice<IntegerValueRange>>(new)
            .join(&range);
    }

    /// The lattice of `value`, unless it is an argument of a block whose
    /// arguments changed since the analysis ran.
    fn lattice(&self, ctx: &Context, value: Value) -> Option<IntegerValueRange> {
        if let Value::Arg(block, _) = value {
            let count = self.arg_counts.get(&block).copied();
            if count != Some(ctx.num_block_args(block)) {
                return None;
            }
        }
        let solver = self.solver.borrow();
        solver
            .lookup::<Lattice<IntegerValueRange>>(value)
            .map(|l| *l.value())
    }
}

/// Applies `patterns` greedily to the regions of `op`, with MLIR's default
/// settings; not converging fails the pass, as in MLIR.
pub(super) fn apply_greedily(
    ctx: &mut Context,
    op: OpId,
    patterns: RewritePatternSet,
) -> Result<(), PassFailure> {
    let patterns = patterns.freeze(ctx);
    match apply_patterns_greedily(ctx, op, &patterns, GreedyRewriteConfig::default()) {
        Ok(true) => Ok(()),
        Ok(false) => Err(PassFailure::signal()),
        Err(e) => Err(Diagnostic::error(ctx.op_loc(op), e.to_string()).into()),
    }
}
