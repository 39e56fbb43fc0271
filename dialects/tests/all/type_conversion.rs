#![cfg(all(feature = "func", feature = "cf", feature = "scf"))]
//! The ready-made type conversion patterns (function signatures, calls,
//! returns, branches, and scf's structural conversions) lowering a tiny
//! dialect's types: `!tiny.int` becomes `i64`, `!tiny.pair` two `i64`s
//! (a one-to-many conversion). mlir-opt 22 has no pass over a converter
//! we can give it (MLIR tests these patterns with `test-` passes its
//! release build leaves out), so the expectations follow what MLIR's
//! `DialectConversion.cpp`, `FuncConversions.cpp` and
//! `StructuralTypeConversions.cpp` do, written out by hand.

use crate::common;

use ods_dialects::func::conversions::{
    is_legal_for_return_op_type_conversion_pattern, is_not_branch_op_interface_or_return_like_op,
    populate_call_op_type_conversion_pattern, populate_func_op_type_conversion_pattern,
    populate_return_op_type_conversion_pattern,
};
use ods_dialects::func::{CallOp, FuncOp};
use ods_dialects::scf::structural_type_conversions::populate_scf_structural_type_conversions_and_legality;
use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::conversion::{
    apply_full_conversion, apply_partial_conversion,
    is_legal_for_branch_op_interface_type_conversion_pattern,
    populate_branch_op_interface_type_conversion_pattern, unrealized_cast, ConversionPatternSet,
    ConversionTarget, Converted, TypeConverter,
};
use ods_runtime::interfaces::function::{function_body, function_type};
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OpId, Signedness, Type, TypeKind};
use std::rc::Rc;

/// Whether `ty` is `!tiny.<name>`.
fn is_tiny(ctx: &Context, ty: Type, name: &str) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Opaque { dialect, data } if &**dialect == "tiny" && &**data == name)
}

/// Every type stays, but `!tiny.int` becomes `i64` and `!tiny.pair`
/// two `i64`s; values cross between them through casts.
fn tiny_converter() -> Rc<TypeConverter> {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|_, t| Some(t));
    converter.add_conversion_fn(|ctx, t| {
        let i64t = ctx.ty(TypeKind::Integer {
            width: 64,
            signedness: Signedness::Signless,
        });
        if is_tiny(ctx, t, "int") {
            Some(Converted::Types(vec![i64t]))
        } else if is_tiny(ctx, t, "pair") {
            Some(Converted::Types(vec![i64t, i64t]))
        } else {
            None
        }
    });
    converter.add_source_materialization(|b, ty, inputs, loc| {
        let cast = unrealized_cast(b, &[ty], inputs, loc);
        Some(b.context().results(cast)[0])
    });
    converter.add_target_materialization(|b, types, inputs, loc| {
        let cast = unrealized_cast(b, types, inputs, loc);
        Some(b.context().results(cast))
    });
    Rc::new(converter)
}

/// The patterns and target of a conversion of every function, call,
/// return, branch and scf op to the tiny dialect's lowered types.
fn tiny_conversion(converter: &Rc<TypeConverter>) -> (ConversionPatternSet, ConversionTarget) {
    let mut patterns = ConversionPatternSet::new();
    let mut target = ConversionTarget::new();
    populate_func_op_type_conversion_pattern(&mut patterns, Rc::clone(converter));
    populate_call_op_type_conversion_pattern(&mut patterns, Rc::clone(converter));
    populate_return_op_type_conversion_pattern(&mut patterns, Rc::clone(converter));
    populate_branch_op_interface_type_conversion_pattern(&mut patterns, Rc::clone(converter), None);
    populate_scf_structural_type_conversions_and_legality(converter, &mut patterns, &mut target);
    let c = Rc::clone(converter);
    target.add_dynamically_legal_op(FuncOp::NAME, move |ctx, op| {
        let ty = function_type(ctx, op)?;
        let body_legal = function_body(ctx, op).is_none_or(|r| c.is_legal_region(ctx, r));
        Some(c.is_signature_legal(ctx, ty) && body_legal)
    });
    let c = Rc::clone(converter);
    target.add_dynamically_legal_op(CallOp::NAME, move |ctx, op| Some(c.is_legal_op(ctx, op)));
    let c = Rc::clone(converter);
    target.mark_unknown_op_dynamically_legal(move |ctx, op| {
        Some(
            is_not_branch_op_interface_or_return_like_op(ctx, op)
                || is_legal_for_branch_op_interface_type_conversion_pattern(ctx, op, &c)
                || is_legal_for_return_op_type_conversion_pattern(ctx, op, &c, false),
        )
    });
    target.add_legal_op("builtin.module");
    (patterns, target)
}

/// `src` converted fully (or partially), with the ops named `illegal`
/// marked illegal, and printed; or the error as mlir-opt prints it.
fn convert(src: &str, full: bool, illegal: &[&str]) -> Result<String, String> {
    let mut ctx = common::context();
    ctx.print_op_on_diagnostic = false;
    let module = ods_runtime::parse_source(&mut ctx, src, "t.mlir").map_err(|e| e.to_string())?;
    let converter = tiny_converter();
    let (patterns, mut target) = tiny_conversion(&converter);
    for name in illegal {
        target.add_illegal_op(name);
    }
    let run = if full {
        apply_full_conversion
    } else {
        apply_partial_conversion
    };
    let roots: [OpId; 1] = [module];
    run(&mut ctx, &roots, &target, &patterns)
        .map_err(|e| ods_runtime::diag::render(&ctx, &e, "t.mlir", src))?;
    ods_runtime::verify::verify(&ctx, module).map_err(|e| e.to_string())?;
    Ok(print_top_level(&ctx, module, PrintOptions::default()).expect("printing succeeds"))
}

#[test]
fn functions_calls_returns_and_branches_convert_one_to_one() {
    let src = r#"
func.func @callee(%arg0: !tiny.int) -> !tiny.int {
  return %arg0 : !tiny.int
}
func.func @caller(%arg0: !tiny.int, %c: i1) -> !tiny.int {
  %0 = call @callee(%arg0) : (!tiny.int) -> !tiny.int
  cf.cond_br %c, ^bb1(%0 : !tiny.int), ^bb2(%arg0 : !tiny.int)
^bb1(%1: !tiny.int):
  cf.br ^bb2(%1 : !tiny.int)
^bb2(%2: !tiny.int):
  return %2 : !tiny.int
}
"#;
    let expected = r#"module {
  func.func @callee(%arg0: i64) -> i64 {
    return %arg0 : i64
  }
  func.func @caller(%arg0: i64, %arg1: i1) -> i64 {
    %0 = call @callee(%arg0) : (i64) -> i64
    cf.cond_br %arg1, ^bb1(%0 : i64), ^bb2(%arg0 : i64)
  ^bb1(%1: i64):  // pred: ^bb0
    cf.br ^bb2(%1 : i64)
  ^bb2(%2: i64):  // 2 preds: ^bb0, ^bb1
    return %2 : i64
  }
}

"#;
    assert_eq!(convert(src, true, &[]).unwrap(), expected);
}

#[test]
fn a_pair_becomes_two_values_across_functions_calls_and_returns() {
    let src = r#"
func.func private @make() -> !tiny.pair
func.func @swap(%p: !tiny.pair, %n: !tiny.int) -> (!tiny.int, !tiny.pair) {
  return %n, %p : !tiny.int, !tiny.pair
}
func.func @twice(%n: !tiny.int) -> !tiny.pair {
  %p = call @make() : () -> !tiny.pair
  %0:2 = call @swap(%p, %n) : (!tiny.pair, !tiny.int) -> (!tiny.int, !tiny.pair)
  return %0#1 : !tiny.pair
}
"#;
    let expected = r#"module {
  func.func private @make() -> (i64, i64)
  func.func @swap(%arg0: i64, %arg1: i64, %arg2: i64) -> (i64, i64, i64) {
    return %arg2, %arg0, %arg1 : i64, i64, i64
  }
  func.func @twice(%arg0: i64) -> (i64, i64) {
    %0:2 = call @make() : () -> (i64, i64)
    %1:3 = call @swap(%0#0, %0#1, %arg0) : (i64, i64, i64) -> (i64, i64, i64)
    return %1#1, %1#2 : i64, i64
  }
}

"#;
    assert_eq!(convert(src, true, &[]).unwrap(), expected);
}

#[test]
fn scf_for_if_and_while_carry_a_pair_as_two_values() {
    let src = r#"
func.func @loop(%lb: index, %ub: index, %s: index, %p: !tiny.pair, %c: i1) -> !tiny.pair {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %p) -> (!tiny.pair) {
    %n = scf.if %c -> (!tiny.pair) {
      scf.yield %acc : !tiny.pair
    } else {
      scf.yield %p : !tiny.pair
    }
    scf.yield %n : !tiny.pair
  }
  %w = scf.while (%x = %r) : (!tiny.pair) -> !tiny.pair {
    scf.condition(%c) %x : !tiny.pair
  } do {
  ^bb0(%y: !tiny.pair):
    scf.yield %y : !tiny.pair
  }
  return %w : !tiny.pair
}
"#;
    let expected = r#"module {
  func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i64, %arg4: i64, %arg5: i1) -> (i64, i64) {
    %0:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %arg4) -> (i64, i64) {
      %2:2 = scf.if %arg5 -> (i64, i64) {
        scf.yield %arg7, %arg8 : i64, i64
      } else {
        scf.yield %arg3, %arg4 : i64, i64
      }
      scf.yield %2#0, %2#1 : i64, i64
    }
    %1:2 = scf.while (%arg6 = %0#0, %arg7 = %0#1) : (i64, i64) -> (i64, i64) {
      scf.condition(%arg5) %arg6, %arg7 : i64, i64
    } do {
    ^bb0(%arg6: i64, %arg7: i64):
      scf.yield %arg6, %arg7 : i64, i64
    }
    return %1#0, %1#1 : i64, i64
  }
}

"#;
    assert_eq!(convert(src, true, &[]).unwrap(), expected);
}

#[test]
fn a_use_left_of_the_old_type_gets_a_cast_in_a_partial_conversion() {
    let src = r#"
func.func @f(%arg0: !tiny.int, %p: !tiny.pair) {
  "tiny.use"(%arg0, %p) : (!tiny.int, !tiny.pair) -> ()
  return
}
"#;
    let expected = r#"module {
  func.func @f(%arg0: i64, %arg1: i64, %arg2: i64) {
    %0 = builtin.unrealized_conversion_cast %arg1, %arg2 : i64, i64 to !tiny.pair
    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to !tiny.int
    "tiny.use"(%1, %0) : (!tiny.int, !tiny.pair) -> ()
    return
  }
}

"#;
    assert_eq!(convert(src, false, &[]).unwrap(), expected);
}

#[test]
fn an_illegal_op_without_pattern_fails_the_conversion() {
    let src = r#"func.func @f(%arg0: !tiny.int) {
  cf.br ^bb1(%arg0 : !tiny.int)
^bb1(%0: !tiny.int):
  "tiny.use"(%0) : (!tiny.int) -> ()
  return
}
"#;
    let full = convert(src, true, &["tiny.use"]).unwrap_err();
    assert_eq!(
        full.lines().next(),
        Some("t.mlir:4:3: error: failed to legalize operation 'tiny.use'")
    );
    let partial = convert(src, false, &["tiny.use"]).unwrap_err();
    assert_eq!(
        partial.lines().next(),
        Some("t.mlir:4:3: error: failed to legalize operation 'tiny.use' that was explicitly marked illegal")
    );
}

/// MLIR's branch pattern is one-to-one (a one-to-many operand is a fatal
/// error there): here it does not apply, and the branch is not legalized.
#[test]
fn a_branch_does_not_forward_a_value_converted_one_to_many() {
    let src = r#"func.func @f(%p: !tiny.pair) {
  cf.br ^bb1(%p : !tiny.pair)
^bb1(%q: !tiny.pair):
  return
}
"#;
    let error = convert(src, true, &[]).unwrap_err();
    assert_eq!(
        error.lines().next(),
        Some("t.mlir:2:3: error: failed to legalize operation 'cf.br'")
    );
}
