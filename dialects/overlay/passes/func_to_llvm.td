// `convert-func-to-llvm` and `set-llvm-module-datalayout`, declared in
// MLIR's mlir/Conversion/Passes.td (read where LLVM installs it),
// implemented in src/conversion/func_to_llvm/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-func-to-llvm", "set-llvm-module-datalayout"]>;

def : RustFor<"ConvertFuncToLLVMPass.dependentDialects.LLVM::LLVMDialect",
              [{ crate::llvm::LLVMDialect }]>;
