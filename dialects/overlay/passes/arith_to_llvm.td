// `convert-arith-to-llvm`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/arith_to_llvm/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-arith-to-llvm"]>;

def : RustFor<"ArithToLLVMConversionPass.dependentDialects.LLVM::LLVMDialect",
              [{ crate::llvm::LLVMDialect }]>;
