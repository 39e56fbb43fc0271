// `convert-complex-to-llvm`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/complex_to_llvm/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-complex-to-llvm"]>;

def : RustFor<"ConvertComplexToLLVMPass.dependentDialects.LLVM::LLVMDialect",
              [{ crate::llvm::LLVMDialect }]>;

// The option's C++ enum is the one `convert-complex-to-standard` reads,
// `basic` by default here, with its own value descriptions.
def : RustFor<"ConvertComplexToLLVMPass.complexRange.type",
              [{ crate::conversion::complex_to_llvm::LlvmComplexRange }]>;
def : RustFor<"ConvertComplexToLLVMPass.complexRange.default",
              [{ crate::conversion::complex_to_llvm::LlvmComplexRange::default() }]>;
