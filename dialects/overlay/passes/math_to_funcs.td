// `convert-math-to-funcs`, declared in MLIR's mlir/Conversion/Passes.td
// (read where LLVM installs it), implemented in
// src/conversion/math_to_funcs/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-math-to-funcs"]>;

def : RustFor<"ConvertMathToFuncs.dependentDialects.arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
def : RustFor<"ConvertMathToFuncs.dependentDialects.cf::ControlFlowDialect",
              [{ crate::cf::ControlFlowDialect }]>;
def : RustFor<"ConvertMathToFuncs.dependentDialects.func::FuncDialect",
              [{ crate::func::FuncDialect }]>;
def : RustFor<"ConvertMathToFuncs.dependentDialects.scf::SCFDialect",
              [{ crate::scf::SCFDialect }]>;
// MLIR unrolls vector ops with the vector dialect and marks the functions
// it adds with the llvm dialect's linkage. The pass loads neither: the
// linkage attribute is printed as text, and the vector ops of the
// unrolling (with the `vector` feature) are of a dialect ods-mlir-opt
// registers.
def : RustFor<"ConvertMathToFuncs.dependentDialects.vector::VectorDialect",
              [{ crate::NotGenerated }]>;
def : RustFor<"ConvertMathToFuncs.dependentDialects.LLVM::LLVMDialect",
              [{ crate::NotGenerated }]>;
