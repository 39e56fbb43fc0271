//! `toy.print` of a memref lowered to `printf` calls (chapter 6's
//! pattern), applied alone in a conversion where only Toy is illegal.

use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
use ods_runtime::Context;
use toy::print_lowering::PrintOpLowering;

/// `src` with its `toy.print` ops lowered alone (only Toy illegal),
/// printed in custom form without verifying first: this branch's verifier
/// of `llvm.mlir.constant` still rejects the tutorial's `0 : index` for
/// an `i64` (which mlir-opt 22 accepts; fixed on the branch of the
/// lowering to llvm).
fn lowered(src: &str) -> String {
    let mut ctx = Context::new();
    ods_dialects::register_all(&mut ctx);
    sample_dialect::inliner::register(&mut ctx);
    let module = ods_runtime::parse_and_verify(&mut ctx, src, "p.mlir").unwrap();
    let mut target = ConversionTarget::new();
    for dialect in ["builtin", "func", "memref", "arith", "scf", "llvm"] {
        target.add_legal_dialect(dialect);
    }
    target.add_illegal_dialect("toy");
    let mut patterns = ConversionPatternSet::new();
    patterns.add_op_pattern(PrintOpLowering);
    apply_partial_conversion(&mut ctx, &[module], &target, &patterns).unwrap();
    let print = ods_runtime::asm::PrintOptions {
        assume_verified: true,
        ..Default::default()
    };
    ods_runtime::asm::print_top_level(&ctx, module, print).unwrap()
}

#[test]
fn print_becomes_loops_of_printf_calls() {
    let src = "func.func @main() {
  %0 = memref.alloc() : memref<2x3xf64>
  toy.print %0 : memref<2x3xf64>
  return
}
";
    // A newline after each row; the declarations at the start of the
    // module. (mlir-opt 22 prints this IR back as it is.)
    let expected = r#"module {
  llvm.mlir.global internal constant @nl("\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @frmt_spec("%f \00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  func.func @main() {
    %alloc = memref.alloc() : memref<2x3xf64>
    %0 = llvm.mlir.addressof @frmt_spec : !llvm.ptr
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.getelementptr %0[%1, %1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
    %3 = llvm.mlir.addressof @nl : !llvm.ptr
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.getelementptr %3[%4, %4] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<2 x i8>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    scf.for %arg0 = %c0 to %c2 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg1 = %c0_0 to %c3 step %c1_1 {
        %7 = memref.load %alloc[%arg0, %arg1] : memref<2x3xf64>
        %8 = llvm.call @printf(%2, %7) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
      }
      %6 = llvm.call @printf(%5) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
    }
    return
  }
}

"#;
    assert_eq!(lowered(src), expected);
}

#[test]
fn the_declarations_are_made_once() {
    let src = "func.func @main() {
  %0 = memref.alloc() : memref<4xf64>
  toy.print %0 : memref<4xf64>
  toy.print %0 : memref<4xf64>
  return
}
";
    let text = lowered(src);
    assert_eq!(text.matches("llvm.func @printf").count(), 1, "{text}");
    assert_eq!(text.matches("llvm.mlir.global").count(), 2, "{text}");
    // One loop a print, without newlines for a single dimension.
    assert_eq!(text.matches("scf.for").count(), 2, "{text}");
    assert_eq!(text.matches("llvm.call @printf").count(), 2, "{text}");
    assert!(!text.contains("toy."), "{text}");
}
