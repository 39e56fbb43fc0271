// `arith-emulate-wide-int`, declared in MLIR's
// mlir/Dialect/Arith/Transforms/Passes.td (read where LLVM installs it),
// implemented in src/arith/transforms/emulate_wide_int/. It is kept apart
// from arith_transforms.td because it needs the vector and func dialects.

include "mlir/Dialect/Arith/Transforms/Passes.td"
include "ods/RustOverlay.td"

def : RustOnlyPasses<["arith-emulate-wide-int"]>;

def : RustFor<"ArithEmulateWideInt.dependentDialects.vector::VectorDialect",
              [{ crate::vector::VectorDialect }]>;
