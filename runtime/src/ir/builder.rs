//! Creating, inserting, moving, erasing, walking and cloning IR.

use super::attrs::{Attribute, Symbol};
use super::structure::*;
use super::types::Type;
use crate::context::{Context, IrError, IrResult};
use rustc_hash::FxHashMap;

/// Values mapped to the values that stand for them: what cloning and
/// inlining record (MLIR's `IRMapping`, for values).
pub type ValueMapping = FxHashMap<Value, Value>;

/// Everything needed to create an operation (MLIR's `OperationState`):
/// filled by a generated `build` function or by hand, then given to
/// [`OpBuilder::insert`] (or [`Context::create_op`] for a detached op).
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The full name, `dialect.mnemonic`.
    pub name: Symbol,
    /// The location.
    pub loc: Attribute,
    /// The operands, in order; live values.
    pub operands: Vec<Value>,
    /// The types of the results, one per result.
    pub result_types: Vec<Type>,
    /// Discardable attributes in any order; they are sorted on creation.
    pub attributes: Vec<(Symbol, Attribute)>,
    /// Inherent attributes and properties (`<{...}>`) as a dictionary
    /// attribute; `None` for none.
    pub properties: Option<Attribute>,
    /// Regions made with [`Context::create_region`], not yet attached.
    pub regions: Vec<RegionId>,
    /// The blocks a terminator branches to.
    pub successors: Vec<BlockId>,
}

impl OperationState {
    /// An empty state for an operation named `name` (interned here) at
    /// `loc`.
    pub fn new(ctx: &mut Context, name: &str, loc: Attribute) -> OperationState {
        let name = ctx.symbol(name);
        Self::named(name, loc)
    }

    /// A state for an operation whose name is already interned.
    pub fn named(name: Symbol, loc: Attribute) -> OperationState {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            attributes: Vec::new(),
            properties: None,
            regions: Vec::new(),
            successors: Vec::new(),
        }
    }
}

/// What [`Context::create_op_parts`] stores, borrowed: the parser fills it
/// from its own buffers, with the attributes already uniqued.
pub(crate) struct OpParts<'s> {
    pub name: Symbol,
    pub loc: Attribute,
    pub operands: &'s [Value],
    pub result_types: &'s [Type],
    pub attrs: Attribute,
    pub properties: Option<Attribute>,
    pub regions: &'s [RegionId],
    pub successors: &'s [BlockId],
}

/// Where a builder inserts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// After the last operation of the block.
    End(BlockId),
    /// Before the first operation of the block.
    Start(BlockId),
    /// Just before the operation (which must be in a block).
    Before(OpId),
    /// Just after the operation (which must be in a block).
    After(OpId),
}

/// Creates operations at an insertion point (MLIR's `OpBuilder`);
/// successive insertions come out in program order. The typed
/// [`create`](OpBuilder::create) of generated ops goes through it.
#[derive(Clone, Copy, Debug)]
pub struct OpBuilder {
    /// Where the next operation goes.
    pub point: InsertPoint,
}

impl OpBuilder {
    /// A builder that appends to `block`.
    pub fn at_end(block: BlockId) -> OpBuilder {
        OpBuilder {
            point: InsertPoint::End(block),
        }
    }

    /// A builder that inserts before `op`, which must be in a block.
    pub fn before(op: OpId) -> OpBuilder {
        OpBuilder {
            point: InsertPoint::Before(op),
        }
    }

    /// Creates the operation and inserts it; later insertions follow it.
    #[track_caller]
    pub fn insert(&mut self, ctx: &mut Context, mut state: OperationState) -> OpId {
        self.insert_from(ctx, &mut state)
    }

    /// [`OpBuilder::insert`] from a state that stays reusable (see
    /// [`Context::create_op_from`]).
    #[track_caller]
    pub fn insert_from(&mut self, ctx: &mut Context, state: &mut OperationState) -> OpId {
        let op = ctx.create_op_from(state);
        self.insert_existing(ctx, op);
        op
    }

    /// Inserts `op`, detached, at the point; later insertions follow it.
    #[track_caller]
    pub fn insert_existing(&mut self, ctx: &mut Context, op: OpId) {
        ctx.insert_op(self.point, op);
        if let InsertPoint::After(_) | InsertPoint::Start(_) = self.point {
            self.point = InsertPoint::After(op);
        }
    }
}

/// What the generated one-call `create` functions create operations with:
/// a context and an insertion point, as MLIR's `OpBuilder` is. A
/// [`Builder`] is one, and so is a
/// [`PatternRewriter`](crate::rewrite::PatternRewriter), whose listener
/// then hears of the new op.
pub trait OpCreator {
    /// The context the operations are created in.
    fn context(&mut self) -> &mut Context;

    /// Creates the operation from `state` and inserts it at the insertion
    /// point; later insertions follow it.
    fn insert_state(&mut self, state: OperationState) -> OpId;
}

/// A context with an insertion point (MLIR's `OpBuilder`): what the
/// generated `create` functions take, so that an op is made in one call,
/// `AddIOp::create(&mut b, loc, lhs, rhs)`.
pub struct Builder<'c> {
    /// The context the operations are created in.
    pub ctx: &'c mut Context,
    /// Where the next operation goes.
    pub at: OpBuilder,
}

impl<'c> Builder<'c> {
    /// A builder that appends to `block`.
    pub fn at_end(ctx: &'c mut Context, block: BlockId) -> Builder<'c> {
        Builder {
            ctx,
            at: OpBuilder::at_end(block),
        }
    }

    /// A builder that inserts before `op`, which must be in a block.
    pub fn before(ctx: &'c mut Context, op: OpId) -> Builder<'c> {
        Builder {
            ctx,
            at: OpBuilder::before(op),
        }
    }

    /// A builder that inserts at `point`.
    pub fn at(ctx: &'c mut Context, point: InsertPoint) -> Builder<'c> {
        Builder {
            ctx,
            at: OpBuilder { point },
        }
    }
}

/// A builder reads and makes IR as its context does: `op.result(&b)`,
/// `b.i64_type()`.
impl std::ops::Deref for Builder<'_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.ctx
    }
}

impl std::ops::DerefMut for Builder<'_> {
    fn deref_mut(&mut self) -> &mut Context {
        self.ctx
    }
}

impl OpCreator for Builder<'_> {
    fn context(&mut self) -> &mut Context {
        self.ctx
    }

    #[track_caller]
    fn insert_state(&mut self, mut state: OperationState) -> OpId {
        self.at.insert_from(self.ctx, &mut state)
    }
}

/// Whether [`Context::walk`] visits an operation before or after its regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkOrder {
    /// The operation first, then what is nested in it.
    PreOrder,
    /// What is nested first, then the operation.
    PostOrder,
}

/// What a visit of [`Context::walk_until`] asks for next (MLIR's
/// `WalkResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkResult {
    /// Go on.
    Advance,
    /// Stop the whole walk.
    Interrupt,
    /// Leave out what is nested in this operation (in pre-order; after
    /// them, in post-order, it is [`WalkResult::Advance`]).
    Skip,
}

impl Context {
    /// Creates a detached operation. Its operands must be live values, its
    /// regions detached (made with [`Context::create_region`]) and its
    /// successors live blocks: anything else is a programming error and
    /// panics.
    #[track_caller]
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        // The state is dropped after: its attribute list becomes the
        // dictionary without the copy that a reused state needs.
        let attrs = self.dictionary(std::mem::take(&mut state.attributes));
        self.create_op_with(&mut state, attrs)
    }

    /// Creates a detached operation from `state` as MLIR's
    /// `Operation::create` does: the regions move into the operation, and
    /// the rest of the state stays, so that one state can make many
    /// operations without allocating.
    #[track_caller]
    pub fn create_op_from(&mut self, state: &mut OperationState) -> OpId {
        let attrs = self.dictionary(state.attributes.clone());
        self.create_op_with(state, attrs)
    }

    /// `create_op_from` with the attribute dictionary already made.
    #[track_caller]
    fn create_op_with(&mut self, state: &mut OperationState, attrs: Attribute) -> OpId {
        for &v in &state.operands {
            self.value_slot(v);
        }
        for &r in &state.regions {
            if self.region(r).parent.is_some() {
                panic!("region {r:?} is given to a new operation but already has a parent");
            }
        }
        for &b in &state.successors {
            self.block(b);
        }
        let regions = std::mem::take(&mut state.regions);
        self.create_op_parts(OpParts {
            name: state.name,
            loc: state.loc,
            operands: &state.operands,
            result_types: &state.result_types,
            attrs,
            properties: state.properties,
            regions: &regions,
            successors: &state.successors,
        })
    }

    /// Stores a detached operation from checked parts: its operands linked
    /// into their use lists, its regions given it as parent.
    pub(crate) fn create_op_parts(&mut self, mut parts: OpParts<'_>) -> OpId {
        // A registered op holds the defaults it was not given, as MLIR's
        // `initProperties` fills them whichever way the op is created.
        if let Some(populate) = self
            .registry
            .get(parts.name)
            .and_then(|info| info.populate_default_properties)
        {
            let key = (parts.name, parts.properties);
            parts.properties = match self.populated_properties.get(&key) {
                Some(&properties) => properties,
                None => {
                    let properties = populate(self, parts.properties);
                    self.populated_properties.insert(key, properties);
                    properties
                }
            };
        }
        let op = self.store_op(&parts);
        for i in 0..parts.operands.len() {
            self.link_use(op, i as u32);
        }
        op
    }

    /// Stores a detached operation as `parts` give it, its regions given it
    /// as parent, and its operands not linked into use lists.
    pub(crate) fn store_op(&mut self, parts: &OpParts<'_>) -> OpId {
        let operands: smallvec::SmallVec<[Operand; 4]> = parts
            .operands
            .iter()
            .map(|&value| Operand::unlinked(value))
            .collect();
        let results: smallvec::SmallVec<[ValueSlot; 4]> = parts
            .result_types
            .iter()
            .map(|&ty| ValueSlot::unused(ty))
            .collect();
        let op = self.ops.insert(OpData {
            name: parts.name,
            loc: parts.loc,
            operands: self.operand_pool.alloc(&operands),
            results: self.result_pool.alloc(&results),
            attrs: parts.attrs,
            properties: parts.properties,
            regions: self.region_pool.alloc(parts.regions),
            successors: self.successor_pool.alloc(parts.successors),
            parent: None,
            prev: None,
            next: None,
        });
        for &r in parts.regions {
            self.region_mut(r).parent = Some(op);
        }
        op
    }

    /// Creates a detached region.
    pub fn create_region(&mut self) -> RegionId {
        self.regions.insert(RegionData {
            blocks: Vec::new(),
            parent: None,
        })
    }

    /// Creates a detached block with arguments of the given types and
    /// locations.
    pub fn create_block(&mut self, args: &[(Type, Attribute)]) -> BlockId {
        self.blocks.insert(BlockData {
            args: args.iter().map(|&(ty, _)| ValueSlot::unused(ty)).collect(),
            arg_locs: args.iter().map(|&(_, l)| l).collect(),
            first: None,
            last: None,
            parent: None,
        })
    }

    /// Appends an argument to a block and returns it.
    #[track_caller]
    pub fn add_block_arg(&mut self, b: BlockId, ty: Type, loc: Attribute) -> Value {
        let d = self.block_mut(b);
        d.args.push(ValueSlot::unused(ty));
        d.arg_locs.push(loc);
        Value::Arg(b, d.args.len() as u32 - 1)
    }

    /// Appends a detached block to a region; a block that already has a
    /// region is a programming error and panics.
    #[track_caller]
    pub fn append_block(&mut self, r: RegionId, b: BlockId) {
        if self.block(b).parent.is_some() {
            panic!("block {b:?} is appended to a region but already has one");
        }
        self.region_mut(r).blocks.push(b);
        self.block_mut(b).parent = Some(r);
    }

    /// Inserts a detached block into region `r` before block `before` (at
    /// the end for `None`), which must be in `r`.
    #[track_caller]
    pub fn insert_block(&mut self, r: RegionId, before: Option<BlockId>, b: BlockId) {
        if self.block(b).parent.is_some() {
            panic!("block {b:?} is inserted in a region but already has one");
        }
        let at = match before {
            None => self.region(r).blocks.len(),
            Some(x) => match self.region(r).blocks.iter().position(|&y| y == x) {
                Some(i) => i,
                None => panic!("cannot insert before block {x:?}: it is not in region {r:?}"),
            },
        };
        self.region_mut(r).blocks.insert(at, b);
        self.block_mut(b).parent = Some(r);
    }

    /// Removes a block from its region, keeping it (its operations, and
    /// the uses of its arguments).
    #[track_caller]
    pub fn detach_block(&mut self, b: BlockId) {
        if let Some(r) = self.block(b).parent {
            self.region_mut(r).blocks.retain(|&x| x != b);
            self.block_mut(b).parent = None;
        }
    }

    /// Inserts a detached operation at `point`; an operation that is
    /// already in a block, or an anchor that is not, is a programming error
    /// and panics.
    #[track_caller]
    pub fn insert_op(&mut self, point: InsertPoint, op: OpId) {
        if self.op(op).parent.is_some() {
            panic!("operation {op:?} is inserted but already is in a block");
        }
        let anchored = |ctx: &Context, anchor: OpId| match ctx.parent_block(anchor) {
            Some(b) => (b, ctx.prev_op(anchor), ctx.next_op(anchor)),
            None => panic!("cannot insert next to operation {anchor:?}: it is in no block"),
        };
        let (block, prev, next) = match point {
            InsertPoint::End(b) => (b, self.block(b).last, None),
            InsertPoint::Start(b) => (b, None, self.block(b).first),
            InsertPoint::Before(anchor) => {
                let (b, prev, _) = anchored(self, anchor);
                (b, prev, Some(anchor))
            }
            InsertPoint::After(anchor) => {
                let (b, _, next) = anchored(self, anchor);
                (b, Some(anchor), next)
            }
        };
        {
            let d = self.op_mut(op);
            d.parent = Some(block.slot());
            d.prev = prev.map(OpId::slot);
            d.next = next.map(OpId::slot);
        }
        match prev {
            Some(p) => self.op_mut(p).next = Some(op.slot()),
            None => self.block_mut(block).first = Some(op),
        }
        match next {
            Some(n) => self.op_mut(n).prev = Some(op.slot()),
            None => self.block_mut(block).last = Some(op),
        }
    }

    /// Appends a detached operation to a block.
    #[track_caller]
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.insert_op(InsertPoint::End(block), op)
    }

    /// Removes an operation from its block, keeping it (and its uses).
    #[track_caller]
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.parent_block(op) else {
            return;
        };
        let (prev, next) = (self.prev_op(op), self.next_op(op));
        match prev {
            Some(p) => self.op_mut(p).next = next.map(OpId::slot),
            None => self.block_mut(block).first = next,
        }
        match next {
            Some(n) => self.op_mut(n).prev = prev.map(OpId::slot),
            None => self.block_mut(block).last = prev,
        }
        let d = self.op_mut(op);
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Moves an operation to another place.
    #[track_caller]
    pub fn move_op(&mut self, op: OpId, point: InsertPoint) {
        self.detach_op(op);
        self.insert_op(point, op)
    }

    /// Erases an operation and everything nested in it. Its results must
    /// have no uses outside of what is erased: [`IrError::ResultsInUse`]
    /// otherwise, and nothing changes.
    #[track_caller]
    pub fn erase_op(&mut self, op: OpId) -> IrResult<()> {
        for slot in self.op_results(op) {
            if let Some(u) = slot.first_use {
                if !self.is_nested_in(self.ops.at_slot(u.slot), op) {
                    return Err(IrError::ResultsInUse(op));
                }
            }
        }
        self.detach_op(op);
        self.erase_op_unchecked(op);
        Ok(())
    }

    /// Whether `op` is `ancestor` or nested in one of its regions.
    #[track_caller]
    pub fn is_nested_in(&self, op: OpId, ancestor: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o == ancestor {
                return true;
            }
            cur = self.parent_op(o);
        }
        false
    }

    /// Erases an operation whose results may still be used by operations
    /// that are erased too, in any order (dead-code removal).
    pub(crate) fn erase_op_with_uses(&mut self, op: OpId) {
        self.detach_op(op);
        self.erase_op_unchecked(op);
    }

    /// Erases a block whose values may still be used by operations that
    /// are erased too.
    pub(crate) fn erase_block_with_uses(&mut self, b: BlockId) {
        let mut cur = self.block(b).last;
        while let Some(o) = cur {
            cur = self.prev_op(o);
            self.erase_op_unchecked(o);
        }
        self.detach_block(b);
        self.blocks.remove(b);
    }

    /// Erases the unused arguments of `b` that `erase` selects; the others
    /// are renumbered, and so are their uses.
    #[track_caller]
    pub fn erase_block_args(&mut self, b: BlockId, mut erase: impl FnMut(usize) -> bool) {
        let n = self.block(b).args.len();
        let gone: Vec<bool> = (0..n)
            .map(|i| erase(i) && self.block(b).args[i].first_use.is_none())
            .collect();
        let mut next = 0u32;
        for (i, &g) in gone.iter().enumerate() {
            if g {
                continue;
            }
            if next != i as u32 {
                for u in self.uses(Value::Arg(b, i as u32)) {
                    self.op_operands_mut(u.op)[u.index as usize].value = Value::Arg(b, next);
                }
            }
            next += 1;
        }
        let d = self.block_mut(b);
        let mut keep = gone.iter().map(|g| !g);
        d.args.retain(|_| keep.next().unwrap_or(true));
        let mut keep = gone.iter().map(|g| !g);
        d.arg_locs.retain(|_| keep.next().unwrap_or(true));
    }

    fn erase_op_unchecked(&mut self, op: OpId) {
        self.free_op(op, true);
    }

    /// Frees `op` and what it holds. With `unlink`, its operands leave
    /// their values' use lists; without, the lists are left as they are,
    /// which is right only when every use of every value involved is freed
    /// too.
    fn free_op(&mut self, op: OpId, unlink: bool) {
        let data = self.op(op);
        let n_operands = data.operands.len();
        if !data.regions.is_empty() {
            for r in self.regions(op).to_vec() {
                crate::stack::grow(|| self.free_region_blocks(r, unlink));
                self.regions.remove(r);
            }
        }
        if unlink {
            for i in 0..n_operands {
                self.unlink_use(op, i as u32);
            }
        }
        if let Some(data) = self.ops.remove(op) {
            self.operand_pool.free(data.operands);
            self.result_pool.free(data.results);
            self.region_pool.free(data.regions);
            self.successor_pool.free(data.successors);
        }
    }

    /// Frees the blocks of region `r` with their operations (see
    /// [`Context::free_op`] for `unlink`), leaving the region empty.
    fn free_region_blocks(&mut self, r: RegionId, unlink: bool) {
        for b in std::mem::take(&mut self.region_mut(r).blocks) {
            // Uses may cross blocks of the region being erased.
            let mut cur = self.block(b).last;
            while let Some(o) = cur {
                cur = self.prev_op(o);
                self.free_op(o, unlink);
            }
            self.blocks.remove(b);
        }
    }

    /// Frees the blocks of region `r` whose values are used only there, as
    /// the regions of an op isolated from above are, without unlinking any
    /// use (the blocks were copied to another context).
    pub(crate) fn discard_region_blocks(&mut self, r: RegionId) {
        self.free_region_blocks(r, false);
    }

    /// Erases a block with its operations; its arguments must be unused:
    /// [`IrError::ArgumentsInUse`] otherwise, and nothing changes.
    #[track_caller]
    pub fn erase_block(&mut self, b: BlockId) -> IrResult<()> {
        if self.block(b).args.iter().any(|a| a.first_use.is_some()) {
            return Err(IrError::ArgumentsInUse(b));
        }
        let mut cur = self.block(b).last;
        while let Some(o) = cur {
            cur = self.prev_op(o);
            self.erase_op_unchecked(o);
        }
        if let Some(r) = self.block(b).parent {
            self.region_mut(r).blocks.retain(|&x| x != b);
        }
        self.blocks.remove(b);
        Ok(())
    }

    /// Visits `op` and every operation nested in it.
    #[track_caller]
    pub fn walk(&self, op: OpId, order: WalkOrder, f: &mut dyn FnMut(OpId)) {
        self.walk_until(op, order, &mut |o| {
            f(o);
            WalkResult::Advance
        });
    }

    /// Visits `op` and every operation nested in it until `f` interrupts
    /// the walk, as MLIR's `walk` with a callback returning a
    /// `WalkResult`: [`WalkResult::Interrupt`] when it was interrupted,
    /// else [`WalkResult::Advance`].
    #[track_caller]
    pub fn walk_until(
        &self,
        op: OpId,
        order: WalkOrder,
        f: &mut dyn FnMut(OpId) -> WalkResult,
    ) -> WalkResult {
        if order == WalkOrder::PreOrder {
            match f(op) {
                WalkResult::Advance => {}
                WalkResult::Skip => return WalkResult::Advance,
                WalkResult::Interrupt => return WalkResult::Interrupt,
            }
        }
        for &r in self.regions(op) {
            for &b in &self.region(r).blocks {
                let mut cur = self.block(b).first;
                while let Some(o) = cur {
                    cur = self.next_op(o);
                    if crate::stack::grow(|| self.walk_until(o, order, f)) == WalkResult::Interrupt
                    {
                        return WalkResult::Interrupt;
                    }
                }
            }
        }
        if order == WalkOrder::PostOrder && f(op) == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    }

    /// Deep-clones an operation (detached), mapping values through `map`:
    /// operands defined outside keep their value unless mapped, and every
    /// value of the clone is recorded in `map`.
    #[track_caller]
    pub fn clone_op(&mut self, op: OpId, map: &mut ValueMapping) -> OpId {
        let mut block_map = FxHashMap::default();
        self.clone_op_inner(op, map, &mut block_map)
    }

    /// Deep-clones the blocks of region `src` into region `dest` before
    /// block `before` (at its end for `None`), mapping values through
    /// `map` as [`Context::clone_op`] does, and returns the new blocks
    /// (MLIR's `Region::cloneInto`). Successors between the blocks of
    /// `src` point to their clones; block arguments `map` maps already
    /// are left out of the clones.
    #[track_caller]
    pub fn clone_region_into(
        &mut self,
        src: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
        map: &mut FxHashMap<Value, Value>,
    ) -> Vec<BlockId> {
        let mut block_map = FxHashMap::default();
        self.clone_blocks_into(src, dest, before, map, &mut block_map)
    }

    /// The blocks of `src` cloned into `dest` before `before`: the blocks
    /// and their arguments first, then their operations.
    fn clone_blocks_into(
        &mut self,
        src: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
        map: &mut FxHashMap<Value, Value>,
        block_map: &mut FxHashMap<BlockId, BlockId>,
    ) -> Vec<BlockId> {
        let blocks = self.region(src).blocks.clone();
        let mut new_blocks = Vec::with_capacity(blocks.len());
        for &b in &blocks {
            // An argument mapped already (an inlined entry block's) is
            // not cloned, as in MLIR.
            let args: Vec<(u32, Type, Attribute)> = {
                let d = self.block(b);
                (0..d.args.len() as u32)
                    .filter(|&i| !map.contains_key(&Value::Arg(b, i)))
                    .map(|i| (i, d.args[i as usize].ty, d.arg_locs[i as usize]))
                    .collect()
            };
            let typed: Vec<(Type, Attribute)> = args.iter().map(|&(_, t, l)| (t, l)).collect();
            let nb = self.create_block(&typed);
            for (new_index, &(i, _, _)) in args.iter().enumerate() {
                map.insert(Value::Arg(b, i), Value::Arg(nb, new_index as u32));
            }
            block_map.insert(b, nb);
            self.insert_block(dest, before, nb);
            new_blocks.push(nb);
        }
        for (&b, &nb) in blocks.iter().zip(&new_blocks) {
            for o in self.block_ops(b) {
                let c = crate::stack::grow(|| self.clone_op_inner(o, map, block_map));
                self.append_op(nb, c);
            }
        }
        new_blocks
    }

    fn clone_op_inner(
        &mut self,
        op: OpId,
        map: &mut FxHashMap<Value, Value>,
        block_map: &mut FxHashMap<BlockId, BlockId>,
    ) -> OpId {
        let attrs = self.attrs(op).to_vec();
        let (name, loc, properties) = {
            let d = self.op(op);
            (d.name, d.loc, d.properties)
        };
        let result_types: Vec<Type> = self.op_results(op).iter().map(|r| r.ty).collect();
        let regions = self.regions(op).to_vec();
        // Regions first, so that blocks exist for successors inside them.
        let mut new_regions = Vec::with_capacity(regions.len());
        for r in regions {
            let nr = self.create_region();
            self.clone_blocks_into(r, nr, None, map, block_map);
            new_regions.push(nr);
        }
        let operands = self
            .op_operands(op)
            .iter()
            .map(|o| *map.get(&o.value).unwrap_or(&o.value))
            .collect();
        let successors = self
            .successors(op)
            .iter()
            .map(|b| *block_map.get(b).unwrap_or(b))
            .collect();
        let new = self.create_op(OperationState {
            name,
            loc,
            operands,
            result_types,
            attributes: attrs,
            properties,
            regions: new_regions,
            successors,
        });
        for i in 0..self.op(op).results.len() as u32 {
            map.insert(Value::Result(op, i), Value::Result(new, i));
        }
        new
    }
}
