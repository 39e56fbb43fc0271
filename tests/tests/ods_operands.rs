//! `fixtures/ods/operands.td`: operand and result groups of every arity,
//! built with the generated builders, read with the generated accessors
//! and adaptors, verified (with MLIR's messages on failure) and printed in
//! the generic form, parsed back and printed again.

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::ods::op::{dense_i32_attr, set_prop, Op};
use ods_runtime::Value;
use ods_tests::operands::opnd::*;
use ods_tests::support::Ir;

fn ir() -> Ir {
    Ir::new(&[OpndDialect::register])
}

fn types(ir: &Ir, values: &[Value]) -> Vec<String> {
    values
        .iter()
        .map(|&v| ods_tests::support::type_text(&ir.ctx, ir.ctx.value_type(v)))
        .collect()
}

#[test]
fn single_operands_and_result() {
    let mut ir = ir();
    let v = ir.values(&["i32", "f32"]);
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<PairOp>();
    PairOp::build(&mut ir.ctx, &mut state, i64_ty, v[0], v[1]);
    let op: PairOp = ir.create(state);
    assert_eq!(PairOp::OPERATION_NAME, "opnd.pair");
    assert_eq!(<PairOp as Op>::NAME, "opnd.pair");
    assert_eq!(op.lhs(&ir.ctx), v[0]);
    assert_eq!(op.rhs(&ir.ctx), v[1]);
    let sum = op.sum(&ir.ctx);
    assert_eq!(ir.ctx.value_type(sum), i64_ty);
    assert_eq!(sum, ir.ctx.result(op.id(), 0));
    op.verify(&ir.ctx).unwrap();
    let text = ir.round_trip();
    assert!(
        text.contains(r#"%1 = "opnd.pair"(%0#0, %0#1) : (i32, f32) -> i64"#),
        "{text}"
    );
}

#[test]
fn cast_checks_the_name() {
    let mut ir = ir();
    let v = ir.values(&["i32", "f32"]);
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<PairOp>();
    PairOp::build(&mut ir.ctx, &mut state, i64_ty, v[0], v[1]);
    let op: PairOp = ir.create(state);
    assert_eq!(PairOp::cast(&ir.ctx, op.id()), Some(op));
    assert_eq!(VariadicOp::cast(&ir.ctx, op.id()), None);
}

#[test]
fn operand_of_the_wrong_type() {
    let mut ir = ir();
    let v = ir.values(&["i32", "i32"]);
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<PairOp>();
    PairOp::build(&mut ir.ctx, &mut state, i64_ty, v[0], v[1]);
    let op: PairOp = ir.create(state);
    assert_eq!(
        op.verify(&ir.ctx).unwrap_err().message,
        "'opnd.pair' op operand #1 must be 32-bit float, but got 'i32'"
    );
}

#[test]
fn result_of_the_wrong_type() {
    let mut ir = ir();
    let v = ir.values(&["i32", "f32"]);
    let i32_ty = ir.ty("i32");
    let mut state = ir.state::<PairOp>();
    PairOp::build(&mut ir.ctx, &mut state, i32_ty, v[0], v[1]);
    let _: PairOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.pair' op result #0 must be 64-bit signless integer, but got 'i32'"
    );
}

#[test]
fn wrong_operand_and_result_counts() {
    let mut ir = ir();
    let v = ir.values(&["i32", "f32"]);
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<PairOp>();
    PairOp::build_generic(&mut ir.ctx, &mut state, &[i64_ty], &v[..1], &[]);
    let _: PairOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.pair' op expected 2 operands, but found 1"
    );

    let mut ir2 = self::ir();
    let v = ir2.values(&["i32", "f32"]);
    let mut state = ir2.state::<PairOp>();
    PairOp::build_generic(&mut ir2.ctx, &mut state, &[], &v, &[]);
    let _: PairOp = ir2.create(state);
    assert_eq!(ir2.verify_error(), "'opnd.pair' op requires one result");
}

#[test]
fn variadic_group_between_single_operands() {
    let mut ir = ir();
    let v = ir.values(&["i32", "f32", "f32", "f32", "index"]);
    let mut state = ir.state::<VariadicOp>();
    VariadicOp::build(&mut ir.ctx, &mut state, v[0], &v[1..4], v[4]);
    let op: VariadicOp = ir.create(state);
    assert_eq!(op.first(&ir.ctx), v[0]);
    assert_eq!(op.rest(&ir.ctx), v[1..4].to_vec());
    assert_eq!(op.last(&ir.ctx), v[4]);
    let adaptor = op.adaptor(&ir.ctx);
    assert_eq!(adaptor.first(), v[0]);
    assert_eq!(adaptor.rest(), &v[1..4]);
    assert_eq!(adaptor.last(), v[4]);
    assert_eq!(adaptor.as_slice(), &v[..]);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""opnd.variadic"(%0#0, %0#1, %0#2, %0#3, %0#4) : (i32, f32, f32, f32, index) -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn empty_variadic_group() {
    let mut ir = ir();
    let v = ir.values(&["i32", "index"]);
    let mut state = ir.state::<VariadicOp>();
    VariadicOp::build(&mut ir.ctx, &mut state, v[0], &[], v[1]);
    let op: VariadicOp = ir.create(state);
    assert!(op.rest(&ir.ctx).is_empty());
    assert_eq!(op.last(&ir.ctx), v[1]);
    ir.round_trip();
}

#[test]
fn variadic_operand_of_the_wrong_type_is_numbered_in_the_whole_list() {
    let mut ir = ir();
    let v = ir.values(&["i32", "f32", "i64", "index"]);
    let mut state = ir.state::<VariadicOp>();
    VariadicOp::build(&mut ir.ctx, &mut state, v[0], &v[1..3], v[3]);
    let _: VariadicOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.variadic' op operand #2 must be variadic of 32-bit float, but got 'i64'"
    );
}

#[test]
fn too_few_operands_for_the_single_groups() {
    let mut ir = ir();
    let v = ir.values(&["i32"]);
    let mut state = ir.state::<VariadicOp>();
    VariadicOp::build_generic(&mut ir.ctx, &mut state, &[], &v, &[]);
    let _: VariadicOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.variadic' op expected 2 or more operands, but found 1"
    );
}

#[test]
fn optional_operand_present_and_absent() {
    let mut ir = ir();
    let v = ir.values(&["i32", "i64"]);
    let mut state = ir.state::<OptionalOp>();
    OptionalOp::build(&mut ir.ctx, &mut state, Some(v[0]), v[1]);
    let with: OptionalOp = ir.create(state);
    let mut state = ir.state::<OptionalOp>();
    OptionalOp::build(&mut ir.ctx, &mut state, None, v[1]);
    let without: OptionalOp = ir.create(state);
    assert_eq!(with.maybe(&ir.ctx), Some(v[0]));
    assert_eq!(with.fixed(&ir.ctx), v[1]);
    assert_eq!(without.maybe(&ir.ctx), None);
    assert_eq!(without.fixed(&ir.ctx), v[1]);
    assert_eq!(without.adaptor(&ir.ctx).maybe(), None);
    let text = ir.round_trip();
    assert!(
        text.contains(r#""opnd.optional"(%0#0, %0#1) : (i32, i64) -> ()"#),
        "{text}"
    );
    assert!(
        text.contains(r#""opnd.optional"(%0#1) : (i64) -> ()"#),
        "{text}"
    );
}

#[test]
fn optional_operand_with_two_values() {
    let mut ir = ir();
    let v = ir.values(&["i32", "i32", "i64"]);
    let mut state = ir.state::<OptionalOp>();
    OptionalOp::build_generic(&mut ir.ctx, &mut state, &[], &v, &[]);
    let _: OptionalOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.optional' op operand group starting at #0 requires 0 or 1 element, but found 2"
    );
}

#[test]
fn operand_segment_sizes() {
    let mut ir = ir();
    let v = ir.values(&["i32", "i32", "f32", "i64", "index"]);
    let mut state = ir.state::<SegmentedOp>();
    SegmentedOp::build(&mut ir.ctx, &mut state, &v[0..2], None, v[3], &v[4..5]);
    let without_b: SegmentedOp = ir.create(state);
    let mut state = ir.state::<SegmentedOp>();
    SegmentedOp::build(&mut ir.ctx, &mut state, &[], Some(v[2]), v[3], &[]);
    let with_b: SegmentedOp = ir.create(state);

    assert_eq!(without_b.a(&ir.ctx), v[0..2].to_vec());
    assert_eq!(without_b.b(&ir.ctx), None);
    assert_eq!(without_b.c(&ir.ctx), v[3]);
    assert_eq!(without_b.d(&ir.ctx), vec![v[4]]);
    assert!(with_b.a(&ir.ctx).is_empty());
    assert_eq!(with_b.b(&ir.ctx), Some(v[2]));
    assert_eq!(with_b.c(&ir.ctx), v[3]);
    assert!(with_b.d(&ir.ctx).is_empty());
    let adaptor = without_b.adaptor(&ir.ctx);
    assert_eq!(adaptor.a(), &v[0..2]);
    assert_eq!(adaptor.d(), &v[4..5]);

    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""opnd.segmented"(%0#0, %0#1, %0#3, %0#4) <{operandSegmentSizes = array<i32: 2, 0, 1, 1>}> : (i32, i32, i64, index) -> ()"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            r#""opnd.segmented"(%0#2, %0#3) <{operandSegmentSizes = array<i32: 0, 1, 1, 0>}> : (f32, i64) -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn operand_segment_sizes_that_do_not_add_up() {
    let mut ir = ir();
    let v = ir.values(&["i32", "i32", "i64", "index"]);
    let mut state = ir.state::<SegmentedOp>();
    SegmentedOp::build(&mut ir.ctx, &mut state, &v[0..2], None, v[2], &v[3..4]);
    let op: SegmentedOp = ir.create(state);
    let sizes = dense_i32_attr(&mut ir.ctx, &[1, 0, 1, 1]);
    set_prop(&mut ir.ctx, op.id(), "operandSegmentSizes", Some(sizes));
    assert_eq!(
        ir.verify_error(),
        "'opnd.segmented' op operand count (4) does not match with the total size (3) specified in attribute 'operandSegmentSizes'"
    );
}

#[test]
fn segmented_optional_group_with_two_values() {
    let mut ir = ir();
    let v = ir.values(&["f32", "f32", "i64"]);
    // Two values in the optional group `b`.
    let mut state = ir.state::<SegmentedOp>();
    SegmentedOp::build_generic(&mut ir.ctx, &mut state, &[], &v, &[]);
    let op: SegmentedOp = ir.create(state);
    let sizes = dense_i32_attr(&mut ir.ctx, &[0, 2, 1, 0]);
    set_prop(&mut ir.ctx, op.id(), "operandSegmentSizes", Some(sizes));
    assert_eq!(
        ir.verify_error(),
        "'opnd.segmented' op operand group starting at #0 requires 0 or 1 element, but found 2"
    );
}

#[test]
fn aggregate_builder_moves_segment_sizes_to_the_properties() {
    // As MLIR's aggregate builder does for every inherent attribute.
    let mut ir = ir();
    let v = ir.values(&["i32", "f32", "i64"]);
    let mut state = ir.state::<SegmentedOp>();
    let sizes = dense_i32_attr(&mut ir.ctx, &[1, 1, 1, 0]);
    SegmentedOp::build_generic(
        &mut ir.ctx,
        &mut state,
        &[],
        &v,
        &[("operandSegmentSizes", sizes)],
    );
    let op: SegmentedOp = ir.create(state);
    assert_eq!(op.a(&ir.ctx), vec![v[0]]);
    assert_eq!(op.b(&ir.ctx), Some(v[1]));
    assert_eq!(op.c(&ir.ctx), v[2]);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""opnd.segmented"(%0#0, %0#1, %0#2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (i32, f32, i64) -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn same_variadic_operand_size() {
    let mut ir = ir();
    let v = ir.values(&["i32", "i32", "f32", "i64", "i64"]);
    let mut state = ir.state::<SameSizeOp>();
    SameSizeOp::build(&mut ir.ctx, &mut state, &v[0..2], v[2], &v[3..5]);
    let op: SameSizeOp = ir.create(state);
    assert_eq!(op.xs(&ir.ctx), v[0..2].to_vec());
    assert_eq!(op.mid(&ir.ctx), v[2]);
    assert_eq!(op.ys(&ir.ctx), v[3..5].to_vec());
    let text = ir.round_trip();
    assert!(!text.contains("operandSegmentSizes"), "{text}");
}

#[test]
fn same_variadic_operand_size_checks_each_group() {
    let mut ir = ir();
    let v = ir.values(&["i32", "i32", "f32", "i64", "i32"]);
    let mut state = ir.state::<SameSizeOp>();
    SameSizeOp::build(&mut ir.ctx, &mut state, &v[0..2], v[2], &v[3..5]);
    let _: SameSizeOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.same_size' op operand #4 must be variadic of 64-bit signless integer, but got 'i32'"
    );
}

#[test]
fn variadic_of_variadic_operand() {
    let mut ir = ir();
    let v = ir.values(&["f32", "i32", "i32", "i32"]);
    let groups = vec![vec![v[1]], vec![], vec![v[2], v[3]]];
    let mut state = ir.state::<NestedOp>();
    NestedOp::build(&mut ir.ctx, &mut state, v[0], &groups);
    let op: NestedOp = ir.create(state);
    assert_eq!(op.scale(&ir.ctx), v[0]);
    assert_eq!(op.values(&ir.ctx), groups);
    assert_eq!(op.groups(&ir.ctx), vec![1, 0, 2]);
    assert_eq!(op.adaptor(&ir.ctx).values(), &v[1..4]);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#""opnd.nested"(%0#0, %0#1, %0#2, %0#3) <{groups = array<i32: 1, 0, 2>}> : (f32, i32, i32, i32) -> ()"#
        ),
        "{text}"
    );
}

#[test]
fn variadic_of_variadic_sizes_must_add_up() {
    // MLIR checks the segment attribute against the group
    // (`verifyValueSizeAttr`).
    let mut ir = ir();
    let v = ir.values(&["f32", "i32", "i32", "i32"]);
    let groups = vec![vec![v[1]], vec![v[2], v[3]]];
    let mut state = ir.state::<NestedOp>();
    NestedOp::build(&mut ir.ctx, &mut state, v[0], &groups);
    let op: NestedOp = ir.create(state);
    op.verify(&ir.ctx).unwrap();
    op.set_groups(&mut ir.ctx, vec![1, 1]);
    assert_eq!(
        ir.verify_error(),
        "'opnd.nested' op values count (3) does not match with the total size (2) specified in attribute 'groups'"
    );
}

#[test]
fn variadic_of_variadic_operand_of_the_wrong_type() {
    let mut ir = ir();
    let v = ir.values(&["f32", "i32", "i64"]);
    let groups = vec![vec![v[1], v[2]]];
    let mut state = ir.state::<NestedOp>();
    NestedOp::build(&mut ir.ctx, &mut state, v[0], &groups);
    let _: NestedOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.nested' op operand #2 must be variadic of 32-bit signless integer, but got 'i64'"
    );
}

#[test]
fn single_and_variadic_results() {
    let mut ir = ir();
    let (i32_ty, f32_ty) = (ir.ty("i32"), ir.ty("f32"));
    let mut state = ir.state::<ResultsOp>();
    ResultsOp::build(&mut ir.ctx, &mut state, i32_ty, &[f32_ty, f32_ty]);
    let op: ResultsOp = ir.create(state);
    let results = ir.ctx.results(op.id());
    assert_eq!(op.head(&ir.ctx), results[0]);
    assert_eq!(op.tail(&ir.ctx), results[1..].to_vec());
    assert_eq!(types(&ir, &results), ["i32", "f32", "f32"]);

    let mut state = ir.state::<ResultsOp>();
    ResultsOp::build_with_result_types(&mut ir.ctx, &mut state, &[i32_ty]);
    let alone: ResultsOp = ir.create(state);
    assert!(alone.tail(&ir.ctx).is_empty());
    let text = ir.round_trip();
    assert!(
        text.contains(r#"%0:3 = "opnd.results"() : () -> (i32, f32, f32)"#),
        "{text}"
    );
    assert!(
        text.contains(r#"%1 = "opnd.results"() : () -> i32"#),
        "{text}"
    );
}

#[test]
fn variadic_result_of_the_wrong_type() {
    let mut ir = ir();
    let (i32_ty, f32_ty) = (ir.ty("i32"), ir.ty("f32"));
    let mut state = ir.state::<ResultsOp>();
    ResultsOp::build(&mut ir.ctx, &mut state, i32_ty, &[f32_ty, i32_ty]);
    let _: ResultsOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.results' op result #2 must be variadic of 32-bit float, but got 'i32'"
    );
}

#[test]
fn no_results_where_one_is_required() {
    let mut ir = ir();
    let mut state = ir.state::<ResultsOp>();
    ResultsOp::build_with_result_types(&mut ir.ctx, &mut state, &[]);
    let _: ResultsOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.results' op expected 1 or more results, but found 0"
    );
}

#[test]
fn result_segment_sizes() {
    let mut ir = ir();
    let (i32_ty, f32_ty, index) = (ir.ty("i32"), ir.ty("f32"), ir.ty("index"));
    let mut state = ir.state::<SegResultsOp>();
    SegResultsOp::build(&mut ir.ctx, &mut state, None, &[f32_ty, f32_ty], index);
    let op: SegResultsOp = ir.create(state);
    let results = ir.ctx.results(op.id());
    assert_eq!(op.maybe(&ir.ctx), None);
    assert_eq!(op.many(&ir.ctx), results[0..2].to_vec());
    assert_eq!(op.one(&ir.ctx), results[2]);

    let mut state = ir.state::<SegResultsOp>();
    SegResultsOp::build(&mut ir.ctx, &mut state, Some(i32_ty), &[], index);
    let other: SegResultsOp = ir.create(state);
    let results = ir.ctx.results(other.id());
    assert_eq!(other.maybe(&ir.ctx), Some(results[0]));
    assert!(other.many(&ir.ctx).is_empty());
    assert_eq!(other.one(&ir.ctx), results[1]);

    let text = ir.round_trip();
    assert!(
        text.contains(
            r#"%0:3 = "opnd.seg_results"() <{resultSegmentSizes = array<i32: 0, 2, 1>}> : () -> (f32, f32, index)"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            r#"%1:2 = "opnd.seg_results"() <{resultSegmentSizes = array<i32: 1, 0, 1>}> : () -> (i32, index)"#
        ),
        "{text}"
    );
}

#[test]
fn result_segment_sizes_that_do_not_add_up() {
    let mut ir = ir();
    let (f32_ty, index) = (ir.ty("f32"), ir.ty("index"));
    let mut state = ir.state::<SegResultsOp>();
    SegResultsOp::build(&mut ir.ctx, &mut state, None, &[f32_ty], index);
    let op: SegResultsOp = ir.create(state);
    let sizes = dense_i32_attr(&mut ir.ctx, &[0, 2, 1]);
    set_prop(&mut ir.ctx, op.id(), "resultSegmentSizes", Some(sizes));
    assert_eq!(
        ir.verify_error(),
        "'opnd.seg_results' op result count (2) does not match with the total size (3) specified in attribute 'resultSegmentSizes'"
    );
}

#[test]
fn same_variadic_result_size() {
    let mut ir = ir();
    let (i32_ty, f32_ty) = (ir.ty("i32"), ir.ty("f32"));
    let mut state = ir.state::<SameSizeResultsOp>();
    SameSizeResultsOp::build(
        &mut ir.ctx,
        &mut state,
        &[i32_ty, i32_ty],
        &[f32_ty, f32_ty],
    );
    let op: SameSizeResultsOp = ir.create(state);
    let results = ir.ctx.results(op.id());
    assert_eq!(op.xs(&ir.ctx), results[0..2].to_vec());
    assert_eq!(op.ys(&ir.ctx), results[2..4].to_vec());
    ir.round_trip();
}

#[test]
fn optional_result() {
    let mut ir = ir();
    let v = ir.value("i32");
    let f32_ty = ir.ty("f32");
    let mut state = ir.state::<OptResultOp>();
    OptResultOp::build(&mut ir.ctx, &mut state, Some(f32_ty), v);
    let with: OptResultOp = ir.create(state);
    let mut state = ir.state::<OptResultOp>();
    OptResultOp::build(&mut ir.ctx, &mut state, None, v);
    let without: OptResultOp = ir.create(state);
    assert_eq!(with.out(&ir.ctx), Some(ir.ctx.result(with.id(), 0)));
    assert_eq!(without.out(&ir.ctx), None);
    assert_eq!(with.input(&ir.ctx), v);
    let text = ir.round_trip();
    assert!(
        text.contains(r#"%1 = "opnd.opt_result"(%0) : (i32) -> f32"#),
        "{text}"
    );
    assert!(
        text.contains(r#""opnd.opt_result"(%0) : (i32) -> ()"#),
        "{text}"
    );
}

#[test]
fn optional_result_with_two_values() {
    let mut ir = ir();
    let v = ir.value("i32");
    let f32_ty = ir.ty("f32");
    let mut state = ir.state::<OptResultOp>();
    OptResultOp::build_with_result_types(&mut ir.ctx, &mut state, &[f32_ty, f32_ty], v);
    let _: OptResultOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'opnd.opt_result' op result group starting at #0 requires 0 or 1 element, but found 2"
    );
}

#[test]
fn operands_attributes_and_properties_in_any_order() {
    let mut ir = ir();
    let v = ir.values(&["i32", "f32", "index", "index"]);
    let f32_ty = ir.ty("f32");
    // Parameters follow the declaration: count, x, label, y, flag, width, rest.
    let mut state = ir.state::<MixedOp>();
    MixedOp::build(
        &mut ir.ctx,
        &mut state,
        f32_ty,
        3,
        v[0],
        "lbl",
        v[1],
        flags::Flag::Yes,
        -7,
        &v[2..4],
    );
    let op: MixedOp = ir.create(state);
    assert_eq!(op.count(&ir.ctx), 3);
    assert_eq!(op.x(&ir.ctx), v[0]);
    assert_eq!(op.label(&ir.ctx), "lbl");
    assert_eq!(op.y(&ir.ctx), v[1]);
    assert!(op.flag(&ir.ctx));
    assert_eq!(op.width(&ir.ctx), -7);
    assert_eq!(op.rest(&ir.ctx), v[2..4].to_vec());
    assert_eq!(
        MixedOp::ATTRIBUTE_NAMES,
        &["count", "flag", "label", "width"][..]
    );

    // The same op with the result type inferred (f32 is buildable).
    let mut state = ir.state::<MixedOp>();
    MixedOp::build_inferred(
        &mut ir.ctx,
        &mut state,
        4,
        v[0],
        "other",
        v[1],
        flags::Flag::No,
        8,
        &[],
    )
    .unwrap();
    let inferred: MixedOp = ir.create(state);
    let out = inferred.out(&ir.ctx);
    assert_eq!(ir.ctx.value_type(out), f32_ty);
    assert!(!inferred.flag(&ir.ctx));

    let text = ir.round_trip();
    assert!(
        text.contains(
            r#"%1 = "opnd.mixed"(%0#0, %0#1, %0#2, %0#3) <{count = 3 : i32, flag, label = "lbl", width = -7 : i64}> : (i32, f32, index, index) -> f32"#
        ),
        "{text}"
    );
    assert!(
        text.contains(
            r#"%2 = "opnd.mixed"(%0#0, %0#1) <{count = 4 : i32, label = "other", width = 8 : i64}> : (i32, f32) -> f32"#
        ),
        "{text}"
    );
}

#[test]
fn adaptors_lay_out_anything_like_the_operands() {
    // Segment sizes given.
    let a = SegmentedOpAdaptor::new(vec!["a0", "a1", "c", "d0"], Some(&[2, 0, 1, 1][..])).unwrap();
    assert_eq!(a.a(), &["a0", "a1"]);
    assert_eq!(a.b(), None);
    assert_eq!(a.c(), "c");
    assert_eq!(a.d(), &["d0"]);
    assert_eq!(a.as_slice().len(), 4);
    assert!(SegmentedOpAdaptor::new(vec![1, 2, 3], Some(&[1, 1, 1, 1][..])).is_err());
    assert!(SegmentedOpAdaptor::new(vec![1, 2, 3], Some(&[1, 1][..])).is_err());
    // One variadic group takes what the single ones leave.
    let v = VariadicOpAdaptor::new(vec![Some(1), None, Some(3), Some(4)], None).unwrap();
    assert_eq!(v.first(), Some(1));
    assert_eq!(v.rest(), &[None, Some(3)]);
    assert_eq!(v.last(), Some(4));
    assert!(VariadicOpAdaptor::new(vec![1], None).is_err());
    // Variadic groups of the same size share the rest equally.
    let s = SameSizeOpAdaptor::new(vec![1, 2, 3, 4, 5], None).unwrap();
    assert_eq!(s.xs(), &[1, 2]);
    assert_eq!(s.mid(), 3);
    assert_eq!(s.ys(), &[4, 5]);
    // An optional group is empty or holds one value.
    let o = OptionalOpAdaptor::new(vec!['x'], None).unwrap();
    assert_eq!(o.maybe(), None);
    assert_eq!(o.fixed(), 'x');
    let o = OptionalOpAdaptor::new(vec!['m', 'x'], None).unwrap();
    assert_eq!(o.maybe(), Some('m'));
    assert_eq!(o.fixed(), 'x');
}

/// mlir-tblgen's implicit `getAsmResultNames`: an op with several named
/// result groups names each group's first result after it, as mlir-opt
/// prints `%sum, %overflow = arith.addui_extended ...`; the names read
/// back.
#[test]
fn named_result_groups_print_their_names() {
    let mut ir = ir();
    let (i32_ty, f32_ty, index) = (ir.ty("i32"), ir.ty("f32"), ir.ty("index"));
    let mut state = ir.state::<ResultsOp>();
    ResultsOp::build(&mut ir.ctx, &mut state, i32_ty, &[f32_ty, f32_ty]);
    let _: ResultsOp = ir.create(state);
    let mut state = ir.state::<ResultsOp>();
    ResultsOp::build_with_result_types(&mut ir.ctx, &mut state, &[i32_ty]);
    let _: ResultsOp = ir.create(state);
    let mut state = ir.state::<SegResultsOp>();
    SegResultsOp::build(&mut ir.ctx, &mut state, None, &[f32_ty, f32_ty], index);
    let _: SegResultsOp = ir.create(state);
    ir.verify_ok();
    let custom = print_top_level(&ir.ctx, ir.module, PrintOptions::default()).unwrap();
    for line in [
        r#"%head, %tail:2 = "opnd.results"() : () -> (i32, f32, f32)"#,
        r#"%head_0 = "opnd.results"() : () -> i32"#,
        r#"%many:2, %one = "opnd.seg_results"()"#,
    ] {
        assert!(custom.contains(line), "{line}\n{custom}");
    }
    let mut fresh = self::ir();
    let parsed = ods_runtime::parse_source(&mut fresh.ctx, &custom, "names.mlir").unwrap();
    let again = print_top_level(&fresh.ctx, parsed, PrintOptions::default()).unwrap();
    assert_eq!(again, custom);
}
