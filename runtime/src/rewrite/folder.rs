//! Constant deduplication for the greedy driver (MLIR's `OperationFolder`):
//! each constant is kept once per insertion region, at the start of that
//! region's entry block.

use super::effects::op_trait;
use crate::ir::builder::InsertPoint;
use crate::registry::{FoldResult, Traits};
use crate::{Attribute, Context, OpId, RegionId, Type};
use rustc_hash::FxHashMap;

/// A constant's identity in a region: its dialect, value and type.
type Key = (RegionId, String, Attribute, Type);

#[derive(Default)]
pub(crate) struct ConstantFolder {
    constants: FxHashMap<Key, OpId>,
    keys: FxHashMap<OpId, Key>,
}

/// The value of a `ConstantLike` op: what its folder returns (MLIR's
/// `m_Constant`).
pub fn constant_value(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    let info = ctx.registry.get(ctx.op_name(op))?;
    if !info.traits.contains(Traits::CONSTANT_LIKE) || ctx.num_results(op) != 1 {
        return None;
    }
    let fold = info.fold?;
    match fold(ctx, op, &[])?.as_slice() {
        [FoldResult::Attr(a)] => Some(*a),
        _ => None,
    }
}

/// The region constants used in `block` go to: the first region up from it
/// whose op is isolated from above, or may be (an unregistered op), or is
/// top-level (MLIR's `getInsertionRegion`).
fn insertion_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    let mut region = ctx.block_parent_region(ctx.parent_block(op)?)?;
    while let Some(parent) = ctx.region_parent_op(region) {
        let isolated = op_trait(ctx, parent, Traits::ISOLATED_FROM_ABOVE) != Some(false);
        let Some(up) = ctx
            .parent_block(parent)
            .and_then(|b| ctx.block_parent_region(b))
        else {
            break;
        };
        if isolated {
            break;
        }
        region = up;
    }
    Some(region)
}

fn dialect_of(ctx: &Context, op: OpId) -> String {
    let name = ctx.op_name_str(op);
    name.split_once('.').map_or(name, |(d, _)| d).to_string()
}

impl ConstantFolder {
    pub(crate) fn clear(&mut self) {
        self.constants.clear();
        self.keys.clear();
    }

    /// Records constant `op` of `value`: `Some(kept)` when an equal constant
    /// exists in its region already (the caller replaces `op` by it; `kept`
    /// loses its location, which no longer says where the value came
    /// from), `None` when `op` is the region's constant now. Such a constant
    /// moves to the start of the region's entry block unless it is there or
    /// right after another recorded constant; from another block it loses
    /// its location.
    pub(crate) fn insert_known_constant(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        value: Attribute,
    ) -> Option<OpId> {
        let region = insertion_region(ctx, op)?;
        let ty = ctx.value_type(ctx.result(op, 0));
        let key = (region, dialect_of(ctx, op), value, ty);
        if let Some(&kept) = self.constants.get(&key) {
            if kept == op {
                return None;
            }
            let unknown = ctx.unknown_loc();
            ctx.set_op_loc(kept, unknown);
            return Some(kept);
        }
        self.constants.insert(key.clone(), op);
        self.keys.insert(op, key);
        let entry = *ctx.blocks(region).first()?;
        let first = ctx.first_op(entry)?;
        if ctx.parent_block(op) != Some(entry) {
            ctx.move_op(op, InsertPoint::Before(first));
            let unknown = ctx.unknown_loc();
            ctx.set_op_loc(op, unknown);
        } else if first != op && !ctx.prev_op(op).is_some_and(|p| self.keys.contains_key(&p)) {
            ctx.move_op(op, InsertPoint::Before(first));
        }
        None
    }

    /// Forgets an erased op.
    pub(crate) fn notify_removal(&mut self, op: OpId) {
        if let Some(key) = self.keys.remove(&op) {
            self.constants.remove(&key);
        }
    }
}
