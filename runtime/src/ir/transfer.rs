//! Moving what an operation holds between two contexts of one family
//! (which share their interned storage, so attributes and types carry
//! over as they are): how a pass manager gives an op isolated from above
//! to the context of another thread, and takes it back.

use super::builder::OpParts;
use super::structure::{BlockId, OpId, RegionId, Value};
use crate::Context;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Ids of one op's operands, successors, regions or result types: a few,
/// kept on the stack (each moved op needs them once).
type Few<T> = SmallVec<[T; 4]>;

/// A value used inside the moved regions but defined outside them: the op
/// is not isolated from above, so its regions cannot move alone.
#[derive(Debug)]
pub(crate) struct UsesOutside;

/// The ids of the copies in the destination.
#[derive(Default)]
struct Mapping {
    ops: FxHashMap<OpId, OpId>,
    blocks: FxHashMap<BlockId, BlockId>,
    /// The copies, whose operands still name the source's values.
    copies: Vec<OpId>,
}

impl Mapping {
    fn value(&self, v: Value) -> Option<Value> {
        match v {
            Value::Result(op, i) => self.ops.get(&op).map(|&o| Value::Result(o, i)),
            Value::Arg(b, i) => self.blocks.get(&b).map(|&nb| Value::Arg(nb, i)),
        }
    }
}

impl Context {
    /// A detached op in `dst` named as `op`, with its location, attributes,
    /// properties and result types, and as many regions, all empty; no
    /// operands or successors.
    pub(crate) fn copy_op_shell(&self, op: OpId, dst: &mut Context) -> OpId {
        self.copy_op(op, dst, &[], &[])
    }

    /// [`Context::copy_op_shell`] with `operands` (not linked into use
    /// lists) and `successors`.
    fn copy_op(
        &self,
        op: OpId,
        dst: &mut Context,
        operands: &[Value],
        successors: &[BlockId],
    ) -> OpId {
        let regions: Few<RegionId> = (0..self.regions(op).len())
            .map(|_| dst.create_region())
            .collect();
        let result_types: Few<_> = self.op_results(op).iter().map(|r| r.ty).collect();
        let d = self.op(op);
        dst.store_op(&OpParts {
            name: d.name,
            loc: d.loc,
            operands,
            result_types: &result_types,
            attrs: d.attrs,
            properties: d.properties,
            regions: &regions,
            successors,
        })
    }

    /// Moves the blocks of `from`'s regions into the regions of `to` in
    /// `dst`, which has as many, empty: the copies get new ids, and
    /// `from`'s regions are left empty. Fails, changing nothing here and
    /// leaving `to` empty, when a value used inside is defined outside.
    pub(crate) fn move_regions_to(
        &mut self,
        from: OpId,
        dst: &mut Context,
        to: OpId,
    ) -> Result<(), UsesOutside> {
        let mut map = Mapping::default();
        let regions = self.regions(from).to_vec();
        let copied = regions
            .iter()
            .zip(dst.regions(to).to_vec())
            .try_for_each(|(&r, nr)| self.copy_blocks(r, dst, nr, &mut map))
            .and_then(|()| link_operands(self, dst, &map));
        if copied.is_err() {
            // Nothing is linked yet: the copies go as they are.
            for nr in dst.regions(to).to_vec() {
                dst.discard_region_blocks(nr);
            }
            return copied;
        }
        for (&old, &new) in &map.ops {
            if self.aliased_properties.remove(&old) {
                dst.aliased_properties.insert(new);
            }
        }
        for r in regions {
            self.discard_region_blocks(r);
        }
        Ok(())
    }

    /// Copies the blocks of region `r` to the end of region `nr` of `dst`:
    /// the blocks first (successors name blocks of their own region), then
    /// their ops, whose operands are mapped once everything is copied.
    fn copy_blocks(
        &self,
        r: RegionId,
        dst: &mut Context,
        nr: RegionId,
        map: &mut Mapping,
    ) -> Result<(), UsesOutside> {
        for &b in self.blocks(r) {
            let d = self.block(b);
            let args: Few<_> = d
                .args
                .iter()
                .map(|a| a.ty)
                .zip(d.arg_locs.iter().copied())
                .collect();
            let nb = dst.create_block(&args);
            dst.append_block(nr, nb);
            map.blocks.insert(b, nb);
        }
        for &b in self.blocks(r) {
            let nb = map.blocks[&b];
            for op in self.block_op_iter(b) {
                let successors = self
                    .successors(op)
                    .iter()
                    .map(|s| map.blocks.get(s).copied().ok_or(UsesOutside))
                    .collect::<Result<Few<BlockId>, _>>()?;
                // The operands name the source's values until every value
                // has its copy (a use may come before its definition).
                let operands: Few<Value> = self.op_operands(op).iter().map(|o| o.value).collect();
                let copy = self.copy_op(op, dst, &operands, &successors);
                dst.append_op(nb, copy);
                map.ops.insert(op, copy);
                map.copies.push(copy);
                let copy_regions: Few<RegionId> = dst.regions(copy).iter().copied().collect();
                for (&inner, copy_inner) in self.regions(op).iter().zip(copy_regions) {
                    crate::stack::grow(|| self.copy_blocks(inner, dst, copy_inner, map))?;
                }
            }
        }
        Ok(())
    }
}

/// Points the operands of the copies at the copies of their values and
/// links them into their use lists, each list in the order of `src`'s (a
/// use list's order is what passes that visit users see, and what
/// `--mlir-print-value-users` prints: after forward references it is not
/// the order of the ops).
fn link_operands(src: &Context, dst: &mut Context, map: &Mapping) -> Result<(), UsesOutside> {
    for &copy in &map.copies {
        for i in 0..dst.op(copy).operands.len() {
            let value = map
                .value(dst.op_operands(copy)[i].value)
                .ok_or(UsesOutside)?;
            dst.op_operands_mut(copy)[i].value = value;
        }
    }
    let results = map
        .ops
        .keys()
        .flat_map(|&op| (0..src.num_results(op)).map(move |i| Value::Result(op, i as u32)));
    let args = map
        .blocks
        .keys()
        .flat_map(|&b| (0..src.num_block_args(b)).map(move |i| Value::Arg(b, i as u32)));
    let mut uses: SmallVec<[(OpId, u32); 8]> = SmallVec::new();
    for value in results.chain(args) {
        uses.clear();
        uses.extend(src.use_iter(value).map(|u| (u.op, u.index)));
        // Linking puts a use first: the last one first.
        for &(user, index) in uses.iter().rev() {
            if let Some(&copy) = map.ops.get(&user) {
                dst.link_use(copy, index);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::asm::{print_top_level, PrintOptions};
    use crate::{Context, OpId, Value};

    /// A region whose values are used before they are defined (block
    /// order is not dominance order), with successors and a nested region.
    const IR: &str = r#""test.holder"() ({
^bb0(%a: i32):
  "test.br"()[^bb2] : () -> ()
^bb1:
  "test.use"(%x, %a) : (i32, i32) -> ()
  "test.ret"() : () -> ()
^bb2:
  %x = "test.def"() ({
    "test.inner"(%a) : (i32) -> ()
  }) : () -> i32
  "test.br"()[^bb1] : () -> ()
}) {tag = 1 : i32} : () -> ()
"test.outside"() ({
^bb0(%b: i32):
  "test.nested"() ({
    "test.use"(%b) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

    fn parsed() -> (Context, Vec<OpId>) {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let module = crate::parse_source(&mut ctx, IR, "in.mlir").unwrap();
        let body = ctx.blocks(ctx.regions(module)[0])[0];
        let ops = ctx.block_ops(body);
        (ctx, ops)
    }

    fn print(ctx: &Context, op: OpId) -> String {
        print_top_level(ctx, op, PrintOptions::default()).unwrap()
    }

    #[test]
    fn regions_move_to_a_fork_and_back_unchanged() {
        let (mut ctx, ops) = parsed();
        let holder = ops[0];
        let before = print(&ctx, holder);
        let mut fork = ctx.fork();
        let copy = ctx.copy_op_shell(holder, &mut fork);
        ctx.move_regions_to(holder, &mut fork, copy).unwrap();
        assert!(ctx.blocks(ctx.regions(holder)[0]).is_empty());
        assert_eq!(print(&fork, copy), before);
        // The copies' use lists are whole: %a is used twice in the fork.
        let entry = fork.blocks(fork.regions(copy)[0])[0];
        assert_eq!(fork.uses(Value::Arg(entry, 0)).len(), 2);
        fork.move_regions_to(copy, &mut ctx, holder).unwrap();
        assert_eq!(print(&ctx, holder), before);
        let entry = ctx.blocks(ctx.regions(holder)[0])[0];
        assert_eq!(ctx.uses(Value::Arg(entry, 0)).len(), 2);
        assert!(fork.blocks(fork.regions(copy)[0]).is_empty());
    }

    #[test]
    fn use_lists_keep_their_order_across_moves() {
        // %v is used before its definition: its use list is not in the
        // order of the ops (the forward uses come last).
        const FORWARD: &str = r#""test.holder"() ({
  "test.br"()[^bb2] : () -> ()
^bb1:
  "test.use1"(%v) : (i32) -> ()
  "test.use2"(%v) : (i32) -> ()
  "test.ret"() : () -> ()
^bb2:
  %v = "test.def"() : () -> i32
  "test.use3"(%v) : (i32) -> ()
  "test.br"()[^bb1] : () -> ()
}) : () -> ()
"#;
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let module = crate::parse_source(&mut ctx, FORWARD, "in.mlir").unwrap();
        let holder = ctx.block_ops(ctx.blocks(ctx.regions(module)[0])[0])[0];
        let users = |ctx: &Context, op: OpId| -> Vec<String> {
            let blocks = ctx.blocks(ctx.regions(op)[0]);
            let def = ctx.block_ops(blocks[2])[0];
            ctx.use_iter(Value::Result(def, 0))
                .map(|u| ctx.op_name_str(u.op).to_string())
                .collect()
        };
        let before = users(&ctx, holder);
        assert_ne!(before, ["test.use3", "test.use2", "test.use1"]);
        let mut fork = ctx.fork();
        let copy = ctx.copy_op_shell(holder, &mut fork);
        ctx.move_regions_to(holder, &mut fork, copy).unwrap();
        assert_eq!(users(&fork, copy), before);
        fork.move_regions_to(copy, &mut ctx, holder).unwrap();
        assert_eq!(users(&ctx, holder), before);
    }

    #[test]
    fn a_region_that_uses_a_value_from_outside_does_not_move() {
        let (mut ctx, ops) = parsed();
        let outside = ops[1];
        let body = ctx.blocks(ctx.regions(outside)[0])[0];
        let nested = ctx.block_ops(body)[0];
        let before = print(&ctx, outside);
        let mut fork = ctx.fork();
        let copy = ctx.copy_op_shell(nested, &mut fork);
        assert!(ctx.move_regions_to(nested, &mut fork, copy).is_err());
        assert_eq!(print(&ctx, outside), before);
        assert!(fork.blocks(fork.regions(copy)[0]).is_empty());
    }
}
