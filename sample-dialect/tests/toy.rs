//! The Toy dialect through its generated API: the examples parse, verify
//! and round-trip; verifier messages; builders; folders and
//! canonicalization patterns reached through the registry.

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::{
    check_diagnostics, parse_source, rewrite::PatternRewriter, verify::verify, Builder, Context,
    OpBuilder, OpId, TypeKind,
};
use sample_dialect::toy::*;

fn context() -> Context {
    let mut ctx = Context::new();
    ToyDialect::register(&mut ctx);
    ctx
}

fn generic(ctx: &Context, op: OpId) -> String {
    print_top_level(
        ctx,
        op,
        PrintOptions {
            generic: true,
            ..Default::default()
        },
    )
    .unwrap()
}

fn custom(ctx: &Context, op: OpId) -> String {
    print_top_level(ctx, op, PrintOptions::default()).unwrap()
}

/// Parses and verifies `source`.
fn parse(source: &str, name: &str) -> (Context, OpId) {
    let mut ctx = context();
    let top = parse_source(&mut ctx, source, name).unwrap();
    verify(&ctx, top).unwrap();
    (ctx, top)
}

/// `source` without its `//` comment lines, as a printer writes it back.
fn without_comments(source: &str) -> String {
    source
        .lines()
        .filter(|l| !l.starts_with("//"))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn examples_print_back_identically_in_both_forms() {
    for name in ["transpose.mlir", "struct.mlir"] {
        let path = format!("examples/{name}");
        let source = std::fs::read_to_string(&path).unwrap();
        let (ctx, top) = parse(&source, &path);
        let printed = custom(&ctx, top);
        assert_eq!(
            printed.trim_end(),
            without_comments(&source).trim_end(),
            "{name}"
        );
        // The generic form reads back to the same IR.
        let generic_text = generic(&ctx, top);
        assert!(generic_text.contains("\"toy.func\"()"), "{generic_text}");
        let (again, reparsed) = parse(&generic_text, "generic.mlir");
        assert_eq!(custom(&again, reparsed), printed, "{name}");
        assert_eq!(generic(&again, reparsed), generic_text, "{name}");
    }
}

#[test]
fn custom_forms_round_trip_with_attributes_and_functional_types() {
    let source = "\
toy.func @f(%arg0: tensor<2xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> attributes {inline} {
  %0 = toy.constant  {note = \"a\"}dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  %1 = toy.add %0, %arg0 {note = 1 : i64} : tensor<2xf64>
  %2 = toy.mul %1, %arg1 : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>
  %3 = toy.cast %2 : tensor<*xf64> to tensor<*xf64>
  toy.print %3 {note} : tensor<*xf64>
  toy.return %3 : tensor<*xf64>
}
";
    let (ctx, top) = parse(source, "f.mlir");
    let printed = custom(&ctx, top);
    // The tutorial's constant printer writes `" "` then the dictionary,
    // which brings its own leading space and none after: MLIR's text.
    assert_eq!(printed, format!("module {{\n{}}}\n\n", indent(source)));
    let generic_text = generic(&ctx, top);
    assert!(
        generic_text
            .contains(r#""toy.mul"(%1, %arg1) : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>"#),
        "{generic_text}"
    );
    let (again, reparsed) = parse(&generic_text, "generic.mlir");
    assert_eq!(custom(&again, reparsed), printed);
}

/// `text` indented by two spaces, as inside a module.
fn indent(text: &str) -> String {
    text.lines().map(|l| format!("  {l}\n")).collect()
}

#[test]
fn custom_form_errors_are_located() {
    for (source, message) in [
        // MLIR prefixes this one with `custom op 'toy.constant'` too; the
        // runtime's `parse_attribute_of_kind` does not yet.
        ("%0 = toy.constant 1.0 : f64", "e.mlir:1:19: error: "),
        (
            "%0 = toy.constant 1.0 : f64",
            "invalid kind of attribute specified",
        ),
        (
            "%0 = toy.mul %a : tensor<f64>",
            "e.mlir:1:14: error: custom op 'toy.mul' expected 2 operands",
        ),
    ] {
        let mut ctx = context();
        let err = parse_source(&mut ctx, source, "e.mlir").unwrap_err();
        let text = ods_runtime::diag::render(&ctx, &err, "e.mlir", source);
        assert!(text.contains(message), "{source}: {text}");
    }
}

#[test]
fn verifier_messages_match_the_expectations() {
    let source = std::fs::read_to_string("examples/invalid.mlir").unwrap();
    for chunk in ods_runtime::split_input_file(&source) {
        check_diagnostics(&chunk, "invalid.mlir", false, ToyDialect::register).unwrap();
    }
}

#[test]
fn unregistered_ops_are_rejected_once_the_dialect_is_known() {
    let mut ctx = context();
    let err = parse_source(&mut ctx, "\"toy.nope\"() : () -> ()", "x.mlir");
    let ok = err.and_then(|top| verify(&ctx, top));
    assert!(ok.is_err());
}

/// A module with a function `f(tensor<2x3xf64>)`; its entry block and argument.
fn function(ctx: &mut Context) -> (OpId, ods_runtime::BlockId, ods_runtime::Value) {
    let module = parse_source(ctx, "module {}", "m.mlir").unwrap();
    let body = ctx.blocks(ctx.regions(module)[0])[0];
    let loc = ctx.unknown_loc();
    let f64_type = ctx.ty(TypeKind::Float(ods_runtime::FloatKind::F64));
    let tensor = ctx.ty(TypeKind::RankedTensor {
        shape: Box::new([Some(2), Some(3)]),
        element: f64_type,
        encoding: None,
    });
    let fn_type = ctx.ty(TypeKind::Function {
        inputs: Box::new([tensor]),
        results: Box::new([]),
    });
    let func = FuncOp::create_name(&mut Builder::at_end(ctx, body), loc, "f", fn_type);
    assert_eq!(func.sym_name(ctx), "f");
    let entry = ctx.blocks(func.body(ctx))[0];
    let arg = ctx.block_args(entry)[0];
    (module, entry, arg)
}

#[test]
fn builders_make_valid_ops() {
    let mut ctx = context();
    let (module, entry, arg) = function(&mut ctx);
    let loc = ctx.unknown_loc();
    // One call per op, at the builder's insertion point.
    let mut b = Builder::at_end(&mut ctx, entry);
    let t = TransposeOp::create_input(&mut b, loc, arg);
    let c = ConstantOp::create_value_f64(&mut b, loc, 2.0);
    let (lhs, rhs) = (t.result0(b.ctx), c.result0(b.ctx));
    let m = MulOp::create_lhs_rhs(&mut b, loc, lhs, rhs);
    let product = m.result0(b.ctx);
    PrintOp::create(&mut b, loc, product);
    let r = ReturnOp::create_empty(&mut b, loc);
    assert!(!r.has_operand(&ctx));
    verify(&ctx, module).unwrap();
    let text = custom(&ctx, module);
    assert!(
        text.contains("%1 = toy.constant dense<2.000000e+00> : tensor<f64>\n"),
        "{text}"
    );
    // Operand types other than the result's: the functional form.
    assert!(
        text.contains("%2 = toy.mul %0, %1 : (tensor<*xf64>, tensor<f64>) -> tensor<*xf64>\n"),
        "{text}"
    );
}

#[test]
fn return_checks_the_function_signature() {
    let mut ctx = context();
    let (module, entry, arg) = function(&mut ctx);
    let loc = ctx.unknown_loc();
    let mut s = ReturnOp::state(&mut ctx, loc);
    ReturnOp::build(&mut ctx, &mut s, &[arg]);
    OpBuilder::at_end(entry).create::<ReturnOp>(&mut ctx, s);
    let err = verify(&ctx, module).unwrap_err();
    assert_eq!(
        err.message,
        "'toy.return' op does not return the same number of values (1) as the enclosing function (0)"
    );
}

#[test]
fn struct_access_folds_a_constant_struct() {
    let source = r#"
      %0 = toy.struct_constant [dense<1.0> : tensor<f64>, dense<2.0> : tensor<f64>] : !toy.struct<tensor<f64>, tensor<f64>>
      %1 = toy.struct_access %0[1] : !toy.struct<tensor<f64>, tensor<f64>> -> tensor<f64>
    "#;
    let mut ctx = context();
    let top = parse_source(&mut ctx, source, "s.mlir").unwrap();
    verify(&ctx, top).unwrap();
    let body = ctx.blocks(ctx.regions(top)[0])[0];
    let ops = ctx.block_ops(body);
    let (constant, access) = (ops[0], ops[1]);
    let info = |ctx: &Context, op| ctx.registry.get(ctx.op_name(op)).unwrap().clone();
    let folded = (info(&ctx, constant).fold.unwrap())(&mut ctx, constant, &[]).unwrap();
    let [FoldResult::Attr(value)] = folded[..] else {
        panic!("{folded:?}")
    };
    let access_fold = info(&ctx, access).fold.unwrap();
    let result = access_fold(&mut ctx, access, &[Some(value)]).unwrap();
    let [FoldResult::Attr(element)] = result[..] else {
        panic!("{result:?}")
    };
    assert_eq!(
        ods_runtime::asm::printer::attr_to_string(&ctx, element),
        "dense<2.000000e+00> : tensor<f64>"
    );
    // Without a constant operand, no fold.
    assert!(access_fold(&mut ctx, access, &[None]).is_none());
}

#[test]
fn a_folded_struct_access_gets_its_shape_inferred() {
    // Chapter 7: the access folds to a constant of its unranked type;
    // shape inference gives it the shape of its value, then the print's.
    let source = r#"toy.func @main() {
  %0 = toy.struct_constant [dense<4.0> : tensor<2x2xf64>] : !toy.struct<tensor<*xf64>>
  %1 = toy.struct_access %0[0] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}"#;
    let (mut ctx, top) = parse(source, "s.mlir");
    ods_runtime::canonicalize(&mut ctx, top).unwrap();
    let body = ctx.blocks(ctx.regions(top)[0])[0];
    let function = ctx.block_ops(body)[0];
    use ods_runtime::pass::Pass;
    sample_dialect::shape_inference::ShapeInferencePass
        .run_on_operation(&mut ctx, function)
        .unwrap();
    verify(&ctx, top).unwrap();
    let text = custom(&ctx, top);
    assert!(
        text.contains("toy.constant dense<4.000000e+00> : tensor<2x2xf64>\n    toy.print %0 : tensor<2x2xf64>\n"),
        "{text}"
    );
}

#[test]
fn canonicalization_patterns_remove_transpose_pairs_and_fold_reshapes() {
    let source = r#"
      toy.func @f(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
        %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
        %1 = toy.transpose(%0 : tensor<3x2xf64>) to tensor<2x3xf64>
        %2 = toy.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
        %3 = toy.reshape(%2 : tensor<6xf64>) to tensor<2x3xf64>
        %4 = toy.mul %1, %3 : tensor<2x3xf64>
        toy.return %4 : tensor<2x3xf64>
      }
    "#;
    let mut ctx = context();
    let top = parse_source(&mut ctx, source, "c.mlir").unwrap();
    verify(&ctx, top).unwrap();
    assert!(ods_runtime::rewrite::canonicalize(&mut ctx, top).unwrap());
    verify(&ctx, top).unwrap();
    // The transposes cancel, the reshaped constant folds and the ops left
    // unused (all `Pure`) go.
    assert_eq!(
        custom(&ctx, top),
        "module {\n  toy.func @f(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {\n    \
         %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], \
         [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>\n    \
         %1 = toy.mul %arg0, %0 : tensor<2x3xf64>\n    \
         toy.return %1 : tensor<2x3xf64>\n  }\n}\n\n"
    );
    assert!(TransposeOp::cast(&ctx, top).is_none());
}

#[test]
fn struct_type_is_a_typedef_with_the_tutorial_checks() {
    let mut ctx = context();
    let f64t = ctx.ty(TypeKind::Float(ods_runtime::FloatKind::F64));
    let unranked = ctx.ty(TypeKind::UnrankedTensor(f64t));
    let inner = StructType::get(&mut ctx, vec![unranked]);
    let outer = StructType::get(&mut ctx, vec![unranked, inner.ty()]);
    // Uniqued by their elements.
    assert_eq!(StructType::get(&mut ctx, vec![unranked]), inner);
    assert_eq!(outer.element_types(&ctx), &[unranked, inner.ty()]);
    assert!(StructType::isa(&ctx, outer.ty()));
    assert!(StructType::try_from(&ctx, unranked).is_none());
    assert_eq!(
        ods_runtime::asm::printer::type_to_string(&ctx, outer.ty()),
        "!toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>"
    );
    // The verifier of `get_checked`: at least one element, each a tensor
    // or a struct.
    let loc = ctx.unknown_loc();
    let err = StructType::get_checked(&mut ctx, loc, vec![]).unwrap_err();
    assert_eq!(err.message, "expected at least 1 element type in a struct");
    let err = StructType::get_checked(&mut ctx, loc, vec![f64t]).unwrap_err();
    assert_eq!(
        err.message,
        "element type for a struct must either be a TensorType or a StructType: f64"
    );
    // Parsed from its textual form into the same handle.
    let source = "toy.print %0 : !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>";
    let mut parsed = context();
    parsed.allow_unregistered = true;
    let text = format!(
        "%0 = \"x.def\"() : () -> !toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>\n{source}\n"
    );
    let top = parse_source(&mut parsed, &text, "s.mlir").unwrap();
    let printed = print_top_level(&parsed, top, PrintOptions::default()).unwrap();
    assert!(
        printed.contains("!toy.struct<tensor<*xf64>, !toy.struct<tensor<*xf64>>>"),
        "{printed}"
    );
}

#[test]
fn an_unverified_binary_op_without_result_prints_a_functional_type() {
    let source = "%0 = toy.constant dense<1.0> : tensor<f64>\n\"toy.add\"(%0, %0) : (tensor<f64>, tensor<f64>) -> ()\n";
    let mut ctx = context();
    let top = parse_source(&mut ctx, source, "u.mlir").unwrap();
    assert!(verify(&ctx, top).is_err());
    // As MLIR's printer, IR that does not verify prints generic unless the
    // printer is told to assume it verified.
    assert!(custom(&ctx, top).contains("\"toy.add\"(%0, %0)"));
    let assumed = PrintOptions {
        assume_verified: true,
        ..PrintOptions::default()
    };
    let text = print_top_level(&ctx, top, assumed).unwrap();
    assert!(
        text.contains("toy.add %0, %0 : (tensor<f64>, tensor<f64>) -> ()\n"),
        "{text}"
    );
}

/// `toy.transpose(x)` becomes `toy.mul(x, 2.0)`: a pattern creates its ops
/// in one call each through the rewriter, as through a `Builder`.
fn transpose_to_scaled(rw: &mut PatternRewriter<'_>, op: OpId) -> ods_runtime::IrResult<bool> {
    let transpose = TransposeOp::cast(rw, op).expect("the pattern's root");
    let (x, loc) = (transpose.input(rw), transpose.loc(rw));
    rw.set_insertion_point(op);
    let two = ConstantOp::create_value_f64(rw, loc, 2.0);
    let two = two.result0(rw);
    let product = MulOp::create_lhs_rhs(rw, loc, x, two);
    let product = product.result0(rw);
    rw.replace_op(op, &[product])?;
    Ok(true)
}

#[test]
fn patterns_create_ops_in_one_call() {
    let source = "toy.func @f(%arg0: tensor<2x3xf64>) {\n  \
                  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<*xf64>\n  \
                  toy.print %0 : tensor<*xf64>\n  toy.return\n}\n";
    let (mut ctx, top) = parse(source, "p.mlir");
    let mut patterns = ods_runtime::rewrite::RewritePatternSet::new();
    patterns.add_op_fn::<TransposeOp>(transpose_to_scaled);
    let patterns = patterns.freeze(&mut ctx);
    let config = ods_runtime::rewrite::GreedyRewriteConfig::default();
    ods_runtime::rewrite::apply_patterns_greedily(&mut ctx, top, &patterns, config).unwrap();
    verify(&ctx, top).unwrap();
    assert_eq!(
        custom(&ctx, top),
        "module {\n  toy.func @f(%arg0: tensor<2x3xf64>) {\n    \
         %0 = toy.constant dense<2.000000e+00> : tensor<f64>\n    \
         %1 = toy.mul %arg0, %0 : (tensor<2x3xf64>, tensor<f64>) -> tensor<*xf64>\n    \
         toy.print %1 : tensor<*xf64>\n    toy.return\n  }\n}\n\n"
    );
}
