//! Which allocations buffers come from (MLIR's `BufferViewFlowAnalysis`
//! and `BufferOriginAnalysis`): the values each buffer may flow into
//! (through views, branches, region branches and calls), and from that
//! whether two buffers surely are, surely are not, or may be the same
//! allocation.

use super::super::super::hooks::{allocates, effects_of};
use crate::arith::SelectOp;
use crate::memref::ReallocOp;
use ods_runtime::interfaces::prelude::mlir::{
    BranchOpInterface, CallOpInterface, FunctionOpInterface, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface, ViewLikeOpInterface,
};
use ods_runtime::interfaces::region_branch::RegionBranchPoint;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OpId, TypeKind, Value, WalkOrder};
use std::collections::{HashMap, HashSet};

/// Whether `value` is a buffer (MLIR's `BaseMemRefType`).
pub(crate) fn is_memref(ctx: &Context, value: Value) -> bool {
    matches!(
        ctx.type_kind(ctx.value_type(value)),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// The buffer `op` views, when it is a view-like op: its first operand
/// (where every view-like op of these dialects takes its source).
fn view_source(ctx: &Context, op: OpId) -> Option<Value> {
    ViewLikeOpInterface::try_from(ctx, op)?;
    ctx.operands(op).first().copied()
}

/// `value` with the views it is the result of skipped (MLIR's
/// `getViewBase`).
pub(crate) fn view_base(ctx: &Context, mut value: Value) -> Value {
    while let Some(op) = ctx.defining_op(value) {
        let Some(view) = ViewLikeOpInterface::try_from(ctx, op) else {
            break;
        };
        match view_source(ctx, op) {
            Some(source) if view.get_view_dest(ctx) == value => value = source,
            _ => break,
        }
    }
    value
}

/// Whether `value` is the result of an op that allocates (MLIR's
/// `hasEffect<MemoryEffects::Allocate>(op, value)`).
pub(crate) fn is_allocation(ctx: &Context, value: Value) -> bool {
    ctx.defining_op(value)
        .and_then(|op| effects_of(ctx, op))
        .is_some_and(|effects| effects.into_iter().any(allocates))
}

/// Whether `value` is an argument of a function's entry block.
fn is_function_argument(ctx: &Context, value: Value) -> bool {
    let Value::Arg(block, _) = value else {
        return false;
    };
    let region = ctx.block_parent_region(block);
    let Some(parent) = region.and_then(|r| ctx.region_parent_op(r)) else {
        return false;
    };
    FunctionOpInterface::try_from(ctx, parent).is_some()
        && ctx
            .regions(parent)
            .first()
            .and_then(|&r| ctx.blocks(r).first().copied())
            == Some(block)
}

/// The flow of buffers through the ops nested in an op (MLIR's
/// `BufferViewFlowAnalysis`).
#[derive(Debug, Default)]
pub(crate) struct BufferViewFlow {
    /// For each value, the values it flows into.
    dependencies: HashMap<Value, HashSet<Value>>,
    /// For each value, the values that flow into it.
    reverse: HashMap<Value, HashSet<Value>>,
    /// The buffers that may start a flow: results and region arguments of
    /// ops the analysis knows nothing of, function arguments.
    terminals: HashSet<Value>,
}

impl BufferViewFlow {
    /// The flow through the ops nested in `root` and `root` itself.
    pub(crate) fn new(ctx: &Context, root: OpId) -> BufferViewFlow {
        let mut flow = BufferViewFlow::default();
        let mut ops = Vec::new();
        ctx.walk(root, WalkOrder::PostOrder, &mut |op| ops.push(op));
        for op in ops {
            flow.visit(ctx, op);
        }
        flow
    }

    fn register(&mut self, values: &[Value], dependents: &[Value]) {
        for (&value, &dependent) in values.iter().zip(dependents) {
            self.dependencies
                .entry(value)
                .or_default()
                .insert(dependent);
            self.reverse.entry(dependent).or_default().insert(value);
        }
    }

    /// Marks the buffer results and region arguments of `op` as terminals.
    fn mark_terminals(&mut self, ctx: &Context, op: OpId) {
        let args = ctx
            .regions(op)
            .iter()
            .flat_map(|&r| ctx.blocks(r).first().copied());
        let args: Vec<Value> = args.flat_map(|b| ctx.block_args(b)).collect();
        for value in ctx.results(op).into_iter().chain(args) {
            if is_memref(ctx, value) {
                self.terminals.insert(value);
            }
        }
    }

    /// What `op` adds to the flow.
    fn visit(&mut self, ctx: &Context, op: OpId) {
        // The external models of MLIR's `BufferViewFlowOpInterface`:
        // `arith.select` passes either operand on; `memref.realloc` its
        // source, or a new buffer.
        if let Some(select) = SelectOp::cast(ctx, op) {
            let result = select.result(ctx);
            let (t, f) = (select.true_value(ctx), select.false_value(ctx));
            self.register(&[t, f], &[result, result]);
            return;
        }
        if let Some(realloc) = ReallocOp::cast(ctx, op) {
            let result = realloc.result0(ctx);
            self.register(&[realloc.source(ctx)], &[result]);
            self.terminals.insert(result);
            return;
        }
        if let Some(view) = ViewLikeOpInterface::try_from(ctx, op) {
            if let Some(source) = view_source(ctx, op) {
                self.register(&[source], &[view.get_view_dest(ctx)]);
            }
            return;
        }
        if let Some(branch) = BranchOpInterface::try_from(ctx, op) {
            for (index, &successor) in ctx.successors(op).iter().enumerate() {
                let operands = branch.get_successor_operands(ctx, op, index);
                let forwarded: Vec<Value> = operands.values(ctx, op);
                let args = ctx.block_args(successor);
                self.register(&forwarded, &args[operands.produced.min(args.len())..]);
            }
            return;
        }
        if let Some(region_branch) = RegionBranchOpInterface::try_from(ctx, op) {
            for successor in region_branch.get_successor_regions(ctx, op, RegionBranchPoint::Parent)
            {
                let operands = region_branch.get_entry_successor_operands(ctx, op, &successor);
                self.register(&operands, &successor.inputs);
            }
            for &region in ctx.regions(op) {
                for &block in ctx.blocks(region) {
                    let Some(terminator) = ctx.last_op(block) else {
                        continue;
                    };
                    let Some(t) = RegionBranchTerminatorOpInterface::try_from(ctx, terminator)
                    else {
                        continue;
                    };
                    let point = RegionBranchPoint::Terminator(terminator);
                    for successor in region_branch.get_successor_regions(ctx, op, point) {
                        let operands: Vec<Value> = t
                            .get_mutable_successor_operands(ctx, terminator, &successor)
                            .map(|i| ctx.operand(terminator, i))
                            .collect();
                        self.register(&operands, &successor.inputs);
                    }
                }
            }
            return;
        }
        if RegionBranchTerminatorOpInterface::try_from(ctx, op).is_some() {
            return;
        }
        self.mark_terminals(ctx, op);
        if CallOpInterface::try_from(ctx, op).is_some() {
            for operand in ctx.operands(op).to_vec() {
                for result in ctx.results(op) {
                    self.register(&[operand], &[result]);
                }
            }
        }
    }

    /// `value` and every value that flows into it.
    fn resolve_reverse(&self, value: Value) -> HashSet<Value> {
        let mut seen = HashSet::new();
        let mut queue = vec![value];
        while let Some(v) = queue.pop() {
            if seen.insert(v) {
                queue.extend(self.reverse.get(&v).into_iter().flatten().copied());
            }
        }
        seen
    }
}

/// Whether two buffers come from the same allocation (MLIR's
/// `BufferOriginAnalysis`).
#[derive(Debug)]
pub(crate) struct BufferOrigin {
    flow: BufferViewFlow,
}

/// The terminal buffers a buffer comes from, and whether all are
/// allocations, or allocations and function arguments.
struct Terminals {
    values: HashSet<Value>,
    all_allocs: bool,
    all_allocs_or_args: bool,
}

impl BufferOrigin {
    /// The analysis of the ops nested in `root`.
    pub(crate) fn new(ctx: &Context, root: OpId) -> BufferOrigin {
        BufferOrigin {
            flow: BufferViewFlow::new(ctx, root),
        }
    }

    fn terminals(&self, ctx: &Context, value: Value) -> Terminals {
        let mut terminals = Terminals {
            values: HashSet::new(),
            all_allocs: true,
            all_allocs_or_args: true,
        };
        for v in self.flow.resolve_reverse(value) {
            if is_memref(ctx, v) && self.flow.terminals.contains(&v) {
                terminals.values.insert(v);
                let alloc = is_allocation(ctx, v);
                terminals.all_allocs &= alloc;
                terminals.all_allocs_or_args &= alloc || is_function_argument(ctx, v);
            }
        }
        terminals
    }

    /// `Some(true)` when `v1` and `v2` surely come from the same
    /// allocation, `Some(false)` when they surely do not, `None` when
    /// the analysis cannot tell (MLIR's `isSameAllocation`).
    pub(crate) fn is_same_allocation(&self, ctx: &Context, v1: Value, v2: Value) -> Option<bool> {
        let (v1, v2) = (view_base(ctx, v1), view_base(ctx, v2));
        if v1 == v2 {
            return Some(true);
        }
        let (t1, t2) = (self.terminals(ctx, v1), self.terminals(ctx, v2));
        if t1.values.len() == 1 && t2.values.len() == 1 && t1.values == t2.values {
            return Some(true);
        }
        if !t1.values.is_disjoint(&t2.values) {
            return None;
        }
        let isolated1 = t1.all_allocs && (t2.all_allocs || t2.all_allocs_or_args);
        let isolated2 = (t1.all_allocs || t1.all_allocs_or_args) && t2.all_allocs;
        (isolated1 || isolated2).then_some(false)
    }
}
