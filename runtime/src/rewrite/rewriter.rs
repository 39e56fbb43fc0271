//! The rewriter patterns change the IR through (MLIR's `PatternRewriter`):
//! every change is reported to a listener, so that the driver knows which
//! ops to look at again.

use crate::ir::builder::{InsertPoint, OpBuilder};
use crate::ods::op::Op;
use crate::{BlockId, Context, IrResult, OpId, OperationState, RegionId, Use, Value};

/// Places `state`'s op at `point` and moves `point` past it when new ops
/// go after one another (MLIR's builder position).
///
/// # Panics
/// Without an insertion point.
#[track_caller]
pub(crate) fn insert_at(
    ctx: &mut Context,
    point: &mut Option<InsertPoint>,
    state: OperationState,
) -> OpId {
    let Some(at) = *point else {
        panic!("the rewriter has no insertion point: set one before creating ops");
    };
    let mut builder = OpBuilder { point: at };
    let op = builder.insert(ctx, state);
    *point = Some(builder.point);
    op
}

/// Clones `op` with the ops nested in it at `point`, mapping values
/// through `map` as [`Context::clone_op`] does, and moves `point` after
/// the clone.
///
/// # Panics
/// Without an insertion point.
#[track_caller]
pub(crate) fn clone_at(
    ctx: &mut Context,
    point: &mut Option<InsertPoint>,
    op: OpId,
    map: &mut crate::ValueMapping,
) -> OpId {
    let Some(at) = *point else {
        panic!("the rewriter has no insertion point: set one before creating ops");
    };
    let clone = ctx.clone_op(op, map);
    let mut builder = OpBuilder { point: at };
    builder.insert_existing(ctx, clone);
    *point = Some(builder.point);
    clone
}

/// The methods a rewriter (a struct with a `ctx: &mut Context` and a
/// `point: Option<InsertPoint>`, an `insert`, a `replace_op` and a
/// `replace_uses_if`) has in common with the others: the context, the
/// insertion point, typed creation and replacements built on its own
/// primitives.
macro_rules! common_rewriter_methods {
    () => {
        /// The context, to make types, attributes and op states with. IR
        /// changed through it directly is not seen by the driver: use the
        /// rewriter's methods for that.
        pub fn context(&mut self) -> &mut Context {
            self.ctx
        }

        /// Where new ops go.
        pub fn insertion_point(&self) -> Option<InsertPoint> {
            self.point
        }

        /// New ops go before `op`.
        pub fn set_insertion_point(&mut self, op: OpId) {
            self.point = Some(InsertPoint::Before(op));
        }

        /// New ops go after `op` (each after the previous one).
        pub fn set_insertion_point_after(&mut self, op: OpId) {
            self.point = Some(InsertPoint::After(op));
        }

        /// New ops go at the start of `block` (each after the previous one).
        pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
            self.point = Some(InsertPoint::Start(block));
        }

        /// New ops go at the end of `block`.
        pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
            self.point = Some(InsertPoint::End(block));
        }

        /// Inserts an op as `insert` does and returns it typed (MLIR's
        /// `rewriter.create<T>(...)`): `state` comes from `T::state` and a
        /// `build` function.
        #[track_caller]
        pub fn create<T: Op>(&mut self, state: OperationState) -> T {
            T::from_id_unchecked(self.insert(state))
        }

        /// Replaces `op` by `new`, an op with as many results.
        #[track_caller]
        pub fn replace_op_with(&mut self, op: OpId, new: OpId) -> IrResult<()> {
            let values = self.ctx.results(new);
            self.replace_op(op, &values)
        }

        /// Creates an op of type `T` from `state` before `op` and replaces
        /// `op` by it.
        #[track_caller]
        pub fn replace_op_with_new_op<T: Op>(
            &mut self,
            op: OpId,
            state: OperationState,
        ) -> IrResult<T> {
            let saved = self.point.replace(InsertPoint::Before(op));
            let new = self.insert(state);
            self.point = saved;
            self.replace_op_with(op, new)?;
            Ok(T::from_id_unchecked(new))
        }

        /// Replaces every use of `from` by `to`.
        #[track_caller]
        pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
            self.replace_uses_if(from, to, |_| true);
        }

        /// Checks that `values` can replace the results of `op`, one each.
        ///
        /// # Panics
        /// When their numbers differ.
        #[track_caller]
        fn assert_replacement_count(&self, op: OpId, values: &[Value]) {
            let n = self.ctx.num_results(op);
            assert_eq!(
                n,
                values.len(),
                "{} has {n} results, replaced by {} values",
                self.ctx.op_name_str(op),
                values.len()
            );
        }

        /// Replaces the uses of the arguments of `block` by `args`, one
        /// each.
        ///
        /// # Panics
        /// When their numbers differ.
        #[track_caller]
        fn replace_block_args(&mut self, block: BlockId, args: &[Value]) {
            let params = self.ctx.block_args(block);
            assert_eq!(
                params.len(),
                args.len(),
                "block arguments and values differ in number"
            );
            for (&p, &a) in params.iter().zip(args) {
                self.replace_all_uses_with(p, a);
            }
        }
    };
}
pub(crate) use common_rewriter_methods;

/// Told of every change a [`PatternRewriter`] makes (MLIR's
/// `RewriterBase::Listener`); each method does nothing by default.
pub trait RewriteListener {
    /// `op` was inserted (created, or moved to a new place).
    fn notify_inserted(&mut self, _ctx: &Context, _op: OpId) {}
    /// `op` was changed in place (operands, attributes, properties).
    fn notify_modified(&mut self, _ctx: &Context, _op: OpId) {}
    /// The results of `op` are about to be replaced by `values`.
    fn notify_replaced(&mut self, _ctx: &Context, _op: OpId, _values: &[Value]) {}
    /// `op` is about to be erased (called for the ops nested in it first).
    fn notify_erased(&mut self, _ctx: &Context, _op: OpId) {}
    /// A pattern did not match `op`, for `reason`.
    fn notify_match_failure(&mut self, _op: OpId, _reason: &str) {}
}

/// Changes the IR for a pattern. It reads as the [`Context`] (it derefs to
/// it), so typed accessors take it where they take a context:
/// `op.input(&rewriter)`. Changes go through its methods, which tell the
/// driver; [`PatternRewriter::context`] gives the context for making types,
/// attributes and op states.
pub struct PatternRewriter<'a> {
    ctx: &'a mut Context,
    point: Option<InsertPoint>,
    listener: Option<&'a mut dyn RewriteListener>,
}

impl std::ops::Deref for PatternRewriter<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter on `ctx` that reports to nobody.
    pub fn new(ctx: &'a mut Context) -> PatternRewriter<'a> {
        PatternRewriter {
            ctx,
            point: None,
            listener: None,
        }
    }

    /// A rewriter on `ctx` that reports to `listener`.
    pub fn with_listener(
        ctx: &'a mut Context,
        listener: &'a mut dyn RewriteListener,
    ) -> PatternRewriter<'a> {
        PatternRewriter {
            ctx,
            point: None,
            listener: Some(listener),
        }
    }

    /// Tells the listener, if any.
    fn tell(&mut self, event: impl FnOnce(&mut dyn RewriteListener, &Context)) {
        if let Some(l) = self.listener.as_deref_mut() {
            event(l, self.ctx);
        }
    }

    common_rewriter_methods!();

    /// Creates an op from `state` at the insertion point.
    ///
    /// # Panics
    /// Without an insertion point.
    #[track_caller]
    pub fn insert(&mut self, state: OperationState) -> OpId {
        let op = insert_at(self.ctx, &mut self.point, state);
        self.tell(|l, ctx| l.notify_inserted(ctx, op));
        op
    }

    /// Clones `op` with the ops nested in it at the insertion point,
    /// mapping values through `map` as [`Context::clone_op`] does (MLIR's
    /// `RewriterBase::clone`); the listener hears of the nested ops of the
    /// clone in pre-order, then of the clone.
    ///
    /// # Panics
    /// Without an insertion point.
    #[track_caller]
    pub fn clone(&mut self, op: OpId, map: &mut crate::ValueMapping) -> OpId {
        let clone = clone_at(self.ctx, &mut self.point, op, map);
        if self.listener.is_some() {
            let mut nested = Vec::new();
            for &r in self.ctx.regions(clone) {
                for &b in self.ctx.blocks(r) {
                    for o in self.ctx.block_op_iter(b) {
                        self.ctx
                            .walk(o, crate::WalkOrder::PreOrder, &mut |x| nested.push(x));
                    }
                }
            }
            for o in nested.into_iter().chain([clone]) {
                self.tell(|l, ctx| l.notify_inserted(ctx, o));
            }
        }
        clone
    }

    /// Tells the listener that `op` and the ops nested in it (first) are
    /// about to be erased, one at a time as MLIR erases them: each op's
    /// operands are dropped after its notification, so that the next one
    /// sees the uses left (a producer whose last users went is found dead).
    fn tell_erased(&mut self, op: OpId) {
        if self.listener.is_none() {
            return;
        }
        let mut ops = Vec::new();
        erase_order(self.ctx, op, &mut ops);
        for o in ops {
            self.tell(|l, ctx| l.notify_erased(ctx, o));
            self.ctx.drop_operands(o);
        }
    }

    /// Replaces the results of `op` by `values`, one each, and erases it.
    ///
    /// # Panics
    /// When the counts differ.
    #[track_caller]
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> IrResult<()> {
        self.assert_replacement_count(op, values);
        self.tell(|l, ctx| l.notify_replaced(ctx, op, values));
        for (i, &v) in values.iter().enumerate() {
            let result = self.ctx.result(op, i);
            self.replace_all_uses_with(result, v);
        }
        self.erase_op(op)
    }

    /// Replaces `op` by an op like it without the results `erase` selects
    /// (MLIR's `eraseOpResults`): same name, operands, attributes and
    /// properties, its regions moved over, made before it; results cannot
    /// be erased in place. The erased results must be unused. Returns the
    /// new op.
    #[track_caller]
    pub fn erase_op_results(&mut self, op: OpId, erase: &[bool]) -> IrResult<OpId> {
        let results = self.ctx.results(op);
        let kept: Vec<Value> = results
            .iter()
            .enumerate()
            .filter(|&(i, _)| !erase.get(i).copied().unwrap_or(false))
            .map(|(_, &r)| r)
            .collect();
        let mut state = OperationState::named(self.ctx.op_name(op), self.ctx.op_loc(op));
        state.operands = self.ctx.operands(op);
        state.result_types = kept.iter().map(|&r| self.ctx.value_type(r)).collect();
        let old_regions = self.ctx.regions(op).to_vec();
        state.regions = old_regions
            .iter()
            .map(|_| self.ctx.create_region())
            .collect();
        let saved = self.point;
        self.set_insertion_point(op);
        let new = self.insert(state);
        self.point = saved;
        let properties = self.ctx.properties(op);
        self.ctx.set_properties(new, properties);
        let attrs = self.ctx.attr_dictionary(op);
        self.ctx.set_attr_dictionary(new, attrs);
        for (&from, to) in old_regions.iter().zip(self.ctx.regions(new).to_vec()) {
            self.inline_region_before(from, to, None);
        }
        let new_results = self.ctx.results(new);
        let mut replacements = results;
        let kept_at = (0..replacements.len()).filter(|&i| !erase.get(i).copied().unwrap_or(false));
        for (k, i) in kept_at.enumerate() {
            replacements[i] = new_results[k];
        }
        self.replace_op(op, &replacements)?;
        Ok(new)
    }

    /// Erases `op` and what is nested in it; its results must be unused.
    #[track_caller]
    pub fn erase_op(&mut self, op: OpId) -> IrResult<()> {
        if (0..self.ctx.num_results(op)).any(|i| {
            self.ctx
                .use_iter(self.ctx.result(op, i))
                .any(|u| !self.ctx.is_nested_in(u.op, op))
        }) {
            return Err(crate::IrError::ResultsInUse(op));
        }
        self.tell_erased(op);
        self.keep_insertion_point(op);
        self.ctx.erase_op(op)
    }

    /// Before `op` is erased: an insertion point next to it stays where it
    /// was, as the position of MLIR's builder does (ops created after a
    /// pattern replaced its root go where the root was).
    fn keep_insertion_point(&mut self, op: OpId) {
        let Some(block) = self.ctx.parent_block(op) else {
            return;
        };
        self.point = match self.point {
            Some(InsertPoint::Before(p)) if p == op => Some(match self.ctx.next_op(op) {
                Some(next) => InsertPoint::Before(next),
                None => InsertPoint::End(block),
            }),
            Some(InsertPoint::After(p)) if p == op => Some(match self.ctx.prev_op(op) {
                Some(prev) => InsertPoint::After(prev),
                None => InsertPoint::Start(block),
            }),
            other => other,
        };
    }

    /// Erases `op` whose results may still be used by ops that are erased
    /// too (dead-code removal).
    pub(crate) fn erase_op_dropping_uses(&mut self, op: OpId) {
        self.tell_erased(op);
        self.keep_insertion_point(op);
        self.ctx.erase_op_with_uses(op);
    }

    /// Erases `block` whose values may still be used by ops that are
    /// erased too.
    pub(crate) fn erase_block_dropping_uses(&mut self, block: BlockId) {
        for op in self.ctx.block_ops(block).into_iter().rev() {
            self.tell_erased(op);
        }
        self.ctx.erase_block_with_uses(block);
    }

    /// Erases `block` and its ops; its arguments must be unused.
    #[track_caller]
    pub fn erase_block(&mut self, block: BlockId) -> IrResult<()> {
        if self
            .ctx
            .block_args(block)
            .into_iter()
            .any(|a| self.ctx.has_uses(a))
        {
            return Err(crate::IrError::ArgumentsInUse(block));
        }
        self.erase_block_dropping_uses(block);
        Ok(())
    }

    /// Changes `op` in place through `change` (operands, attributes,
    /// properties, location) and reports it.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, change: impl FnOnce(&mut Context) -> R) -> R {
        let r = change(self.ctx);
        self.tell(|l, ctx| l.notify_modified(ctx, op));
        r
    }

    /// Replaces the uses of `from` that `replace` selects by `to`.
    #[track_caller]
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut replace: impl FnMut(Use) -> bool,
    ) {
        if from == to {
            return;
        }
        for u in self.ctx.uses(from) {
            if replace(u) {
                self.ctx.set_operand(u.op, u.index as usize, to);
                self.tell(|l, ctx| l.notify_modified(ctx, u.op));
            }
        }
    }

    /// Moves the ops of `source` before `op` (MLIR's `inlineBlockBefore`),
    /// its arguments replaced by `args`, and erases `source`, which must be
    /// another block.
    #[track_caller]
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        op: OpId,
        args: &[Value],
    ) -> IrResult<()> {
        self.replace_block_args(source, args);
        for moved in self.ctx.block_ops(source) {
            self.ctx.move_op(moved, InsertPoint::Before(op));
            self.tell(|l, ctx| l.notify_inserted(ctx, moved));
        }
        self.ctx.erase_block(source)
    }

    /// Moves the blocks of `region` into `dest` before `before` (at its end
    /// for `None`). Their ops are not reported as inserted: MLIR's
    /// listeners hear of the blocks moving, which does not put their ops
    /// on the greedy driver's worklist.
    #[track_caller]
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) {
        for b in self.ctx.blocks(region).to_vec() {
            self.ctx.detach_block(b);
            self.ctx.insert_block(dest, before, b);
        }
    }

    /// Splits `block` before `op`: `op` and the ops after it move to a new
    /// block without arguments, inserted after `block`, which it returns.
    #[track_caller]
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new = self.ctx.create_block(&[]);
        let region = self.ctx.block_parent_region(block);
        if let Some(r) = region {
            let next = self
                .ctx
                .blocks(r)
                .iter()
                .skip_while(|&&b| b != block)
                .nth(1)
                .copied();
            self.ctx.insert_block(r, next, new);
        }
        let mut cur = Some(op);
        while let Some(o) = cur {
            cur = self.ctx.next_op(o);
            self.ctx.move_op(o, InsertPoint::End(new));
        }
        new
    }

    /// Reports why `op` did not match and returns `Ok(false)`, so that a
    /// pattern can end with `return rewriter.notify_match_failure(op, "...")`.
    pub fn notify_match_failure(
        &mut self,
        op: OpId,
        reason: impl std::fmt::Display,
    ) -> IrResult<bool> {
        let reason = reason.to_string();
        self.tell(|l, _| l.notify_match_failure(op, &reason));
        Ok(false)
    }
}

/// A rewriter creates ops for the generated one-call `create*` functions
/// at its insertion point, through its own `insert` (so the driver hears
/// of them).
macro_rules! rewriter_op_creator {
    ($rewriter:ident) => {
        impl $crate::ir::OpCreator for $rewriter<'_> {
            fn context(&mut self) -> &mut Context {
                self.ctx
            }

            #[track_caller]
            fn insert_state(&mut self, state: OperationState) -> OpId {
                self.insert(state)
            }
        }
    };
}
pub(crate) use rewriter_op_creator;

rewriter_op_creator!(PatternRewriter);

/// The order in which MLIR's `eraseOp` erases `op` and the ops nested in
/// it: regions last to first; in a region, the blocks in post-order from
/// its first block (successors before predecessors), again from the first
/// block left until none is; in a block, ops last to first; the ops nested
/// in an op before it.
fn erase_order(ctx: &Context, op: OpId, out: &mut Vec<OpId>) {
    for &r in ctx.regions(op).iter().rev() {
        let mut left = ctx.blocks(r).to_vec();
        let mut seen = rustc_hash::FxHashSet::default();
        while let Some(&first) = left.first() {
            for b in crate::analysis::cfg::post_order_from(ctx, first, &mut seen) {
                for o in ctx.block_ops(b).into_iter().rev() {
                    erase_order(ctx, o, out);
                }
            }
            left.retain(|b| !seen.contains(b));
        }
    }
    out.push(op);
}
