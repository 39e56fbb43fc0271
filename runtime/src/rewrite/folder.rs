//! Constant deduplication for the greedy driver (MLIR's `OperationFolder`):
//! each constant is kept once per insertion region, at the start of that
//! region's entry block.

use super::effects::op_trait;
use crate::ir::builder::InsertPoint;
use crate::ir::Builder;
use crate::registry::{FoldResult, Traits};
use crate::{Attribute, BlockId, Context, OpCreator, OpId, RegionId, Type, Value};
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

/// The region constants used by `op` go to.
fn insertion_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    block_insertion_region(ctx, ctx.parent_block(op)?)
}

/// The region constants used in `block` go to: the first region up from it
/// whose op is isolated from above, or may be (an unregistered op), or is
/// top-level (MLIR's `getInsertionRegion`).
fn block_insertion_region(ctx: &Context, block: BlockId) -> Option<RegionId> {
    let mut region = ctx.block_parent_region(block)?;
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

    /// The constant `value` of type `ty` that `dialect` materializes for
    /// `block`: the one made before in its insertion region, else a new
    /// one at the start of that region's entry block, without location
    /// (MLIR's `OperationFolder::getOrCreateConstant`). A constant of
    /// another dialect than asked stands for both. `None` when the
    /// dialect makes none.
    pub(crate) fn get_or_create_constant(
        &mut self,
        ctx: &mut Context,
        block: BlockId,
        dialect: &str,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let region = block_insertion_region(ctx, block)?;
        let key = (region, dialect.to_string(), value, ty);
        if let Some(&kept) = self.constants.get(&key) {
            return Some(ctx.result(kept, 0));
        }
        let materialize = ctx.registry.dialect(dialect)?.materialize_constant?;
        let loc = ctx.unknown_loc();
        let state = materialize(ctx, value, ty, loc)?;
        let entry = *ctx.blocks(region).first()?;
        let mut op = Builder::at(ctx, InsertPoint::Start(entry)).insert_state(state);
        let made = dialect_of(ctx, op);
        if made != dialect {
            let made_key = (region, made, value, ty);
            match self.constants.get(&made_key) {
                Some(&kept) => {
                    ctx.erase_op(op).ok()?;
                    op = kept;
                }
                None => {
                    self.constants.insert(made_key.clone(), op);
                    self.keys.insert(op, made_key);
                }
            }
        }
        self.constants.insert(key.clone(), op);
        self.keys.entry(op).or_insert(key);
        Some(ctx.result(op, 0))
    }

    /// Forgets an erased op.
    pub(crate) fn notify_removal(&mut self, op: OpId) {
        if let Some(key) = self.keys.remove(&op) {
            self.constants.remove(&key);
        }
    }
}
