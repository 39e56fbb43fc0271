// The Rust overlay of MLIR's Index dialect (mlir/Dialect/Index/IR/IndexOps.td,
// read where LLVM installs it): each piece of its C++ gets its Rust here,
// named by def and field. The dialect's hooks are Rust in src/index/hooks.rs.

include "mlir/Dialect/Index/IR/IndexOps.td"
include "ods/RustOverlay.td"

// The C++ declares the functions that register the dialect's attributes
// and ops; the generated `IndexDialect::register` does both.
def : RustFor<"IndexDialect.extraClassDeclaration", "">;

