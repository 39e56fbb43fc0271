//! The rewriter conversion patterns change the IR through (MLIR's
//! `ConversionPatternRewriter`): every change is recorded so that it can
//! be undone, erased ops stay in place until the conversion commits, and
//! a replacement of another type goes through a cast that the conversion
//! resolves at its end.

use super::journal::{BlockPosition, Change, OpPosition, OpSnapshot};
use super::materialize::{unrealized_cast, MaterializationBuilder};
use super::signature::{InputMapping, SignatureConversion};
use super::type_converter::TypeConverter;
use crate::ir::builder::InsertPoint;
use crate::ods::op::Op;
use crate::rewrite::rewriter::{common_rewriter_methods, insert_at};
use crate::{Attribute, BlockId, Context, IrResult, OpId, OperationState, RegionId, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

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
}

/// What a conversion in progress knows besides the IR.
#[derive(Default)]
pub(super) struct State {
    pub(super) journal: Vec<Change>,
    /// Ops erased or replaced: they go when the conversion commits.
    pub(super) erased: FxHashSet<OpId>,
    /// The casts the conversion inserted.
    pub(super) casts: FxHashMap<OpId, PendingCast>,
    /// For a source cast's result, the converted value it stands for.
    pub(super) mapping: FxHashMap<Value, Value>,
    /// For a result of a replaced op or an argument of an inlined block,
    /// its replacement: uses of it made after the replacement are
    /// forwarded when the conversion commits, as MLIR replaces them then.
    pub(super) replaced: FxHashMap<Value, Value>,
    /// The pattern being applied.
    pub(super) pattern: Option<usize>,
}

/// Changes the IR for a conversion pattern; it reads as the [`Context`]
/// (it derefs to it). Changes made through [`ConversionPatternRewriter::context`]
/// are not recorded and cannot be undone: make them through its methods.
pub struct ConversionPatternRewriter<'a> {
    ctx: &'a mut Context,
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
            if self.state.erased.contains(&o) {
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
            if !self.state.erased.contains(&op) {
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

    // ----- ops --------------------------------------------------------------

    /// Creates an op from `state` at the insertion point.
    ///
    /// # Panics
    /// Without an insertion point.
    #[track_caller]
    pub fn insert(&mut self, state: OperationState) -> OpId {
        let op = insert_at(self.ctx, &mut self.point, state);
        self.record(Change::CreatedOp(op));
        op
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
        for (i, &v) in values.iter().enumerate() {
            let result = self.ctx.result(op, i);
            let ty = self.ctx.value_type(result);
            let to = if self.ctx.value_type(v) == ty {
                v
            } else {
                let loc = self.ctx.op_loc(op);
                let cast =
                    self.materialize(InsertPoint::Before(op), CastKind::Source, &[ty], &[v], loc);
                self.state.mapping.insert(cast[0], v);
                self.record(Change::Mapped(cast[0]));
                cast[0]
            };
            self.replace_value(result, to);
        }
        self.erase_op(op)
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
                let index = u.index as usize;
                self.ctx.set_operand(u.op, index, to);
                self.record(Change::SetOperand {
                    op: u.op,
                    index,
                    old: from,
                });
            }
        }
    }

    fn move_op(&mut self, op: OpId, to: InsertPoint) {
        let from = OpPosition::of(self.ctx, op);
        self.ctx.move_op(op, to);
        self.record(Change::MovedOp(op, from));
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
        self.record(Change::MovedBlock(block, from));
    }

    /// Erases `block` and its ops when the conversion commits; it leaves
    /// its region now.
    pub fn erase_block(&mut self, block: BlockId) -> IrResult<()> {
        for op in self.ctx.block_ops(block) {
            self.erase_op(op)?;
        }
        if let Some(from) = BlockPosition::of(self.ctx, block) {
            self.ctx.detach_block(block);
            self.record(Change::ErasedBlock(block, from));
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

    // ----- type conversion ---------------------------------------------------

    /// Inserts a cast of `inputs` to `types` at `at`, to resolve when the
    /// conversion commits.
    pub(super) fn materialize(
        &mut self,
        at: InsertPoint,
        kind: CastKind,
        types: &[Type],
        inputs: &[Value],
        loc: Attribute,
    ) -> Vec<Value> {
        let mut builder = MaterializationBuilder::new(self.ctx, at);
        let cast = unrealized_cast(&mut builder, types, inputs, loc);
        self.record(Change::CreatedOp(cast));
        let pattern = self.state.pattern;
        self.state.casts.insert(cast, PendingCast { kind, pattern });
        self.ctx.results(cast)
    }

    /// The value `value` stands for after the conversion so far (MLIR's
    /// `getRemappedValue`): what replaced it, through the casts the
    /// conversion inserted.
    pub fn get_remapped_value(&self, value: Value) -> Value {
        let mut v = value;
        while let Some(next) = self.next_mapped(v) {
            v = next;
        }
        v
    }

    /// What `value` was replaced by, or the value a cast result stands for.
    fn next_mapped(&self, value: Value) -> Option<Value> {
        let state = &self.state;
        state
            .replaced
            .get(&value)
            .or_else(|| state.mapping.get(&value))
            .copied()
    }

    /// Replaces every use of `from`, a value that goes away, by `to`, and
    /// remembers it for the uses made later.
    fn replace_value(&mut self, from: Value, to: Value) {
        self.replace_all_uses_with(from, to);
        self.note_replaced(from, to);
    }

    fn note_replaced(&mut self, from: Value, to: Value) {
        if from != to {
            self.state.replaced.insert(from, to);
            self.record(Change::Replaced(from));
        }
    }

    /// Forwards to their replacements the uses that live ops made of
    /// replaced values after they were replaced.
    pub(super) fn forward_replaced_values(&mut self) {
        let replaced: Vec<Value> = self.state.replaced.keys().copied().collect();
        for old in replaced {
            if !self.ctx.is_live(old) {
                continue;
            }
            let mut to = old;
            while let Some(&next) = self.state.replaced.get(&to) {
                to = next;
            }
            let late: Vec<crate::Use> = self
                .ctx
                .use_iter(old)
                .filter(|u| !self.is_erased(u.op))
                .collect();
            for u in late {
                let index = u.index as usize;
                self.ctx.set_operand(u.op, index, to);
                self.record(Change::SetOperand {
                    op: u.op,
                    index,
                    old,
                });
            }
        }
    }

    /// The remapped `value` as a value of the type `converter` converts
    /// its type to, cast to it before `op` when needed; `None` when the
    /// type does not convert to one type.
    pub(super) fn remap_converted(
        &mut self,
        converter: &TypeConverter,
        value: Value,
        op: OpId,
    ) -> Option<Value> {
        let ty = self.ctx.value_type(value);
        let desired = converter.convert_type(self.ctx, ty)?;
        let mut chain = vec![value];
        while let Some(next) = self.next_mapped(*chain.last()?) {
            chain.push(next);
        }
        if let Some(&found) = chain
            .iter()
            .rev()
            .find(|&&v| self.ctx.value_type(v) == desired)
        {
            return Some(found);
        }
        let latest = *chain.last()?;
        let loc = self.ctx.op_loc(op);
        let at = InsertPoint::Before(op);
        Some(self.materialize(at, CastKind::Target, &[desired], &[latest], loc)[0])
    }

    /// Gives `block` the arguments `conversion` describes (MLIR's
    /// `applySignatureConversion`): a new block with the converted
    /// arguments takes its place and its ops; each original argument is
    /// replaced by its new argument, the value it was remapped to, or a
    /// cast of its new arguments to its type. Returns the new block.
    pub fn apply_signature_conversion(
        &mut self,
        block: BlockId,
        conversion: &SignatureConversion,
    ) -> IrResult<BlockId> {
        let Some(region) = self.ctx.block_parent_region(block) else {
            return Err(crate::IrError::Invalid(
                "a signature conversion of a block in no region".into(),
            ));
        };
        let fallback = match self.ctx.region_parent_op(region) {
            Some(parent) => self.ctx.op_loc(parent),
            None => self.ctx.unknown_loc(),
        };
        let mut args: Vec<(Type, Attribute)> = conversion
            .converted_types()
            .iter()
            .map(|&t| (t, fallback))
            .collect();
        for i in 0..self.ctx.num_block_args(block) {
            if let Some(InputMapping::Args { start, len }) = conversion.input_mapping(i) {
                let loc = self.ctx.block_arg_loc(block, i);
                for arg in &mut args[*start..start + len] {
                    arg.1 = loc;
                }
            }
        }
        let new = self.create_block(region, Some(block), &args);
        for op in self.ctx.block_ops(block) {
            self.move_op(op, InsertPoint::End(new));
        }
        let new_args = self.ctx.block_args(new);
        for (i, old) in self.ctx.block_args(block).into_iter().enumerate() {
            let ty = self.ctx.value_type(old);
            let arg_loc = self.ctx.block_arg_loc(block, i);
            let replacement = match conversion.input_mapping(i) {
                Some(InputMapping::Value(v)) => *v,
                Some(InputMapping::Args { start, len: 1 })
                    if self.ctx.value_type(new_args[*start]) == ty =>
                {
                    new_args[*start]
                }
                _ if !self.ctx.has_uses(old) => continue,
                mapping => {
                    let inputs = match mapping {
                        Some(InputMapping::Args { start, len }) => &new_args[*start..start + len],
                        _ => &[][..],
                    };
                    let at = InsertPoint::Start(new);
                    let cast = self.materialize(at, CastKind::Source, &[ty], inputs, arg_loc)[0];
                    if let [one] = inputs {
                        self.state.mapping.insert(cast, *one);
                        self.record(Change::Mapped(cast));
                    }
                    cast
                }
            };
            self.replace_value(old, replacement);
        }
        self.erase_block(block)?;
        Ok(new)
    }

    /// Converts the argument types of every block of `region` with
    /// `converter` (MLIR's `convertRegionTypes`); `entry` gives the entry
    /// block's conversion instead. Returns the new entry block, `None`
    /// when a type does not convert (nothing is changed then).
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        converter: &TypeConverter,
        entry: Option<&SignatureConversion>,
    ) -> IrResult<Option<BlockId>> {
        let blocks = self.ctx.blocks(region).to_vec();
        let mut conversions = Vec::with_capacity(blocks.len());
        for (i, &b) in blocks.iter().enumerate() {
            if let (0, Some(entry)) = (i, entry) {
                conversions.push(entry.clone());
                continue;
            }
            let types = self.ctx.value_types(self.ctx.block_args(b));
            let mut conversion = SignatureConversion::new(types.len());
            if !converter.convert_signature_args(self.ctx, &types, &mut conversion) {
                return Ok(None);
            }
            conversions.push(conversion);
        }
        let mut first = None;
        for (b, conversion) in blocks.into_iter().zip(&conversions) {
            let new = self.apply_signature_conversion(b, conversion)?;
            first.get_or_insert(new);
        }
        Ok(first)
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
