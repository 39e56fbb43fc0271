// `lift-cf-to-scf`, declared in MLIR's mlir/Conversion/Passes.td (read
// where LLVM installs it), implemented in src/conversion/cf_to_scf/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["lift-cf-to-scf"]>;

def : RustFor<"LiftControlFlowToSCFPass.dependentDialects.scf::SCFDialect",
              [{ crate::scf::SCFDialect }]>;
def : RustFor<"LiftControlFlowToSCFPass.dependentDialects.arith::ArithDialect",
              [{ crate::arith::ArithDialect }]>;
def : RustFor<"LiftControlFlowToSCFPass.dependentDialects.ub::UBDialect",
              [{ crate::ub::UBDialect }]>;
def : RustFor<"LiftControlFlowToSCFPass.dependentDialects.func::FuncDialect",
              [{ crate::func::FuncDialect }]>;
