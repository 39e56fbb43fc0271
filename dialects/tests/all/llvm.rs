#![cfg(feature = "llvm")]
//! MLIR's `llvm` dialect: `ods-mlir-opt` on each case of
//! `inputs/llvm/cases.txt` prints what mlir-opt 22 printed for it
//! (`inputs/llvm/expected`, recorded by `scripts/pass-pipeline-oracle.sh`;
//! the intrinsics of `LLVMIntrinsicOps.td`, the folders under
//! `--canonicalize`, exception handling, the stripped tail call kinds of
//! inline assembly and alias scopes named by strings among them), and the
//! typed API builds the types mlir-opt prints.

use crate::common;
use common::*;
use ods_dialects::llvm::{IdentifiedBody, LLVMArrayType, LLVMPointerType, LLVMStructType};
use ods_runtime::asm::printer::type_to_string;
use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::ods::convert;
use ods_runtime::Signedness;

#[test]
fn llvm_cases_match_mlir_opt() {
    let (count, failures) = common::recorded_cases("llvm");
    assert_eq!(count, 28);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn printed_forms_read_back() {
    for file in [
        "types.mlir",
        "functions.mlir",
        "memory.mlir",
        "arithmetic.mlir",
        "intrinsics.mlir",
        "exceptions.mlir",
        "calls.mlir",
        "inline_asm.mlir",
        "alias_scopes.mlir",
    ] {
        let path = format!("{}/tests/inputs/llvm/{file}", env!("CARGO_MANIFEST_DIR"));
        let src = std::fs::read_to_string(path).unwrap();
        reads_back(&output(&src, CUSTOM));
    }
}

#[test]
fn builders_make_literal_and_recursive_structs() {
    let mut ctx = context();
    let i32_type = convert::integer(&mut ctx, 32, Signedness::Signless);
    let i8_type = convert::integer(&mut ctx, 8, Signedness::Signless);
    let ptr = LLVMPointerType::get_address_space(&mut ctx, None).ty();
    let ptr1 = LLVMPointerType::get_address_space(&mut ctx, Some(1)).ty();
    let array = LLVMArrayType::get(&mut ctx, ptr1, 2).ty();
    // A packed literal struct is another type than the unpacked one.
    let packed = LLVMStructType::get_literal(&mut ctx, vec![i8_type, array], true);
    let unpacked = LLVMStructType::get_literal(&mut ctx, vec![i8_type, array], false);
    assert_ne!(packed, unpacked);
    assert_eq!(
        type_to_string(&ctx, packed.ty()),
        "!llvm.struct<packed (i8, array<2 x ptr<1>>)>"
    );
    // An identified struct holds itself: its name alone inside its body.
    let node = LLVMStructType::get_identified(&mut ctx, "node");
    assert!(node.is_opaque(&ctx));
    let body = IdentifiedBody {
        elements: vec![i32_type, ptr, node.ty()],
        packed: false,
        opaque: false,
    };
    assert!(node.set_body(&mut ctx, body.clone()));
    assert_eq!(
        type_to_string(&ctx, node.ty()),
        "!llvm.struct<\"node\", (i32, ptr, struct<\"node\">)>"
    );
    // The same body again is accepted, another one refused.
    assert!(node.set_body(&mut ctx, body));
    let other = IdentifiedBody {
        elements: vec![i32_type],
        packed: true,
        opaque: false,
    };
    assert!(!node.set_body(&mut ctx, other));
    assert_eq!(LLVMStructType::get_identified(&mut ctx, "node"), node);
}

#[test]
fn struct_bodies_are_checked_when_read() {
    let redefined = "func.func @f() {\n  \"a.b\"() : () -> (!llvm.struct<\"s\", (i32)>, !llvm.struct<\"s\", (i64)>)\n  return\n}";
    assert!(error(redefined).contains("identified type already used with a different body"));
    let opaque_literal = "func.func @f() {\n  \"a.b\"() : () -> !llvm.struct<opaque>\n  return\n}";
    assert!(error(opaque_literal).contains("only identified structs can be opaque"));
    let void_element = "func.func @f() {\n  \"a.b\"() : () -> !llvm.struct<(void)>\n  return\n}";
    assert!(error(void_element).contains("invalid LLVM structure element type: '!llvm.void'"));
}

/// An `llvm.invoke` with neither a callee attribute nor a callee operand
/// verifies, as in MLIR, whose custom printer then crashes: ours says it
/// has no custom form, and the generic form prints it (a `rewrite_ir` fuzz
/// finding, which panicked on the printer's error).
#[test]
fn invoke_without_callee_prints_generic_only() {
    let src = r#"llvm.func @personality(...) -> i32
llvm.func @f() attributes {personality = @personality} {
  "llvm.invoke"()[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
"#;
    let (ctx, top, _) = parse_with_ops(src);
    ods_runtime::verify::verify(&ctx, top).expect("MLIR's verifier accepts it");
    let e = print_top_level(&ctx, top, PrintOptions::default()).expect_err("no custom form");
    assert_eq!(
        e.to_string(),
        format!(
            "'llvm.invoke' with neither a callee attribute nor a callee operand {}",
            ods_runtime::asm::NO_CUSTOM_FORM
        )
    );
    assert!(output(src, GENERIC).contains("\"llvm.invoke\"()[^bb1, ^bb2]"));
}
