//! `fixtures/ods/traits.td`: what traits check, with MLIR's messages:
//! type relations checked natively, op predicates (AllTypesMatch,
//! AllElementTypesMatch, TypesMatchWith, PredOpTrait), structural traits
//! (HasParent, ParentOneOf, Terminator, SingleBlockImplicitTerminator,
//! NoTerminator, IsolatedFromAbove), and result types from
//! InferTypeOpInterface.

use ods_runtime::ods::op::Op;
use ods_runtime::{BlockId, Value};
use ods_tests::support::Ir;
use ods_tests::support_ops::sup;
use ods_tests::traits::tr::*;

fn ir() -> Ir {
    Ir::new(&[TrDialect::register])
}

fn result_type(ir: &Ir, v: Value) -> String {
    ods_tests::support::type_text(&ir.ctx, ir.ctx.value_type(v))
}

#[test]
fn same_operands_and_result_type() {
    let mut ir = ir();
    let v = ir.values(&["tensor<2xf32>", "tensor<2xf32>"]);
    let mut state = ir.state::<SameOp>();
    SameOp::build_inferred(&mut ir.ctx, &mut state, v[0], v[1]).unwrap();
    let op: SameOp = ir.create(state);
    let result = op.result(&ir.ctx);
    assert_eq!(result_type(&ir, result), "tensor<2xf32>");
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#"%1 = "tr.same"(%0#0, %0#1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>"#
        ),
        "{text}"
    );
}

#[test]
fn same_operands_and_result_type_mismatch() {
    let mut ir = ir();
    let v = ir.values(&["i32", "i32"]);
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<SameOp>();
    SameOp::build(&mut ir.ctx, &mut state, i64_ty, v[0], v[1]);
    let _: SameOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.same' op requires the same type for all operands and results"
    );
}

#[test]
fn same_type_operands() {
    let mut ir = ir();
    let v = ir.values(&["i32", "i32", "f32"]);
    let mut state = ir.state::<SameOperandsOp>();
    SameOperandsOp::build(&mut ir.ctx, &mut state, &v[0..2]);
    let _: SameOperandsOp = ir.create(state);
    ir.verify_ok();
    let mut state = ir.state::<SameOperandsOp>();
    SameOperandsOp::build(&mut ir.ctx, &mut state, &v);
    let _: SameOperandsOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.same_operands' op requires all operands to have the same type"
    );
}

#[test]
fn same_operands_shape_then_element_type() {
    let mut ir = ir();
    let v = ir.values(&[
        "tensor<2xf32>",
        "tensor<?xf32>",
        "tensor<3xi32>",
        "tensor<2xi32>",
    ]);
    let mut state = ir.state::<ShapesOp>();
    ShapesOp::build(&mut ir.ctx, &mut state, v[0], v[1]);
    let _: ShapesOp = ir.create(state);
    ir.verify_ok();
    let mut state = ir.state::<ShapesOp>();
    ShapesOp::build(&mut ir.ctx, &mut state, v[0], v[2]);
    let shape: ShapesOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.shapes' op requires the same shape for all operands"
    );
    ir.ctx.erase_op(shape.id()).unwrap();
    let mut state = ir.state::<ShapesOp>();
    ShapesOp::build(&mut ir.ctx, &mut state, v[0], v[3]);
    let _: ShapesOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.shapes' op requires the same element type for all operands"
    );
}

#[test]
fn same_operands_and_result_shape_and_element_type() {
    let mut ir = ir();
    let v = ir.value("tensor<2x3xf32>");
    let (good, bad_shape, bad_element) = (
        ir.ty("tensor<2x?xf32>"),
        ir.ty("tensor<3x2xf32>"),
        ir.ty("tensor<2x3xf16>"),
    );
    let mut state = ir.state::<ResultShapeOp>();
    ResultShapeOp::build(&mut ir.ctx, &mut state, good, v);
    let _: ResultShapeOp = ir.create(state);
    ir.verify_ok();
    let mut state = ir.state::<ResultShapeOp>();
    ResultShapeOp::build(&mut ir.ctx, &mut state, bad_shape, v);
    let op: ResultShapeOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.result_shape' op requires the same shape for all operands and results"
    );
    ir.ctx.erase_op(op.id()).unwrap();
    let mut state = ir.state::<ResultShapeOp>();
    ResultShapeOp::build(&mut ir.ctx, &mut state, bad_element, v);
    let _: ResultShapeOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.result_shape' op requires the same element type for all operands and results"
    );
}

#[test]
fn all_types_match() {
    let mut ir = ir();
    let v = ir.values(&["vector<4xi8>", "vector<4xi8>", "vector<4xi16>"]);
    let mut state = ir.state::<MatchOp>();
    MatchOp::build_inferred(&mut ir.ctx, &mut state, v[0], v[1]).unwrap();
    let op: MatchOp = ir.create(state);
    assert_eq!(result_type(&ir, op.result(&ir.ctx)), "vector<4xi8>");
    ir.round_trip();
    let mut state = ir.state::<MatchOp>();
    MatchOp::build_inferred(&mut ir.ctx, &mut state, v[0], v[2]).unwrap();
    let _: MatchOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.match' op failed to verify that all of {lhs, rhs, result} have same type"
    );
}

#[test]
fn all_element_types_and_shapes_match() {
    let mut ir = ir();
    let src = ir.value("tensor<2x3xf32>");
    let (good, bad_element, bad_shape) = (
        ir.ty("tensor<2x3xf32>"),
        ir.ty("tensor<2x3xi32>"),
        ir.ty("tensor<3x2xf32>"),
    );
    let mut state = ir.state::<ElementsOp>();
    ElementsOp::build(&mut ir.ctx, &mut state, good, src);
    let _: ElementsOp = ir.create(state);
    ir.verify_ok();
    let mut state = ir.state::<ElementsOp>();
    ElementsOp::build(&mut ir.ctx, &mut state, bad_element, src);
    let op: ElementsOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.elements' op failed to verify that all of {src, dst} have same element type"
    );
    ir.ctx.erase_op(op.id()).unwrap();
    let mut state = ir.state::<ElementsOp>();
    ElementsOp::build(&mut ir.ctx, &mut state, bad_shape, src);
    let _: ElementsOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.elements' op failed to verify that all of {src, dst} have same shape"
    );
}

#[test]
fn types_match_with_a_transformer() {
    let mut ir = ir();
    let v = ir.value("tensor<4xbf16>");
    let mut state = ir.state::<ExtendOp>();
    ExtendOp::build_inferred(&mut ir.ctx, &mut state, v).unwrap();
    let op: ExtendOp = ir.create(state);
    assert_eq!(result_type(&ir, op.output(&ir.ctx)), "bf16");
    ir.round_trip();
    let f32_ty = ir.ty("f32");
    let mut state = ir.state::<ExtendOp>();
    ExtendOp::build(&mut ir.ctx, &mut state, f32_ty, v);
    let _: ExtendOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.extend' op failed to verify that result is a vector of the operand's element type"
    );
}

#[test]
fn pred_op_traits_over_attributes_operands_and_the_op() {
    let mut ir = ir();
    let v = ir.values(&["i32", "f32", "f32"]);
    let mut state = ir.state::<PredOp>();
    PredOp::build(&mut ir.ctx, &mut state, 2, v[0], &v[1..]);
    let op: PredOp = ir.create(state);
    ir.verify_ok();
    op.set_count(&mut ir.ctx, 3);
    assert_eq!(
        ir.verify_error(),
        "'tr.pred' op failed to verify that 'count' is smaller than the number of operands"
    );
    // Traits are checked in declaration order: both fail, the first is reported.
    ir.ctx.set_operand(op.id(), 0, v[1]);
    assert_eq!(
        ir.verify_error(),
        "'tr.pred' op failed to verify that 'count' is smaller than the number of operands"
    );
    op.set_count(&mut ir.ctx, 0);
    assert_eq!(
        ir.verify_error(),
        "'tr.pred' op failed to verify that first operand is i32"
    );
}

#[test]
fn required_attribute_is_checked_before_op_predicates() {
    let mut ir = ir();
    let v = ir.values(&["f32"]);
    let mut state = ir.state::<PredOp>();
    PredOp::build_generic(&mut ir.ctx, &mut state, &[], &v, &[]);
    let _: PredOp = ir.create(state);
    assert_eq!(ir.verify_error(), "'tr.pred' op requires attribute 'count'");
}

/// A `tr.scope` whose body block holds the ops `fill` makes.
fn scope(ir: &mut Ir, fill: impl FnOnce(&mut Ir, BlockId)) -> ScopeOp {
    let mut state = ir.state::<ScopeOp>();
    ScopeOp::build(&mut ir.ctx, &mut state);
    let op: ScopeOp = ir.create(state);
    let body = op.body(&ir.ctx);
    let block = ir.block(body);
    fill(ir, block);
    op
}

fn end(ir: &mut Ir, block: BlockId) {
    let mut state = ir.state::<EndOp>();
    EndOp::build(&mut ir.ctx, &mut state);
    let _: EndOp = ir.create_in(block, state);
}

fn inner(ir: &mut Ir, block: BlockId) {
    let mut state = ir.state::<InnerOp>();
    InnerOp::build(&mut ir.ctx, &mut state);
    let _: InnerOp = ir.create_in(block, state);
}

#[test]
fn single_block_implicit_terminator_and_parents() {
    let mut ir = ir();
    scope(&mut ir, |ir, b| {
        inner(ir, b);
        end(ir, b);
    });
    let text = ir.round_trip();
    let expected = r#"  "tr.scope"() ({
    "tr.inner"() : () -> ()
    "tr.end"() : () -> ()
  }) : () -> ()"#;
    assert!(text.contains(expected), "{text}");
}

#[test]
fn region_ending_in_another_terminator() {
    let mut ir = ir();
    scope(&mut ir, |ir, b| ir.ret(b));
    assert_eq!(
        ir.verify_error(),
        "'tr.scope' op expects regions to end with 'tr.end', found 'sup.return'"
    );
}

#[test]
fn block_without_terminator() {
    // MLIR prints the whole operation that ends the block.
    let mut ir = ir();
    scope(&mut ir, inner);
    assert_eq!(
        ir.verify_error(),
        r#"block with no terminator, has "tr.inner"() : () -> ()"#
    );
}

#[test]
fn has_parent() {
    let mut ir = ir();
    let body = ir.body;
    end(&mut ir, body);
    assert_eq!(
        ir.verify_error(),
        "'tr.end' op expects parent op 'tr.scope'"
    );
}

#[test]
fn parent_one_of() {
    let mut ir = ir();
    let body = ir.body;
    inner(&mut ir, body);
    assert_eq!(
        ir.verify_error(),
        "'tr.inner' op expects parent op to be one of 'tr.scope, tr.module'"
    );
}

/// A `tr.module` whose body block holds the ops `fill` makes.
fn module(ir: &mut Ir, fill: impl FnOnce(&mut Ir, BlockId)) -> ModuleOp {
    let mut state = ir.state::<ModuleOp>();
    ModuleOp::build(&mut ir.ctx, &mut state);
    let op: ModuleOp = ir.create(state);
    let body = op.body(&ir.ctx);
    let block = ir.block(body);
    fill(ir, block);
    op
}

#[test]
fn no_terminator_region() {
    let mut ir = ir();
    module(&mut ir, |ir, b| {
        ir.values_in(b, &["i32"]);
        inner(ir, b);
    });
    let text = ir.round_trip();
    let expected = r#"  "tr.module"() ({
    %0 = "sup.source"() : () -> i32
    "tr.inner"() : () -> ()
  }) : () -> ()"#;
    assert!(text.contains(expected), "{text}");
}

#[test]
fn isolated_from_above() {
    let mut ir = ir();
    let outside = ir.value("i32");
    module(&mut ir, |ir, b| {
        let mut state = ir.state::<sup::ReturnOp>();
        sup::ReturnOp::build(&mut ir.ctx, &mut state, &[outside]);
        let _: sup::ReturnOp = ir.create_in(b, state);
    });
    assert_eq!(
        ir.verify_error(),
        "'sup.return' op using value defined outside the region"
    );
}

#[test]
fn single_block_region_with_two_blocks() {
    let mut ir = ir();
    let m = module(&mut ir, |_, _| {});
    let body = m.body(&ir.ctx);
    ir.block(body);
    assert_eq!(
        ir.verify_error(),
        "'tr.module' op expects region #0 to have 0 or 1 blocks"
    );
}

#[test]
fn result_types_from_infer_type_op_interface() {
    let mut ir = ir();
    let v = ir.value("complex<f64>");
    let mut state = ir.state::<InferOp>();
    InferOp::build_inferred(&mut ir.ctx, &mut state, v, 3).unwrap();
    let op: InferOp = ir.create(state);
    let outputs = op.outputs(&ir.ctx);
    assert_eq!(outputs.len(), 3);
    assert!(outputs
        .iter()
        .all(|&o| result_type(&ir, o) == "complex<f64>"));
    assert_eq!(op.copies(&ir.ctx), 3);
    let text = ir.round_trip();
    assert!(
        text.contains(
            r#"%1:3 = "tr.infer"(%0) <{copies = 3 : i64}> : (complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>)"#
        ),
        "{text}"
    );
}

#[test]
fn result_types_that_differ_from_the_inferred_ones() {
    // InferTypeOpInterface's verifier compares the result types with the
    // inferred ones, in MLIR's words: the types reported first, then the
    // verifier's failure.
    let mut ir = ir();
    let v = ir.value("i32");
    let f32_ty = ir.ty("f32");
    let mut state = ir.state::<InferOp>();
    InferOp::build(&mut ir.ctx, &mut state, &[f32_ty], v, 1);
    let _: InferOp = ir.create(state);
    assert_eq!(
        ir.verify_error(),
        "'tr.infer' op failed to infer returned types"
    );
    let reported: Vec<String> = ir
        .ctx
        .take_diagnostics()
        .iter()
        .map(|d| d.message.clone())
        .collect();
    assert_eq!(
        reported,
        ["'tr.infer' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'f32'"]
    );
}
