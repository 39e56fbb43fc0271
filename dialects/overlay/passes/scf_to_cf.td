// `convert-scf-to-cf`, declared in MLIR's mlir/Conversion/Passes.td (read
// where LLVM installs it), implemented in src/conversion/scf_to_cf/.

include "mlir/Conversion/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["convert-scf-to-cf"]>;

def : RustFor<"SCFToControlFlowPass.dependentDialects.cf::ControlFlowDialect",
              [{ crate::cf::ControlFlowDialect }]>;
