//! `fixtures/ods/regions_successors.td`: regions and variadic regions,
//! successors and variadic successors: builders, accessors, counts and
//! constraints with MLIR's messages, and the generic round trip.

use ods_runtime::ods::op::Op;
use ods_runtime::BlockId;
use ods_tests::regions_successors::rs::*;
use ods_tests::support::Ir;

fn ir() -> Ir {
    Ir::new(&[RSDialect::register])
}

/// Ends `block` with an `rs.yield`.
fn yield_in(ir: &mut Ir, block: BlockId) {
    let mut state = ir.state::<YieldOp>();
    YieldOp::build(&mut ir.ctx, &mut state, &[]);
    let _: YieldOp = ir.create_in(block, state);
}

#[test]
fn regions_and_variadic_regions() {
    let mut ir = ir();
    let mut state = ir.state::<ContainerOp>();
    ContainerOp::build(&mut ir.ctx, &mut state, 2);
    let op: ContainerOp = ir.create(state);
    let regions = ir.ctx.regions(op.id()).to_vec();
    assert_eq!(regions.len(), 4);
    assert_eq!(op.body(&ir.ctx), regions[0]);
    assert_eq!(op.entry(&ir.ctx), regions[1]);
    assert_eq!(op.others(&ir.ctx), regions[2..].to_vec());
    // body: empty; entry: one empty block; others: one block, and two
    // blocks that end in terminators.
    ir.block(regions[1]);
    let b = ir.block(regions[2]);
    ir.values_in(b, &["i8"]);
    let b1 = ir.block(regions[3]);
    let b2 = ir.block(regions[3]);
    yield_in(&mut ir, b1);
    yield_in(&mut ir, b2);
    op.verify(&ir.ctx).unwrap();
    let text = ir.round_trip();
    let expected = r#"  "rs.container"() ({
  }, {
  ^bb0:
  }, {
    %0 = "sup.source"() : () -> i8
  }, {
    "rs.yield"() : () -> ()
  ^bb1:  // no predecessors
    "rs.yield"() : () -> ()
  }) : () -> ()"#;
    assert!(text.contains(expected), "{text}");
}

#[test]
fn no_variadic_regions() {
    let mut ir = ir();
    let mut state = ir.state::<ContainerOp>();
    ContainerOp::build(&mut ir.ctx, &mut state, 0);
    let op: ContainerOp = ir.create(state);
    assert!(op.others(&ir.ctx).is_empty());
    let entry = op.entry(&ir.ctx);
    ir.block(entry);
    ir.round_trip();
}

#[test]
fn region_constraint() {
    let mut ir = ir();
    let mut state = ir.state::<ContainerOp>();
    ContainerOp::build(&mut ir.ctx, &mut state, 0);
    let _: ContainerOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'rs.container' op region #1 ('entry') failed to verify constraint: region with 1 blocks"
    );
}

#[test]
fn variadic_region_constraint_names_the_region_index() {
    let mut ir = ir();
    let mut state = ir.state::<ContainerOp>();
    ContainerOp::build(&mut ir.ctx, &mut state, 2);
    let op: ContainerOp = ir.create(state);
    let entry = op.entry(&ir.ctx);
    ir.block(entry);
    let others = op.others(&ir.ctx);
    for _ in 0..3 {
        let b = ir.block(others[1]);
        yield_in(&mut ir, b);
    }
    assert_eq!(
        ir.verify_error(),
        "'rs.container' op region #3 ('others') failed to verify constraint: region with at most 2 blocks"
    );
}

#[test]
fn too_few_regions() {
    let mut ir = ir();
    let mut state = ir.state::<ContainerOp>();
    let r = ir.ctx.create_region();
    state.regions.push(r);
    let _: ContainerOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'rs.container' op expected 2 or more regions"
    );
}

#[test]
fn region_of_at_least_two_blocks() {
    let mut ir = ir();
    let bound = ir.value("i32");
    let mut state = ir.state::<LoopOp>();
    LoopOp::build(&mut ir.ctx, &mut state, bound);
    let op: LoopOp = ir.create(state);
    assert_eq!(op.bound(&ir.ctx), bound);
    let body = op.body(&ir.ctx);
    let b0 = ir.block(body);
    yield_in(&mut ir, b0);
    assert_eq!(
        ir.verify_error(),
        "'rs.loop' op region #0 ('body') failed to verify constraint: region with at least 2 blocks"
    );
    let b1 = ir.block(body);
    yield_in(&mut ir, b1);
    ir.round_trip();
}

#[test]
fn missing_region() {
    let mut ir = ir();
    let bound = ir.value("i32");
    let mut state = ir.state::<LoopOp>();
    LoopOp::build_generic(&mut ir.ctx, &mut state, &[], &[bound], &[]);
    state.regions.clear();
    let _: LoopOp = ir.create(state);
    assert_eq!(ir.verify_error(), "'rs.loop' op requires one region");
}

/// A `sup.func` whose four blocks branch with every successor op:
/// `^bb0: rs.cond ^bb1, ^bb2`, `^bb1: rs.switch ^bb2 [^bb3, ^bb1]`,
/// `^bb2: rs.branch ^bb3`, `^bb3: sup.return`.
#[test]
fn successors_and_variadic_successors() {
    let mut ir = ir();
    let v = ir.values(&["i1", "i32", "f32"]);
    let (_, blocks) = ir.func(4);
    let mut state = ir.state::<CondOp>();
    CondOp::build(&mut ir.ctx, &mut state, v[0], blocks[1], blocks[2]);
    let cond: CondOp = ir.create_in(blocks[0], state);
    let mut state = ir.state::<SwitchOp>();
    SwitchOp::build(
        &mut ir.ctx,
        &mut state,
        v[1],
        blocks[2],
        &[blocks[3], blocks[1]],
    );
    let switch: SwitchOp = ir.create_in(blocks[1], state);
    let mut state = ir.state::<BranchOp>();
    BranchOp::build(&mut ir.ctx, &mut state, &[v[2]], blocks[3]);
    let branch: BranchOp = ir.create_in(blocks[2], state);
    ir.ret(blocks[3]);

    let ctx = &ir.ctx;
    assert_eq!(cond.condition(ctx), v[0]);
    assert_eq!(cond.then_dest(ctx), blocks[1]);
    assert_eq!(cond.else_dest(ctx), blocks[2]);
    assert_eq!(switch.default_dest(ctx), blocks[2]);
    assert_eq!(switch.cases(ctx), vec![blocks[3], blocks[1]]);
    assert_eq!(branch.dest(ctx), blocks[3]);
    assert_eq!(branch.args(ctx), vec![v[2]]);

    let text = ir.round_trip();
    let expected = r#"  "sup.func"() ({
    "rs.cond"(%0#0)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "rs.switch"(%0#1)[^bb2, ^bb3, ^bb1] : (i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "rs.branch"(%0#2)[^bb3] : (f32) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "sup.return"() : () -> ()
  }) : () -> ()"#;
    assert!(text.contains(expected), "{text}");
}

#[test]
fn switch_without_cases() {
    let mut ir = ir();
    let v = ir.value("i32");
    let (_, blocks) = ir.func(2);
    let mut state = ir.state::<SwitchOp>();
    SwitchOp::build(&mut ir.ctx, &mut state, v, blocks[1], &[]);
    let switch: SwitchOp = ir.create_in(blocks[0], state);
    ir.ret(blocks[1]);
    assert!(switch.cases(&ir.ctx).is_empty());
    ir.round_trip();
}

#[test]
fn too_few_successors() {
    let mut ir = ir();
    let v = ir.value("i32");
    let (_, blocks) = ir.func(1);
    let mut state = ir.state::<SwitchOp>();
    SwitchOp::build_generic(&mut ir.ctx, &mut state, &[], &[v], &[]);
    let _: SwitchOp = ir.create_in(blocks[0], state);
    assert_eq!(
        ir.verify_error(),
        "'rs.switch' op requires at least 1 successors but found 0"
    );
}

#[test]
fn wrong_number_of_successors() {
    let mut ir = ir();
    let c = ir.value("i1");
    let (_, blocks) = ir.func(2);
    let mut state = ir.state::<CondOp>();
    CondOp::build_generic(&mut ir.ctx, &mut state, &[], &[c], &[]);
    state.successors.push(blocks[1]);
    let _: CondOp = ir.create_in(blocks[0], state);
    ir.ret(blocks[1]);
    assert_eq!(
        ir.verify_error(),
        "'rs.cond' op requires 2 successors but found 1"
    );

    let mut ir = self::ir();
    let (_, blocks) = ir.func(2);
    let mut state = ir.state::<BranchOp>();
    BranchOp::build_generic(&mut ir.ctx, &mut state, &[], &[], &[]);
    let _: BranchOp = ir.create_in(blocks[0], state);
    ir.ret(blocks[1]);
    assert_eq!(
        ir.verify_error(),
        "'rs.branch' op requires 1 successor but found 0"
    );
}

#[test]
fn terminator_in_the_middle_of_a_block() {
    let mut ir = ir();
    let (_, blocks) = ir.func(1);
    let mut state = ir.state::<YieldOp>();
    YieldOp::build(&mut ir.ctx, &mut state, &[]);
    let _: YieldOp = ir.create_in(blocks[0], state);
    ir.ret(blocks[0]);
    assert_eq!(
        ir.verify_error(),
        "'rs.yield' op must be the last operation in the parent block"
    );
    // Without the op after it, the block is fine.
    let last = ir.ctx.last_op(blocks[0]).unwrap();
    ir.ctx.erase_op(last).unwrap();
    ir.round_trip();
}

#[test]
fn a_terminator_checks_its_counts_before_its_place() {
    // MLIR checks `IsTerminator` as one of the op's traits, after the
    // count traits: a misplaced terminator of the wrong shape reports the
    // shape.
    let mut ir = ir();
    let (_, blocks) = ir.func(2);
    let mut state = ir.state::<BranchOp>();
    BranchOp::build_generic(&mut ir.ctx, &mut state, &[], &[], &[]);
    let _: BranchOp = ir.create_in(blocks[0], state);
    ir.ret(blocks[0]);
    ir.ret(blocks[1]);
    assert_eq!(
        ir.verify_error(),
        "'rs.branch' op requires 1 successor but found 0"
    );
}

#[test]
fn region_constraint_in_rust() {
    let mut ir = ir();
    let mut state = ir.state::<GuardOp>();
    GuardOp::build(&mut ir.ctx, &mut state);
    let op: GuardOp = ir.create(state);
    let body = op.body(&ir.ctx);
    ir.block(body);
    ir.round_trip();
    let i32_ty = ir.ty("i32");
    let loc = ir.ctx.unknown_loc();
    let first = ir.ctx.blocks(body)[0];
    ir.ctx.add_block_arg(first, i32_ty, loc);
    assert_eq!(
        ir.verify_error(),
        "'rs.guard' op region #0 ('body') failed to verify constraint: region whose blocks have no arguments"
    );
}

#[test]
fn successor_constraint_in_rust() {
    let mut ir = ir();
    let (_, blocks) = ir.func(4);
    let mut state = ir.state::<JumpOp>();
    JumpOp::build(&mut ir.ctx, &mut state, blocks[1], &[blocks[2], blocks[3]]);
    let op: JumpOp = ir.create_in(blocks[0], state);
    for &b in &blocks[1..] {
        ir.ret(b);
    }
    assert_eq!(op.target(&ir.ctx), blocks[1]);
    assert_eq!(op.others(&ir.ctx), blocks[2..].to_vec());
    let text = ir.round_trip();
    assert!(
        text.contains(r#""rs.jump"()[^bb1, ^bb2, ^bb3] : () -> ()"#),
        "{text}"
    );
    let i32_ty = ir.ty("i32");
    let loc = ir.ctx.unknown_loc();
    ir.ctx.add_block_arg(blocks[3], i32_ty, loc);
    // MLIR's wording, its misplaced quote included.
    assert_eq!(
        ir.verify_error(),
        "'rs.jump' op successor #2 ('others)' failed to verify constraint: successor without arguments"
    );
}

#[test]
fn unnamed_region_is_read_by_index() {
    let mut ir = ir();
    let mut state = ir.state::<AnonymousOp>();
    AnonymousOp::build(&mut ir.ctx, &mut state);
    let op: AnonymousOp = ir.create(state);
    let regions = ir.ctx.regions(op.id()).to_vec();
    assert_eq!(regions.len(), 2);
    assert_eq!(op.named(&ir.ctx), regions[1]);
    let first = ir.block(regions[0]);
    ir.block(regions[1]);
    ir.round_trip();
    let i32_ty = ir.ty("i32");
    let loc = ir.ctx.unknown_loc();
    ir.ctx.add_block_arg(first, i32_ty, loc);
    // MLIR leaves the name out of the message of a region without one.
    assert_eq!(
        ir.verify_error(),
        "'rs.anonymous' op region #0 failed to verify constraint: region whose blocks have no arguments"
    );
}

#[test]
fn unnamed_successor_is_a_builder_parameter_by_index() {
    let mut ir = ir();
    let (_, blocks) = ir.func(2);
    let mut state = ir.state::<AnonymousJumpOp>();
    AnonymousJumpOp::build(&mut ir.ctx, &mut state, blocks[1]);
    let op: AnonymousJumpOp = ir.create_in(blocks[0], state);
    ir.ret(blocks[1]);
    assert_eq!(ir.ctx.successors(op.id()), [blocks[1]]);
    ir.round_trip();
    let i32_ty = ir.ty("i32");
    let loc = ir.ctx.unknown_loc();
    ir.ctx.add_block_arg(blocks[1], i32_ty, loc);
    // MLIR's wording: the name, empty, between its misplaced quotes.
    assert_eq!(
        ir.verify_error(),
        "'rs.anonymous_jump' op successor #0 (')' failed to verify constraint: successor without arguments"
    );
}
