// The Rust overlay of MLIR's UB dialect (mlir/Dialect/UB/IR/UBOps.td, read
// where LLVM installs it): each piece of its C++ gets its Rust here, named
// by def and field. The dialect's hooks are Rust in src/ub/hooks.rs.

include "mlir/Dialect/UB/IR/UBOps.td"
include "ods/RustOverlay.td"

// `value` defaults to the dialect's own poison attribute, `#ub.poison`,
// which stands for a fully poisoned result.
def : RustFor<"PoisonOp.value.constBuilderCall", [{
  ::ods_runtime::Attribute::from($cppClass_PoisonAttr::get($_builder))
}]>;
// C++'s `{}` leaves the attribute null, and MLIR's printer compares the
// attribute with the one `constBuilderCall` makes: the default is
// `#ub.poison`, which every ub.poison op interned when it was created.
def : RustFor<"PoisonOp.value.defaultValue", [{
  $_ctxt.find_dialect_attr(&PoisonAttrStorage {})
      .expect("#ub.poison is interned by the creation of any ub.poison")
}]>;
