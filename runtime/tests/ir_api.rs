//! The IR API: building, walking, use lists, erasing, moving and cloning,
//! and stale handles reported as errors.

use ods_runtime::*;
use rustc_hash::FxHashMap;

fn i32_ty(ctx: &mut Context) -> Type {
    ctx.ty(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    })
}

/// A module with one block, and a builder at its end.
fn module(ctx: &mut Context) -> (OpId, BlockId) {
    let region = ctx.create_region();
    let block = ctx.create_block(&[]);
    ctx.append_block(region, block);
    let loc = ctx.unknown_loc();
    let mut state = OperationState::new(ctx, "builtin.module", loc);
    state.regions.push(region);
    (ctx.create_op(state), block)
}

fn op(
    ctx: &mut Context,
    b: &mut OpBuilder,
    name: &str,
    operands: Vec<Value>,
    results: usize,
) -> OpId {
    let loc = ctx.unknown_loc();
    let ty = i32_ty(ctx);
    let mut s = OperationState::new(ctx, name, loc);
    s.operands = operands;
    s.result_types = vec![ty; results];
    b.insert(ctx, s)
}

#[test]
fn uses_follow_operands_and_replacement() {
    let mut ctx = Context::new();
    let (_, block) = module(&mut ctx);
    let mut b = OpBuilder::at_end(block);
    let a = op(&mut ctx, &mut b, "x.a", vec![], 1);
    let c = op(&mut ctx, &mut b, "x.c", vec![], 1);
    let va = ctx.result(a, 0);
    let vc = ctx.result(c, 0);
    let user = op(&mut ctx, &mut b, "x.use", vec![va, va], 0);
    assert_eq!(ctx.uses(va).len(), 2);
    ctx.replace_all_uses_with(va, vc);
    assert!(!ctx.has_uses(va));
    assert_eq!(ctx.operands(user), vec![vc, vc]);
    ctx.set_operand(user, 1, va);
    assert_eq!(ctx.uses(va), vec![Use { op: user, index: 1 }]);
}

#[test]
fn erasing_checks_uses_and_stale_handles_are_detected() {
    let mut ctx = Context::new();
    let (_, block) = module(&mut ctx);
    let mut b = OpBuilder::at_end(block);
    let a = op(&mut ctx, &mut b, "x.a", vec![], 1);
    let va = ctx.result(a, 0);
    let user = op(&mut ctx, &mut b, "x.use", vec![va], 0);
    assert_eq!(ctx.erase_op(a), Err(IrError::ResultsInUse(a)));
    assert!(ctx.is_live(a) && ctx.is_live(va));
    ctx.erase_op(user).unwrap();
    ctx.erase_op(a).unwrap();
    assert!(!ctx.is_live(a) && !ctx.is_live(va));
    assert!(ctx.block_ops(block).is_empty());
    // A new op reuses the freed slot; the old handle is still stale.
    let again = op(&mut ctx, &mut b, "x.b", vec![], 0);
    assert_eq!(again.index(), a.index());
    assert!(!ctx.is_live(a));
    assert_eq!(ctx.op_name_str(again), "x.b");
}

/// An erased operation, and its context.
fn erased_op() -> (Context, OpId) {
    let mut ctx = Context::new();
    let (_, block) = module(&mut ctx);
    let mut b = OpBuilder::at_end(block);
    let a = op(&mut ctx, &mut b, "x.a", vec![], 1);
    ctx.erase_op(a).unwrap();
    (ctx, a)
}

#[test]
#[should_panic(expected = "no longer exists")]
fn a_stale_op_handle_panics_naming_it() {
    let (ctx, a) = erased_op();
    ctx.op_name(a);
}

#[test]
#[should_panic(expected = "no longer exists")]
fn a_stale_value_panics() {
    let (ctx, a) = erased_op();
    ctx.value_type(Value::Result(a, 0));
}

#[test]
#[should_panic(expected = "block #")]
fn a_stale_block_panics_naming_it() {
    let mut ctx = Context::new();
    let b = ctx.create_block(&[]);
    ctx.erase_block(b).unwrap();
    ctx.block_ops(b);
}

#[test]
#[should_panic(expected = "operand index 3 is out of range")]
fn an_operand_out_of_range_panics() {
    let mut ctx = Context::new();
    let (_, block) = module(&mut ctx);
    let mut b = OpBuilder::at_end(block);
    let a = op(&mut ctx, &mut b, "x.a", vec![], 0);
    ctx.operand(a, 3);
}

#[test]
fn stale_panics_name_the_handle() {
    let (ctx, a) = erased_op();
    let message = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| ctx.op_loc(a)))
        .unwrap_err()
        .downcast::<String>()
        .unwrap();
    assert_eq!(*message, format!("operation {a:?} no longer exists"));
}

#[test]
fn walk_visits_in_pre_and_post_order() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let mut b = OpBuilder::at_end(block);
    let outer_region = ctx.create_region();
    let inner_block = ctx.create_block(&[]);
    ctx.append_block(outer_region, inner_block);
    let loc = ctx.unknown_loc();
    let mut s = OperationState::new(&mut ctx, "x.outer", loc);
    s.regions.push(outer_region);
    let outer = b.insert(&mut ctx, s);
    let mut ib = OpBuilder::at_end(inner_block);
    let inner = op(&mut ctx, &mut ib, "x.inner", vec![], 0);
    let mut pre = Vec::new();
    ctx.walk(m, WalkOrder::PreOrder, &mut |o| pre.push(o));
    assert_eq!(pre, vec![m, outer, inner]);
    let mut post = Vec::new();
    ctx.walk(m, WalkOrder::PostOrder, &mut |o| post.push(o));
    assert_eq!(post, vec![inner, outer, m]);
}

#[test]
fn a_walk_skips_what_is_nested_and_stops_when_interrupted() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let mut b = OpBuilder::at_end(block);
    let region = ctx.create_region();
    let inner_block = ctx.create_block(&[]);
    ctx.append_block(region, inner_block);
    let loc = ctx.unknown_loc();
    let mut s = OperationState::new(&mut ctx, "x.outer", loc);
    s.regions.push(region);
    let outer = b.insert(&mut ctx, s);
    let after = op(&mut ctx, &mut b, "x.after", vec![], 0);
    let mut ib = OpBuilder::at_end(inner_block);
    let inner = op(&mut ctx, &mut ib, "x.inner", vec![], 0);
    // Skipping `outer` leaves out `inner`, not `after`.
    let mut seen = Vec::new();
    let result = ctx.walk_until(m, WalkOrder::PreOrder, &mut |o| {
        seen.push(o);
        if o == outer {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!(result, WalkResult::Advance);
    assert_eq!(seen, vec![m, outer, after]);
    // Interrupting at `inner` stops before `outer`'s post-order visit.
    let mut seen = Vec::new();
    let result = ctx.walk_until(m, WalkOrder::PostOrder, &mut |o| {
        seen.push(o);
        if o == inner {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!(result, WalkResult::Interrupt);
    assert_eq!(seen, vec![inner]);
}

#[test]
fn insertion_points_and_moves() {
    let mut ctx = Context::new();
    let (_, block) = module(&mut ctx);
    let mut b = OpBuilder::at_end(block);
    let first = op(&mut ctx, &mut b, "x.first", vec![], 0);
    let last = op(&mut ctx, &mut b, "x.last", vec![], 0);
    let mut before = OpBuilder::before(last);
    let middle = op(&mut ctx, &mut before, "x.middle", vec![], 0);
    assert_eq!(ctx.block_ops(block), vec![first, middle, last]);
    ctx.move_op(first, InsertPoint::After(last));
    assert_eq!(ctx.block_ops(block), vec![middle, last, first]);
}

#[test]
fn clone_maps_values_and_regions() {
    let mut ctx = Context::new();
    let (_, block) = module(&mut ctx);
    let mut b = OpBuilder::at_end(block);
    let outside = op(&mut ctx, &mut b, "x.def", vec![], 1);
    let v = ctx.result(outside, 0);
    let region = ctx.create_region();
    let t = i32_ty(&mut ctx);
    let loc = ctx.unknown_loc();
    let inner_block = ctx.create_block(&[(t, loc)]);
    ctx.append_block(region, inner_block);
    let arg = ctx.block_args(inner_block)[0];
    let mut ib = OpBuilder::at_end(inner_block);
    op(&mut ctx, &mut ib, "x.use", vec![arg, v], 0);
    let mut s = OperationState::new(&mut ctx, "x.holder", loc);
    s.regions.push(region);
    let holder = b.insert(&mut ctx, s);
    let mut map = FxHashMap::default();
    let copy = ctx.clone_op(holder, &mut map);
    let copy_block = ctx.blocks(ctx.regions(copy)[0])[0];
    let copy_use = ctx.block_ops(copy_block)[0];
    let new_arg = ctx.block_args(copy_block)[0];
    // The block argument is the clone's; the outside value is shared.
    assert_eq!(ctx.operands(copy_use), vec![new_arg, v]);
    assert_eq!(map[&arg], new_arg);
}

/// Records the ops a rewriter inserts.
#[derive(Default)]
struct Inserted(Vec<OpId>);

impl rewrite::RewriteListener for Inserted {
    fn notify_inserted(&mut self, _: &Context, op: OpId) {
        self.0.push(op);
    }
}

#[test]
fn a_rewriter_clones_at_its_insertion_point_and_tells_its_listener() {
    let mut ctx = Context::new();
    let (_, block) = module(&mut ctx);
    let mut b = OpBuilder::at_end(block);
    let a = op(&mut ctx, &mut b, "x.a", vec![], 1);
    let narrow = op(&mut ctx, &mut b, "x.narrow", vec![], 1);
    let (a_value, narrow_value) = (ctx.result(a, 0), ctx.result(narrow, 0));
    let user = op(&mut ctx, &mut b, "x.user", vec![a_value], 1);
    let mut inserted = Inserted::default();
    let mut rewriter = rewrite::PatternRewriter::with_listener(&mut ctx, &mut inserted);
    rewriter.set_insertion_point(user);
    let mut map = FxHashMap::default();
    map.insert(a_value, narrow_value);
    let first = rewriter.clone(user, &mut map);
    let second = rewriter.clone(user, &mut map);
    // Both go before `user`, in the order they were made, with the
    // operand mapped.
    assert_eq!(ctx.block_ops(block), vec![a, narrow, first, second, user]);
    assert_eq!(ctx.operands(first), vec![narrow_value]);
    assert_eq!(map[&ctx.result(user, 0)], ctx.result(second, 0));
    assert_eq!(inserted.0, vec![first, second]);
}

#[test]
fn types_and_attributes_are_uniqued() {
    let mut ctx = Context::new();
    let a = i32_ty(&mut ctx);
    let b = i32_ty(&mut ctx);
    assert_eq!(a, b);
    let x = ctx.attr(AttrKind::Integer {
        ty: a,
        value: 7.into(),
    });
    let y = ctx.attr(AttrKind::Integer {
        ty: b,
        value: 7.into(),
    });
    assert_eq!(x, y);
    assert_ne!(
        x,
        ctx.attr(AttrKind::Integer {
            ty: a,
            value: 8.into()
        })
    );
}

#[test]
fn fused_locations_simplify_as_mlir_fused_loc_get() {
    let mut ctx = Context::new();
    let unknown = ctx.unknown_loc();
    let [a, b] = ["a", "b"].map(|n| {
        let name = ctx.symbol(n);
        ctx.attr(AttrKind::NameLoc { name, child: None })
    });
    let m = ctx.attr(AttrKind::Unit);
    assert_eq!(ctx.fused_loc(&[a, unknown, a], None), a);
    assert_eq!(ctx.fused_loc(&[], None), unknown);
    let ab = ctx.fused_loc(&[a, b], None);
    assert_eq!(ctx.fused_loc(&[b, ab], None), ctx.fused_loc(&[b, a], None));
    // With metadata nothing is unwrapped, and an empty list keeps `unknown`.
    let only_unknown = ctx.fused_loc(&[], Some(m));
    assert!(matches!(ctx.attr_kind(only_unknown),
        AttrKind::FusedLoc { locs, .. } if **locs == [unknown]));
    // Splicing that `unknown` keeps it, as MLIR does.
    let spliced = ctx.fused_loc(&[only_unknown, a], Some(m));
    assert!(matches!(ctx.attr_kind(spliced),
        AttrKind::FusedLoc { locs, .. } if **locs == [unknown, a]));
}
