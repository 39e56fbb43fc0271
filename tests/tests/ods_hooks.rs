//! `fixtures/ods/hooks.td` and its Rust in `src/lib.rs`: hasFolder,
//! hasCanonicalizer and hasCanonicalizeMethod wired to the user's
//! functions through the registry; hasVerifier and hasRegionVerifier run in
//! the manual's order; extraClassDeclaration and extraClassDefinition with
//! `$cppClass`; derived attributes.

use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{Attribute, BlockId, Context, OpId, Value};
use ods_tests::hooks::hk::*;
use ods_tests::support::{attr_text, Ir};

fn ir() -> Ir {
    Ir::new(&[HkDialect::register])
}

fn constant(ir: &mut Ir, value: i64) -> (ConstOp, Value) {
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<ConstOp>();
    ConstOp::build(&mut ir.ctx, &mut state, i64_ty, value as u64);
    let op: ConstOp = ir.create(state);
    let v = op.result(&ir.ctx);
    (op, v)
}

fn add(ir: &mut Ir, lhs: Value, rhs: Value) -> AddOp {
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<AddOp>();
    AddOp::build(&mut ir.ctx, &mut state, i64_ty, lhs, rhs);
    ir.create(state)
}

fn neg(ir: &mut Ir, input: Value) -> NegOp {
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<NegOp>();
    NegOp::build(&mut ir.ctx, &mut state, i64_ty, input);
    ir.create(state)
}

/// Folds `op` through its registry entry.
fn fold(ctx: &mut Context, op: OpId, constants: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let name = ctx.op_name(op);
    let fold = ctx
        .registry
        .get(name)
        .unwrap()
        .fold
        .expect("the op has a folder");
    fold(ctx, op, constants)
}

/// The canonicalization patterns of `op`'s registry entry.
fn patterns(ctx: &Context, op: OpId) -> RewritePatternSet {
    let name = ctx.op_name(op);
    let add = ctx
        .registry
        .get(name)
        .unwrap()
        .canonicalization_patterns
        .expect("the op has canonicalization patterns");
    let mut set = RewritePatternSet::new();
    add(&mut set);
    set
}

/// Runs pattern `i` of `patterns` on `op` through a rewriter before it.
fn apply(ctx: &mut Context, patterns: &RewritePatternSet, i: usize, op: OpId) -> bool {
    let pattern = patterns.iter().nth(i).expect("the pattern exists");
    assert_eq!(pattern.root(), Some(ctx.op_name_str(op)));
    let mut rewriter = PatternRewriter::new(ctx);
    rewriter.set_insertion_point(op);
    pattern.match_and_rewrite(op, &mut rewriter).unwrap()
}

fn int_text(ctx: &Context, r: &FoldResult) -> String {
    match r {
        FoldResult::Attr(a) => attr_text(ctx, *a),
        FoldResult::Value(v) => format!("{v:?}"),
    }
}

#[test]
fn folder_of_a_constant() {
    let mut ir = ir();
    let (c, _) = constant(&mut ir, 42);
    let folded = fold(&mut ir.ctx, c.id(), &[]).unwrap();
    assert_eq!(folded.len(), 1);
    assert_eq!(int_text(&ir.ctx, &folded[0]), "42 : i64");
}

#[test]
fn folder_gets_the_constant_operands_through_the_adaptor() {
    let mut ir = ir();
    let x = ir.value("i64");
    let (_, two) = constant(&mut ir, 2);
    let op = add(&mut ir, x, two);
    let c2 = ir.attr("2 : i64");
    let c3 = ir.attr("3 : i64");
    let c0 = ir.attr("0 : i64");
    let folded = fold(&mut ir.ctx, op.id(), &[Some(c2), Some(c3)]).unwrap();
    assert_eq!(
        folded
            .iter()
            .map(|r| int_text(&ir.ctx, r))
            .collect::<Vec<_>>(),
        ["5 : i64"]
    );
    // x + 0 folds to x.
    let folded = fold(&mut ir.ctx, op.id(), &[None, Some(c0)]).unwrap();
    assert_eq!(folded, vec![FoldResult::Value(x)]);
    assert_eq!(fold(&mut ir.ctx, op.id(), &[None, Some(c3)]), None);
    assert_eq!(fold(&mut ir.ctx, op.id(), &[None, None]), None);
}

#[test]
fn folder_of_several_results() {
    let mut ir = ir();
    let x = ir.value("i64");
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<SplitOp>();
    SplitOp::build(&mut ir.ctx, &mut state, i64_ty, i64_ty, x);
    let op: SplitOp = ir.create(state);
    let c = ir.attr("8589934595 : i64");
    let folded = fold(&mut ir.ctx, op.id(), &[Some(c)]).unwrap();
    assert_eq!(
        folded
            .iter()
            .map(|r| int_text(&ir.ctx, r))
            .collect::<Vec<_>>(),
        ["3 : i64", "2 : i64"]
    );
    assert_eq!(fold(&mut ir.ctx, op.id(), &[None]), None);
}

#[test]
fn canonicalization_patterns() {
    let mut ir = ir();
    let x = ir.value("i64");
    let (_, c) = constant(&mut ir, 7);
    let op = add(&mut ir, c, x);
    let patterns = patterns(&ir.ctx, op.id());
    assert_eq!(patterns.len(), 1);
    assert!(apply(&mut ir.ctx, &patterns, 0, op.id()));
    assert_eq!(op.lhs(&ir.ctx), x);
    assert_eq!(op.rhs(&ir.ctx), c);
    // Already canonical.
    assert!(!apply(&mut ir.ctx, &patterns, 0, op.id()));
    ir.round_trip();
}

#[test]
fn canonicalize_method_and_patterns_together() {
    let mut ir = ir();
    let x = ir.value("i64");
    let inner = neg(&mut ir, x);
    let inner_result = inner.result(&ir.ctx);
    let outer = neg(&mut ir, inner_result);
    let outer_result = outer.result(&ir.ctx);
    let user = add(&mut ir, outer_result, x);
    // The hasCanonicalizer patterns, then the hasCanonicalizeMethod one.
    let patterns = patterns(&ir.ctx, outer.id());
    assert_eq!(patterns.len(), 2);
    // The constant pattern does not apply; the method does: -(-x) is x.
    assert!(!apply(&mut ir.ctx, &patterns, 0, outer.id()));
    assert!(apply(&mut ir.ctx, &patterns, 1, outer.id()));
    assert!(!ir.ctx.is_live(outer.id()));
    assert_eq!(user.lhs(&ir.ctx), x);
    ir.round_trip();
}

#[test]
fn canonicalization_pattern_that_creates_an_op() {
    let mut ir = ir();
    let (_, c) = constant(&mut ir, 5);
    let n = neg(&mut ir, c);
    let result = n.result(&ir.ctx);
    let user = add(&mut ir, result, result);
    let patterns = patterns(&ir.ctx, n.id());
    assert!(apply(&mut ir.ctx, &patterns, 0, n.id()));
    let lhs = user.lhs(&ir.ctx);
    let folded = ConstOp::cast(&ir.ctx, ir.ctx.defining_op(lhs).unwrap()).unwrap();
    assert_eq!(folded.value(&ir.ctx) as i64, -5);
    let text = ir.round_trip();
    assert!(
        text.contains(r#""hk.const"() <{value = -5 : i64}> : () -> i64"#),
        "{text}"
    );
}

#[test]
fn ops_without_hooks_register_none() {
    let mut ir = ir();
    let x = ir.value("i64");
    let mut state = ir.state::<CheckedOp>();
    CheckedOp::build(&mut ir.ctx, &mut state, 1, 2, x);
    let op: CheckedOp = ir.create(state);
    let name = ir.ctx.op_name(op.id());
    let info = ir.ctx.registry.get(name).unwrap();
    assert!(info.fold.is_none());
    assert!(info.canonicalization_patterns.is_none());
    assert!(info.verify_regions.is_none());
    assert!(info.verify.is_some());
}

fn checked(ir: &mut Ir, block: BlockId, lo: u32, hi: u32, input: Value) -> CheckedOp {
    let mut state = ir.state::<CheckedOp>();
    CheckedOp::build(&mut ir.ctx, &mut state, lo, hi, input);
    ir.create_in(block, state)
}

#[test]
fn has_verifier() {
    let mut ir = ir();
    let x = ir.value("i64");
    let body = ir.body;
    let op = checked(&mut ir, body, 1, 2, x);
    op.verify(&ir.ctx).unwrap();
    op.set_lo(&mut ir.ctx, 5);
    assert_eq!(
        op.verify(&ir.ctx).unwrap_err().message,
        "'hk.checked' op requires 'lo' (5) to be at most 'hi' (2)"
    );
}

#[test]
fn has_verifier_runs_after_the_constraints() {
    let mut ir = ir();
    let x = ir.value("i32");
    let body = ir.body;
    let op = checked(&mut ir, body, 5, 2, x);
    assert_eq!(
        ir.verify_error(),
        "'hk.checked' op operand #0 must be 64-bit signless integer, but got 'i32'"
    );
    ods_runtime::ods::op::set_prop(&mut ir.ctx, op.id(), "hi", None);
    assert_eq!(ir.verify_error(), "'hk.checked' op requires attribute 'hi'");
}

#[test]
fn has_verifier_runs_after_the_traits() {
    let mut ir = ir();
    let x = ir.value("i64");
    let body = ir.body;
    let op = checked(&mut ir, body, 13, 2, x);
    assert_eq!(
        ir.verify_error(),
        "'hk.checked' op failed to verify that 'lo' is not 13"
    );
    op.set_lo(&mut ir.ctx, 12);
    assert_eq!(
        ir.verify_error(),
        "'hk.checked' op requires 'lo' (12) to be at most 'hi' (2)"
    );
}

#[test]
fn sibling_ops_are_verified_in_order() {
    // MLIR reports the first failing operation of a block.
    let mut ir = ir();
    let x = ir.value("i64");
    let body = ir.body;
    checked(&mut ir, body, 5, 1, x);
    checked(&mut ir, body, 9, 2, x);
    assert_eq!(
        ir.verify_error(),
        "'hk.checked' op requires 'lo' (5) to be at most 'hi' (1)"
    );
}

fn body_op(ir: &mut Ir, max_ops: u32) -> (BodyOp, BlockId) {
    let mut state = ir.state::<BodyOp>();
    BodyOp::build(&mut ir.ctx, &mut state, max_ops);
    let op: BodyOp = ir.create(state);
    let region = op.body(&ir.ctx);
    let block = ir.block(region);
    (op, block)
}

#[test]
fn has_region_verifier() {
    let mut ir = ir();
    let x = ir.value("i64");
    let (op, block) = body_op(&mut ir, 2);
    checked(&mut ir, block, 1, 2, x);
    checked(&mut ir, block, 3, 4, x);
    ir.verify_ok();
    op.set_max_ops(&mut ir.ctx, 1);
    assert_eq!(
        ir.verify_error(),
        "'hk.body' op holds 2 operations, more than max_ops (1)"
    );
    op.set_max_ops(&mut ir.ctx, 2);
    ir.round_trip();
}

#[test]
fn has_verifier_runs_before_the_nested_ops() {
    // The op's own verifier runs with its invariants, before its regions
    // are verified.
    let mut ir = ir();
    let x = ir.value("i64");
    let (_, block) = body_op(&mut ir, 0);
    checked(&mut ir, block, 7, 1, x);
    assert_eq!(
        ir.verify_error(),
        "'hk.body' op requires a positive 'max_ops'"
    );
}

#[test]
fn has_region_verifier_runs_after_the_nested_ops() {
    let mut ir = ir();
    let x = ir.value("i64");
    let (_, block) = body_op(&mut ir, 1);
    checked(&mut ir, block, 1, 2, x);
    checked(&mut ir, block, 7, 1, x);
    assert_eq!(
        ir.verify_error(),
        "'hk.checked' op requires 'lo' (7) to be at most 'hi' (1)"
    );
}

#[test]
fn extra_class_declaration_and_definition() {
    let mut ir = ir();
    let x = ir.value("i64");
    let i64_ty = ir.ty("i64");
    let mut state = ir.state::<ExtraOp>();
    ExtraOp::build(&mut ir.ctx, &mut state, i64_ty, x, 3);
    let op: ExtraOp = ir.create(state);
    // extraClassDeclaration: items of the op's impl, `$cppClass` replaced.
    assert_eq!(op.describe(&ir.ctx), "hk.extra x3");
    assert_eq!(ExtraOp::KIND, "extra");
    // extraClassDefinition: module items.
    assert_eq!(extra_name(), "hk.extra");
    assert_eq!(op.to_string(), format!("extra({:?})", op.id()));
    ir.round_trip();
}

#[test]
fn derived_attributes() {
    let mut ir = ir();
    let x = ir.value("tensor<4xi1>");
    let out_ty = ir.ty("i1");
    let mut state = ir.state::<DerivedOp>();
    DerivedOp::build(&mut ir.ctx, &mut state, out_ty, x);
    let op: DerivedOp = ir.create(state);
    assert_eq!(op.element_count(&ir.ctx), 1);
    let t = op.input_type(&ir.ctx);
    assert_eq!(ods_tests::support::type_text(&ir.ctx, t), "tensor<4xi1>");
    // Derived attributes are computed, never stored.
    let text = ir.round_trip();
    assert!(
        text.contains(r#""hk.derived"(%0) : (tensor<4xi1>) -> i1"#),
        "{text}"
    );
}

/// Generic `hk.checked` ops with the given bounds, one per line after a
/// source value, and the annotations given for each line.
fn checked_source(cases: &[(u32, u32, &str)]) -> String {
    let mut text = String::from("%x = \"test.source\"() : () -> i64\n");
    for (lo, hi, annotation) in cases {
        text += &format!(
            "\"hk.checked\"(%x) <{{hi = {hi} : i32, lo = {lo} : i32}}> : (i64) -> () {annotation}\n"
        );
    }
    text
}

#[test]
fn verifiers_emit_warnings_and_remarks_that_verify_diagnostics_checks() {
    let source = checked_source(&[
        (
            0,
            0,
            "// expected-warning {{the range [0, 0] checks nothing}}",
        ),
        (4, 4, "// expected-remark {{the range holds 4 alone}}"),
        (1, 2, ""),
    ]);
    let register: ods_runtime::opt::Register = |ctx| HkDialect::register(ctx);
    assert_eq!(
        ods_runtime::check_diagnostics(&source, "w.mlir", true, register),
        Ok(())
    );
    // Verification still succeeds: warnings and remarks are reported, not
    // returned, and the context hands them over in order.
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    HkDialect::register(&mut ctx);
    let top = ods_runtime::parse_source(
        &mut ctx,
        &checked_source(&[(0, 0, ""), (3, 3, "")]),
        "w.mlir",
    )
    .unwrap();
    ods_runtime::verify::verify(&ctx, top).unwrap();
    let emitted: Vec<String> = ctx
        .take_diagnostics()
        .iter()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(
        emitted,
        [
            "warning: the range [0, 0] checks nothing",
            "remark: the range holds 3 alone"
        ]
    );
    assert!(ctx.take_diagnostics().is_empty());
}

#[test]
fn a_missing_or_unexpected_warning_is_a_mismatch() {
    let register: ods_runtime::opt::Register = |ctx| HkDialect::register(ctx);
    let unexpected = checked_source(&[(0, 0, "")]);
    let problems =
        ods_runtime::check_diagnostics(&unexpected, "w.mlir", true, register).unwrap_err();
    assert_eq!(
        problems,
        ["line 2: unexpected warning: the range [0, 0] checks nothing"]
    );
    let missing = checked_source(&[(1, 2, "// expected-remark {{never}}")]);
    let problems = ods_runtime::check_diagnostics(&missing, "w.mlir", true, register).unwrap_err();
    assert_eq!(
        problems,
        ["line 2: expected remark \"never\" was not produced"]
    );
}
