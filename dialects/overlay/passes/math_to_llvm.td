// `convert-math-to-llvm`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/math_to_llvm/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-math-to-llvm"]>;

def : RustFor<"ConvertMathToLLVMPass.dependentDialects.LLVM::LLVMDialect",
              [{ crate::llvm::LLVMDialect }]>;
