//! Folding away chains of `builtin.unrealized_conversion_cast` (MLIR's
//! `reconcileUnrealizedCasts`): a dead cast is erased, and a cast whose
//! results have the types of the inputs of a cast up its chain is replaced
//! by those inputs.

use super::materialize::is_unrealized_cast;
use super::rewriter::ConversionPatternRewriter;
use crate::{Context, OpId, Value};
use rustc_hash::FxHashSet;

/// What the reconciliation needs of the IR it works on: directly on a
/// context, or through a conversion that records its changes.
pub(super) trait CastSink {
    fn ir(&self) -> &Context;
    /// Whether no live op uses a result of `op`.
    fn is_dead(&self, op: OpId) -> bool;
    fn replace_all_uses(&mut self, from: Value, to: Value);
    fn erase(&mut self, op: OpId);
}

impl CastSink for Context {
    fn ir(&self) -> &Context {
        self
    }
    fn is_dead(&self, op: OpId) -> bool {
        self.results(op).into_iter().all(|r| !self.has_uses(r))
    }
    fn replace_all_uses(&mut self, from: Value, to: Value) {
        self.replace_all_uses_with(from, to);
    }
    fn erase(&mut self, op: OpId) {
        self.erase_op_with_uses(op);
    }
}

impl CastSink for ConversionPatternRewriter<'_> {
    fn ir(&self) -> &Context {
        self
    }
    fn is_dead(&self, op: OpId) -> bool {
        self.results(op)
            .into_iter()
            .all(|r| self.use_iter(r).all(|u| self.is_erased(u.op)))
    }
    fn replace_all_uses(&mut self, from: Value, to: Value) {
        self.replace_all_uses_with(from, to);
    }
    fn erase(&mut self, op: OpId) {
        // A live op cannot fail to be marked.
        let _ = self.erase_op(op);
    }
}

/// The cast that defines all the inputs of `cast`, in order.
fn input_cast(ctx: &Context, cast: OpId) -> Option<OpId> {
    let inputs = ctx.operands(cast);
    let producer = ctx.defining_op(*inputs.first()?)?;
    (is_unrealized_cast(ctx, producer) && ctx.results(producer) == inputs).then_some(producer)
}

/// Reconciles `casts` (and the casts that feed them) in `sink`; returns
/// the ones of `casts` that remain.
pub(super) fn reconcile(sink: &mut impl CastSink, casts: &[OpId]) -> Vec<OpId> {
    // A set-vector, as MLIR's: an op in the list is not queued again.
    let mut worklist = Worklist::default();
    for &c in casts {
        worklist.push(c);
    }
    let mut erased = FxHashSet::default();
    while let Some(cast) = worklist.pop() {
        if erased.contains(&cast) {
            continue;
        }
        if sink.is_dead(cast) {
            worklist.push_input_casts(sink.ir(), cast);
            sink.erase(cast);
            erased.insert(cast);
            continue;
        }
        let ctx = sink.ir();
        let outputs = ctx.value_types(ctx.results(cast));
        let mut next = Some(cast);
        while let Some(n) = next {
            if ctx.value_types(ctx.operands(n)) == outputs {
                let inputs = ctx.operands(n);
                let results = ctx.results(cast);
                worklist.push_input_casts(ctx, cast);
                for (r, i) in results.into_iter().zip(inputs) {
                    sink.replace_all_uses(r, i);
                }
                sink.erase(cast);
                erased.insert(cast);
                break;
            }
            next = input_cast(ctx, n);
        }
    }
    casts
        .iter()
        .copied()
        .filter(|c| !erased.contains(c))
        .collect()
}

/// The casts left to look at, each at most once at a time.
#[derive(Default)]
struct Worklist {
    list: Vec<OpId>,
    queued: FxHashSet<OpId>,
}

impl Worklist {
    fn push(&mut self, op: OpId) {
        if self.queued.insert(op) {
            self.list.push(op);
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        let op = self.list.pop()?;
        self.queued.remove(&op);
        Some(op)
    }

    /// Queues the casts that define operands of `cast`.
    fn push_input_casts(&mut self, ctx: &Context, cast: OpId) {
        for v in ctx.operands(cast) {
            if let Some(def) = ctx.defining_op(v).filter(|&d| is_unrealized_cast(ctx, d)) {
                self.push(def);
            }
        }
    }
}

/// Reconciles every `builtin.unrealized_conversion_cast` nested in `op`
/// (the `reconcile-unrealized-casts` pass); casts that stay live and
/// cannot be folded are left as they are.
pub fn reconcile_unrealized_casts(ctx: &mut Context, op: OpId) {
    let mut casts = Vec::new();
    let ir: &Context = ctx;
    ir.walk(op, crate::ir::builder::WalkOrder::PostOrder, &mut |o| {
        if is_unrealized_cast(ir, o) {
            casts.push(o);
        }
    });
    reconcile(ctx, &casts);
}
