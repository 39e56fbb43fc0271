//! What the ownership-based deallocation knows as it goes (MLIR's
//! `Ownership` and `DeallocationState`): for each memref and block, who
//! owns it (an `i1` indicator, or unknown), and for each block the memrefs
//! it must deallocate at its end.

use super::buffer_origin::is_memref;
use super::liveness::Liveness;
use crate::arith::{constant_attr, ConstantOp};
use crate::bufferization::DeallocOp;
use crate::memref::{ExtractStridedMetadataOp, ReinterpretCastOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert::{bool_attr, index_attr, integer};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::{
    Attribute, BlockId, Builder, Context, IrResult, OpId, Signedness, TypeKind, Value,
};
use std::cmp::Ordering;
use std::collections::HashMap;

/// Who owns a memref in a block (MLIR's `Ownership` lattice).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Ownership {
    /// Nothing known yet.
    #[default]
    Uninitialized,
    /// Owned exactly when the `i1` value holds.
    Unique(Value),
    /// Owned under conditions that do not combine into one.
    Unknown,
}

impl Ownership {
    /// The join of `self` and `other`: equal indicators (the same value or
    /// equal constants) stay unique, others are unknown.
    pub(crate) fn combined(self, ctx: &Context, other: Ownership) -> Ownership {
        match (self, other) {
            (o, Ownership::Uninitialized) | (Ownership::Uninitialized, o) => o,
            (Ownership::Unique(a), Ownership::Unique(b)) if same_constant_or_value(ctx, a, b) => {
                self
            }
            _ => Ownership::Unknown,
        }
    }

    /// The indicator, when unique.
    pub(crate) fn indicator(self) -> Option<Value> {
        match self {
            Ownership::Unique(v) => Some(v),
            _ => None,
        }
    }
}

/// Whether `a` and `b` are the same value or constants of one value
/// (MLIR's `isEqualConstantIntOrValue`).
fn same_constant_or_value(ctx: &Context, a: Value, b: Value) -> bool {
    a == b || matches!((constant_attr(ctx, a), constant_attr(ctx, b)), (Some(x), Some(y)) if x == y)
}

/// `result`, its error reported at `loc`.
pub(crate) fn at<T>(loc: Attribute, result: IrResult<T>) -> Result<T, Diagnostic> {
    result.map_err(|e| Diagnostic::error(loc, e.to_string()))
}

/// A new `i1` constant at `b`.
pub(crate) fn bool_value(b: &mut Builder<'_>, loc: Attribute, value: bool) -> Value {
    let ty = integer(b.ctx, 1, Signedness::Signless);
    let attr = bool_attr(b.ctx, value);
    ConstantOp::create(b, loc, ty, attr).result(b)
}

/// The position of `op` among its block's ops.
fn position(ctx: &Context, op: OpId) -> usize {
    let block = ctx.parent_block(op).expect("an op in a block");
    ctx.block_op_iter(block).position(|o| o == op).unwrap_or(0)
}

/// The index of `region` among its op's regions.
fn region_number(ctx: &Context, region: ods_runtime::RegionId) -> usize {
    let op = ctx.region_parent_op(region).expect("an attached region");
    ctx.regions(op)
        .iter()
        .position(|&r| r == region)
        .unwrap_or(0)
}

/// The region holding `region`'s op.
fn parent_region(ctx: &Context, region: ods_runtime::RegionId) -> Option<ods_runtime::RegionId> {
    ctx.parent_region(ctx.region_parent_op(region)?)
}

/// The order MLIR's `ValueComparator` puts values in, to make the lists
/// of values taken from sets deterministic: block arguments first (by
/// number), then results by position, across regions by their nesting.
pub(crate) fn compare_values(ctx: &Context, lhs: Value, rhs: Value) -> Ordering {
    if lhs == rhs {
        return Ordering::Equal;
    }
    let (mut l, mut r) = match (lhs, rhs) {
        (Value::Arg(..), Value::Result(..)) => return Ordering::Less,
        (Value::Result(..), Value::Arg(..)) => return Ordering::Greater,
        (Value::Arg(lb, li), Value::Arg(rb, ri)) => {
            if li != ri {
                return li.cmp(&ri);
            }
            (ctx.block_parent_region(lb), ctx.block_parent_region(rb))
        }
        (Value::Result(lo, li), Value::Result(ro, ri)) => {
            if lo == ro {
                return li.cmp(&ri);
            }
            let (lr, rr) = (ctx.parent_region(lo), ctx.parent_region(ro));
            if lr == rr {
                return position(ctx, lo).cmp(&position(ctx, ro));
            }
            (lr, rr)
        }
    };
    while let (Some(lr), Some(rr)) = (l, r) {
        let (ln, rn) = (region_number(ctx, lr), region_number(ctx, rr));
        if ln != rn {
            return ln.cmp(&rn);
        }
        if parent_region(ctx, lr) == parent_region(ctx, rr) {
            let (lo, ro) = (ctx.region_parent_op(lr), ctx.region_parent_op(rr));
            return match (lo, ro) {
                (Some(lo), Some(ro)) => position(ctx, lo).cmp(&position(ctx, ro)),
                _ => Ordering::Equal,
            };
        }
        l = parent_region(ctx, lr);
        r = parent_region(ctx, rr);
    }
    if r.is_some() {
        Ordering::Less
    } else {
        Ordering::Greater
    }
}

/// The state of a function's deallocation (MLIR's `DeallocationState`).
pub(crate) struct DeallocationState {
    pub(crate) liveness: Liveness,
    ownerships: HashMap<(Value, BlockId), Ownership>,
    to_deallocate: HashMap<BlockId, Vec<Value>>,
}

impl DeallocationState {
    /// The state of `op`'s deallocation, with the liveness of its blocks.
    pub(crate) fn new(ctx: &Context, op: OpId) -> DeallocationState {
        DeallocationState {
            liveness: Liveness::new(ctx, op),
            ownerships: HashMap::new(),
            to_deallocate: HashMap::new(),
        }
    }

    /// Joins `ownership` into that of `memref` in `block` (by default, the
    /// block defining it).
    pub(crate) fn update_ownership(
        &mut self,
        ctx: &Context,
        memref: Value,
        ownership: Ownership,
        block: Option<BlockId>,
    ) {
        let Some(block) = block.or_else(|| ctx.value_block(memref)) else {
            return;
        };
        let entry = self.ownerships.entry((memref, block)).or_default();
        *entry = entry.combined(ctx, ownership);
    }

    /// Forgets the ownership of `memrefs` in `block`.
    pub(crate) fn reset_ownerships(&mut self, memrefs: &[Value], block: BlockId) {
        for &memref in memrefs {
            self.ownerships
                .insert((memref, block), Ownership::Uninitialized);
        }
    }

    /// The ownership of `memref` in `block`.
    pub(crate) fn ownership(&self, memref: Value, block: BlockId) -> Ownership {
        self.ownerships
            .get(&(memref, block))
            .copied()
            .unwrap_or_default()
    }

    /// Remembers to deallocate `memref` at the end of `block`.
    pub(crate) fn add_memref_to_deallocate(&mut self, memref: Value, block: BlockId) {
        self.to_deallocate.entry(block).or_default().push(memref);
    }

    /// The memrefs live into `block`, in MLIR's value order.
    pub(crate) fn live_memrefs_in(&self, ctx: &Context, block: BlockId) -> Vec<Value> {
        let mut live: Vec<Value> = self
            .liveness
            .live_in(block)
            .filter(|&v| is_memref(ctx, v))
            .collect();
        live.sort_by(|&a, &b| compare_values(ctx, a, b));
        live
    }

    /// The memref operands of a branch from `from` (to `to`, if known),
    /// then the memrefs live out of `from` (and into `to`), in MLIR's
    /// value order (MLIR's `getMemrefsToRetain`).
    pub(crate) fn memrefs_to_retain(
        &self,
        ctx: &Context,
        from: BlockId,
        to: Option<BlockId>,
        operands: &[Value],
    ) -> Vec<Value> {
        let mut retain: Vec<Value> = operands
            .iter()
            .copied()
            .filter(|&v| is_memref(ctx, v))
            .collect();
        let mut live: Vec<Value> = self
            .liveness
            .live_out(from)
            .filter(|&v| is_memref(ctx, v))
            .filter(|&v| to.is_none_or(|to| self.liveness.is_live_in(to, v)))
            .collect();
        live.sort_by(|&a, &b| compare_values(ctx, a, b));
        retain.extend(live);
        retain
    }

    /// The base buffers of the memrefs `block` deallocates and their
    /// ownership indicators, built at `b` (MLIR's
    /// `getMemrefsAndConditionsToDeallocate`); an error for one without
    /// unique ownership.
    pub(crate) fn memrefs_and_conditions_to_deallocate(
        &self,
        b: &mut Builder<'_>,
        loc: Attribute,
        block: BlockId,
    ) -> Result<(Vec<Value>, Vec<Value>), Diagnostic> {
        let mut memrefs = Vec::new();
        let mut conditions = Vec::new();
        for &value in self.to_deallocate.get(&block).into_iter().flatten() {
            let Some(indicator) = self.ownership(value, block).indicator() else {
                let message = "MemRef value does not have valid ownership";
                return Err(Diagnostic::error(b.ctx.value_loc(value), message));
            };
            let mut value = value;
            // An unranked memref is reinterpreted with rank 0 (of the
            // strided layout the builder infers) to take its base.
            if let TypeKind::UnrankedMemRef { .. } = b.ctx.type_kind(b.ctx.value_type(value)) {
                let zero = FoldResult::Attr(index_attr(b.ctx, 0));
                value = ReinterpretCastOp::create_source_offset_sizes_strides(
                    b,
                    loc,
                    value,
                    zero,
                    &[],
                    &[],
                    None,
                )
                .result(b);
            }
            let base = at(
                loc,
                ExtractStridedMetadataOp::create_inferred(b, loc, value),
            )?
            .base_buffer(b);
            memrefs.push(base);
            conditions.push(indicator);
        }
        Ok((memrefs, conditions))
    }

    /// Before `terminator` (without successors), a dealloc of what its
    /// block owns, retaining `operands` and what is live out; the retained
    /// values' ownerships become the dealloc's results, of which those of
    /// the memref operands are returned (MLIR's
    /// `insertDeallocOpForReturnLike`).
    pub(crate) fn insert_dealloc_for_return_like(
        &mut self,
        ctx: &mut Context,
        terminator: OpId,
        operands: &[Value],
    ) -> Result<Vec<Value>, Diagnostic> {
        let block = ctx
            .parent_block(terminator)
            .expect("a terminator in a block");
        let loc = ctx.op_loc(terminator);
        let mut b = Builder {
            ctx,
            at: ods_runtime::OpBuilder::before(terminator),
        };
        let (memrefs, conditions) =
            self.memrefs_and_conditions_to_deallocate(&mut b, loc, block)?;
        let retained = self.memrefs_to_retain(b.ctx, block, None, operands);
        if memrefs.is_empty() && retained.is_empty() {
            return Ok(Vec::new());
        }
        let dealloc = at(
            loc,
            DeallocOp::create_inferred(&mut b, loc, &memrefs, &conditions, &retained),
        )?;
        let updated = b.results(dealloc.id());
        self.reset_ownerships(&retained, block);
        for (&value, &ownership) in retained.iter().zip(&updated) {
            self.update_ownership(b.ctx, value, Ownership::Unique(ownership), Some(block));
        }
        let memref_operands = operands.iter().filter(|&&v| is_memref(b.ctx, v)).count();
        Ok(updated[..memref_operands].to_vec())
    }
}
