// The Rust overlay of MLIR's Index dialect (mlir/Dialect/Index/IR/IndexOps.td,
// read where LLVM installs it): each piece of its C++ gets its Rust here,
// named by def and field. The dialect's hooks are Rust in src/index/hooks.rs.

include "mlir/Dialect/Index/IR/IndexOps.td"
include "ods/RustOverlay.td"

// The C++ declares the functions that register the dialect's attributes
// and ops; the generated `IndexDialect::register` does both.
def : RustFor<"IndexDialect.extraClassDeclaration", "">;

// The parser of `#index<cmp_predicate ...>`'s case is the prelude's own Rust
// (EnumAttr.td's `parameterParser`), composed with the enum's C++ name for
// its message; that name, `::mlir::index::...`, makes the composed text read
// as C++. The Rust for it is the same call.
def : RustIdiom<
  [{::ods_runtime::asm::parse_enum_case($_parser, "::mlir::index::IndexCmpPredicate", &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"], __ods_root::mlir::index::IndexCmpPredicate::symbolize)}],
  [{::ods_runtime::asm::parse_enum_case($_parser, "::mlir::index::IndexCmpPredicate", &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"], IndexCmpPredicate::symbolize)}]>;
