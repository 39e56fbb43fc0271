//! The rewriter conversion patterns change the IR through (MLIR's
//! `ConversionPatternRewriter`): every change is recorded so that it can
//! be undone, erased ops stay in place until the conversion commits, and
//! a replacement of another type goes through a cast that the conversion
//! resolves at its end.

use super::erased::ErasedOps;
use super::journal::{BlockPosition, Change, OpPosition, OpSnapshot, OperandChange};
use super::materialize::MaterializationBuilder;
use super::type_converter::TypeConverter;
use crate::ir::builder::{InsertPoint, WalkOrder};
use crate::ods::op::Op;
use crate::rewrite::rewriter::{clone_at, common_rewriter_methods, insert_at, rewriter_op_creator};
use crate::{Attribute, BlockId, Context, IrResult, OpId, OperationState, RegionId, Type, Value};
use rustc_hash::FxHashMap;

/// Which way a cast the conversion inserted goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum CastKind {
    /// From converted values back to an original type.
    Source,
    /// From original values to a converted type.
    Target,
}

/// A cast the conversion inserted, to resolve when it commits.
#[derive(Clone, Copy, Debug)]
pub(super) struct PendingCast {
    pub(super) kind: CastKind,
    /// The pattern whose type converter materializes it.
    pub(super) pattern: Option<usize>,
    /// It stands for the results of a replaced op: MLIR builds it only
    /// when the conversion commits.
    pub(super) replaces_result: bool,
    /// For a target cast, the type of the original value it converts
    /// (MLIR's `originalType`), which its materialization may need.
    pub(super) original: Option<Type>,
}

/// What a conversion in progress knows besides the IR.
#[derive(Default)]
pub(super) struct State {
    pub(super) journal: Vec<Change>,
    /// Ops erased or replaced: they go when the conversion commits.
    pub(super) erased: ErasedOps,
    /// The casts the conversion inserted.
    pub(super) casts: FxHashMap<OpId, PendingCast>,
    /// For a source cast's result, the converted value it stands for.
    pub(super) mapping: FxHashMap<Value, Value>,
    /// For a source cast's result made of several converted values (or
    /// none), those values: a one-to-many conversion's replacement.
    pub(super) mapping_many: FxHashMap<Value, Vec<Value>>,
    /// For a result of a replaced op or an argument of an inlined block,
    /// its replacement: uses of it made after the replacement are
    /// forwarded when the conversion commits, as MLIR replaces them then.
    pub(super) replaced: super::replaced::Replacements,
    /// For a value and a type, the cast to that type the conversion
    /// inserted for it, which later uses share (MLIR maps the value to it).
    pub(super) converted: FxHashMap<(Value, Type), Value>,
    /// For a value replacing results of another type, the cast back to
    /// that type the conversion inserted, which later replacements by the
    /// same value share (as MLIR reuses the materialization).
    pub(super) sources: FxHashMap<(Value, Type), Value>,
    /// For an operand the conversion set, the value it had before the
    /// conversion (the first change's old value: a rolled-back change
    /// left the operand as it was, so a later one records the same).
    pub(super) original_operands: FxHashMap<(OpId, usize), Value>,
    /// The pattern being applied.
    pub(super) pattern: Option<usize>,
}

/// Changes the IR for a conversion pattern; it reads as the [`Context`]
/// (it derefs to it). Changes made through [`ConversionPatternRewriter::context`]
/// are not recorded and cannot be undone: make them through its methods.
pub struct ConversionPatternRewriter<'a> {
    pub(super) ctx: &'a mut Context,
    point: Option<InsertPoint>,
    pub(super) state: State,
}

impl std::ops::Deref for ConversionPatternRewriter<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl<'a> ConversionPatternRewriter<'a> {
    pub(super) fn new(ctx: &'a mut Context) -> ConversionPatternRewriter<'a> {
        ConversionPatternRewriter {
            ctx,
            point: None,
            state: State::default(),
        }
    }

    pub(super) fn record(&mut self, change: Change) {
        if let Change::SetOperand(set) = &change {
            self.state
                .original_operands
                .entry((set.op, set.index))
                .or_insert(set.old);
        }
        self.state.journal.push(change);
    }

    /// The number of changes so far, to undo back to.
    pub(super) fn savepoint(&self) -> usize {
        self.state.journal.len()
    }

    /// Undoes the changes made since `savepoint`, last first.
    pub(super) fn rollback(&mut self, savepoint: usize) {
        while self.state.journal.len() > savepoint {
            if let Some(change) = self.state.journal.pop() {
                change.undo(self.ctx, &mut self.state);
            }
        }
    }

    /// Whether `op` or an op it is nested in was erased or replaced.
    pub fn is_erased(&self, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if self.state.erased.contains(o) {
                return true;
            }
            cur = self.ctx.parent_op(o);
        }
        false
    }

    /// The last op of `block` that is not erased: its terminator while
    /// a conversion runs.
    pub fn terminator(&self, block: BlockId) -> Option<OpId> {
        let mut cur = self.ctx.last_op(block);
        while let Some(op) = cur {
            if !self.state.erased.contains(op) {
                return Some(op);
            }
            cur = self.ctx.prev_op(op);
        }
        None
    }

    common_rewriter_methods!();

    /// Sets where new ops go.
    pub fn set_insertion_point_at(&mut self, point: Option<InsertPoint>) {
        self.point = point;
    }

    /// The block new ops go into.
    pub fn insertion_block(&self) -> Option<BlockId> {
        match self.point? {
            InsertPoint::Start(b) | InsertPoint::End(b) => Some(b),
            InsertPoint::Before(op) | InsertPoint::After(op) => self.ctx.parent_block(op),
        }
    }

    /// `value` converted to `ty` by `converter`'s target materializations,
    /// built at the insertion point (MLIR's `materializeTargetConversion`
    /// with the rewriter, for a pattern that needs a value of a converted
    /// type now); `None` when none of them succeeds.
    pub fn materialize_target_conversion(
        &mut self,
        converter: &TypeConverter,
        loc: Attribute,
        ty: Type,
        value: Value,
    ) -> Option<Value> {
        let point = self.point?;
        let mut builder = MaterializationBuilder::new(self.ctx, point);
        let values = converter.materialize_target(&mut builder, &[ty], &[value], None, loc);
        let created = builder.into_created();
        for &op in &created {
            self.record(Change::CreatedOp(op));
        }
        // Later ops go after the materialization, as a builder's would.
        if let (Some(&last), InsertPoint::After(_) | InsertPoint::Start(_)) =
            (created.last(), point)
        {
            self.point = Some(InsertPoint::After(last));
        }
        match values?[..] {
            [one] => Some(one),
            _ => None,
        }
    }

    // ----- ops --------------------------------------------------------------

    /// Creates an op from `state` at the insertion point.
    ///
    /// The ops already in `state`'s regions (a body builder's, or an
    /// implicit terminator, made through the context) are recorded as
    /// created too, after the op and in pre-order, so that the conversion
    /// legalizes them (MLIR's builder tells its listener of a body
    /// builder's ops): the op first, whose lowering may take care of what
    /// it holds (a loop's of its terminator).
    ///
    /// # Panics
    /// Without an insertion point.
    #[track_caller]
    pub fn insert(&mut self, state: OperationState) -> OpId {
        let op = insert_at(self.ctx, &mut self.point, state);
        self.record_created(op);
        op
    }

    /// Records `op` and the ops nested in it as created, in pre-order.
    fn record_created(&mut self, op: OpId) {
        let mut created = Vec::new();
        self.ctx
            .walk(op, WalkOrder::PreOrder, &mut |nested| created.push(nested));
        for created in created {
            self.record(Change::CreatedOp(created));
        }
    }

    /// Clones `op` with the ops nested in it at the insertion point,
    /// mapping values through `map` as [`Context::clone_op`] does (MLIR's
    /// `RewriterBase::clone`); the clones are created ops, which the
    /// conversion legalizes as any.
    ///
    /// # Panics
    /// Without an insertion point.
    #[track_caller]
    pub fn clone(&mut self, op: OpId, map: &mut crate::ValueMapping) -> OpId {
        let clone = clone_at(self.ctx, &mut self.point, op, map);
        self.record_created(clone);
        clone
    }

    /// Replaces the results of `op` by `values`, one each, and erases it.
    /// A value of another type than the result it replaces reaches the
    /// result's users through a cast, which the conversion resolves (by
    /// a source materialization) if it stays in use.
    ///
    /// # Panics
    /// When the counts differ.
    #[track_caller]
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) -> IrResult<()> {
        self.assert_replacement_count(op, values);
        self.replace_results(op, |i| std::slice::from_ref(&values[i]))
    }

    /// Replaces each result of `op` by the values at its index, any number
    /// of them, and erases it (MLIR's `replaceOpWithMultiple`): the result
    /// of a one-to-many conversion. Users still wanting the result's type
    /// see a cast of those values, resolved as [`Self::replace_op`]'s; a
    /// pattern with a type converter receives the values themselves.
    ///
    /// # Panics
    /// When `values` has not one entry per result.
    #[track_caller]
    pub fn replace_op_with_multiple(&mut self, op: OpId, values: &[Vec<Value>]) -> IrResult<()> {
        let results = self.ctx.num_results(op);
        assert_eq!(
            results,
            values.len(),
            "{} results replaced by {} value lists",
            results,
            values.len()
        );
        self.replace_results(op, |i| &values[i])
    }

    /// Replaces result `i` of `op` by the values `replacement(i)` and
    /// erases it.
    fn replace_results<'v>(
        &mut self,
        op: OpId,
        replacement: impl Fn(usize) -> &'v [Value],
    ) -> IrResult<()> {
        for i in 0..self.ctx.num_results(op) {
            let replacement = replacement(i);
            let result = self.ctx.result(op, i);
            let ty = self.ctx.value_type(result);
            let to = match *replacement {
                [v] if self.ctx.value_type(v) == ty => v,
                [v] => match self.live_source_cast(v, ty) {
                    Some(cast) => cast,
                    None => self.replacement_cast(op, ty, replacement),
                },
                _ => self.replacement_cast(op, ty, replacement),
            };
            // MLIR moves the uses when the conversion commits: until then
            // folds and patterns see the result, and the remapping finds
            // its replacement.
            self.note_replaced(result, to);
        }
        self.erase_op(op)
    }

    /// A cast of `replacement` to `ty` before `op`, standing for a result
    /// of `op` of that type.
    fn replacement_cast(&mut self, op: OpId, ty: Type, replacement: &[Value]) -> Value {
        let loc = self.ctx.op_loc(op);
        let at = InsertPoint::Before(op);
        let cast = self.materialize(at, CastKind::Source, &[ty], replacement, loc)[0];
        if let Some(pending) =
            (self.ctx.defining_op(cast)).and_then(|op| self.state.casts.get_mut(&op))
        {
            pending.replaces_result = true;
        }
        self.map_cast(cast, replacement);
        if let [v] = replacement[..] {
            self.state.sources.insert((v, ty), cast);
        }
        cast
    }

    /// The cast of `value` to `ty` an earlier replacement inserted, if it
    /// is still there.
    fn live_source_cast(&self, value: Value, ty: Type) -> Option<Value> {
        let cast = *self.state.sources.get(&(value, ty))?;
        let op = self.ctx.defining_op(cast)?;
        (self.ctx.is_live(op) && !self.is_erased(op)).then_some(cast)
    }

    /// Erases `op` and what is nested in it when the conversion commits;
    /// until then it stays in place, and patterns no longer see it. Its
    /// results must be unused by then.
    pub fn erase_op(&mut self, op: OpId) -> IrResult<()> {
        if !self.ctx.is_live(op) {
            return Err(crate::IrError::StaleOp(op));
        }
        if self.state.erased.insert(op) {
            self.record(Change::ErasedOp(op));
        }
        Ok(())
    }

    /// Changes `op` in place through `change`, recording what it was.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, change: impl FnOnce(&mut Context) -> R) -> R {
        let snapshot = OpSnapshot::of(self.ctx, op);
        self.record(Change::ModifiedOp(op, Box::new(snapshot)));
        change(self.ctx)
    }

    /// [`Self::modify_op_in_place`] for a change that may not happen:
    /// recorded only when `change` returns `Some`, which on `None` must
    /// leave `op` as it was (a fold that does not fold, tried on every
    /// op a conversion meets, costs no record then).
    pub(super) fn try_modify_op_in_place<R>(
        &mut self,
        op: OpId,
        change: impl FnOnce(&mut Context) -> Option<R>,
    ) -> Option<R> {
        let snapshot = OpSnapshot::of(self.ctx, op);
        let changed = change(self.ctx)?;
        self.record(Change::ModifiedOp(op, Box::new(snapshot)));
        Some(changed)
    }

    /// Replaces the uses of `from` that `replace` selects by `to`.
    pub fn replace_uses_if(
        &mut self,
        from: Value,
        to: Value,
        mut replace: impl FnMut(crate::Use) -> bool,
    ) {
        if from == to {
            return;
        }
        for u in self.ctx.uses(from) {
            if replace(u) {
                let (op, index) = (u.op, u.index as usize);
                self.ctx.set_operand(op, index, to);
                self.record(Change::SetOperand(Box::new(OperandChange {
                    op,
                    index,
                    old: from,
                })));
            }
        }
    }

    pub(super) fn move_op(&mut self, op: OpId, to: InsertPoint) {
        let from = OpPosition::of(self.ctx, op);
        self.ctx.move_op(op, to);
        self.record(Change::MovedOp(op, from.map(Box::new)));
    }

    // ----- blocks and regions ------------------------------------------------

    /// Creates a block with arguments `args` in `region` before `before`
    /// (at its end for `None`) and sets the insertion point to its end.
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        args: &[(Type, Attribute)],
    ) -> BlockId {
        let block = self.ctx.create_block(args);
        self.ctx.insert_block(region, before, block);
        self.record(Change::CreatedBlock(block));
        self.point = Some(InsertPoint::End(block));
        block
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_argument(&mut self, block: BlockId, ty: Type, loc: Attribute) -> Value {
        let v = self.ctx.add_block_arg(block, ty, loc);
        self.record(Change::AddedArgument(block));
        v
    }

    fn move_block(&mut self, block: BlockId, region: RegionId, before: Option<BlockId>) {
        let from = BlockPosition::of(self.ctx, block);
        self.ctx.detach_block(block);
        self.ctx.insert_block(region, before, block);
        self.record(Change::MovedBlock(block, from.map(Box::new)));
    }

    /// Erases `block` and its ops when the conversion commits; it leaves
    /// its region now.
    pub fn erase_block(&mut self, block: BlockId) -> IrResult<()> {
        for op in self.ctx.block_ops(block) {
            self.erase_op(op)?;
        }
        if let Some(from) = BlockPosition::of(self.ctx, block) {
            self.ctx.detach_block(block);
            self.record(Change::ErasedBlock(block, Box::new(from)));
        }
        Ok(())
    }

    /// Moves the blocks of `region` into `dest` before `before` (at its
    /// end for `None`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) {
        for b in self.ctx.blocks(region).to_vec() {
            self.move_block(b, dest, before);
        }
    }

    /// Splits `block` before `op`: `op` and the ops after it move to a new
    /// block without arguments after `block`, which it returns.
    pub fn split_block(&mut self, block: BlockId, op: Option<OpId>) -> BlockId {
        let new = self.ctx.create_block(&[]);
        self.record(Change::CreatedBlock(new));
        if let Some(r) = self.ctx.block_parent_region(block) {
            let next = BlockPosition::of(self.ctx, block).and_then(|p| p.next());
            self.ctx.insert_block(r, next, new);
        }
        let mut cur = op;
        while let Some(o) = cur {
            cur = self.ctx.next_op(o);
            self.ctx.move_op(o, InsertPoint::End(new));
        }
        // One record for the ops moved: undone, they go back to the end
        // of `block` (before the undo of the block's creation).
        self.record(Change::SplitBlock(block, new));
        new
    }

    /// Moves the ops of `source` before `op`, its arguments replaced by
    /// `args`, and erases `source` (MLIR's `inlineBlockBefore`).
    ///
    /// # Panics
    /// When `args` does not match the block's arguments in number.
    #[track_caller]
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        op: OpId,
        args: &[Value],
    ) -> IrResult<()> {
        self.inline_block(source, InsertPoint::Before(op), args)
    }

    /// Moves the ops of `source` to the end of `dest`, its arguments
    /// replaced by `args`, and erases `source` (MLIR's `mergeBlocks`).
    #[track_caller]
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[Value]) -> IrResult<()> {
        self.inline_block(source, InsertPoint::End(dest), args)
    }

    #[track_caller]
    fn inline_block(&mut self, source: BlockId, at: InsertPoint, args: &[Value]) -> IrResult<()> {
        self.replace_block_args(source, args);
        for (p, &a) in self.ctx.block_args(source).into_iter().zip(args) {
            self.note_replaced(p, a);
        }
        for moved in self.ctx.block_ops(source) {
            self.move_op(moved, at);
        }
        self.erase_block(source)
    }

    /// Reports why `op` did not match and returns `Ok(false)`, so that a
    /// pattern can end with `return rewriter.notify_match_failure(op, "...")`.
    pub fn notify_match_failure(
        &mut self,
        _op: OpId,
        _reason: impl std::fmt::Display,
    ) -> IrResult<bool> {
        Ok(false)
    }
}

rewriter_op_creator!(ConversionPatternRewriter);
