//===-- RustExtern.td - Items another generated file holds ---------------===//
//
// Part of ods-rs. Written for ods-rs.
//
// A dialect's .td file may include another dialect's files for a few of
// their definitions (an attribute, an enum, an interface) that the other
// dialect's own generated file already holds. A record of this class keeps
// them from being generated twice: the items of the C++ namespace
// `cppNamespace` (dialects, ops, attributes, types, enums, interfaces; not
// those of namespaces below it) are not generated, and the module of that
// namespace re-exports every item of the Rust module `rustPath` (the same
// namespace's module in the other generated file), so that the generated
// code finds them there:
//
//   include "ods/RustExtern.td"
//   def : RustExternNamespace<"::mlir::arith", "crate::arith::mlir::arith">;
//
//===----------------------------------------------------------------------===//

#ifndef ODS_RUST_EXTERN
#define ODS_RUST_EXTERN

class RustExternNamespace<string cppNamespace, string rustPath> {
  string odsExternNamespace = cppNamespace;
  string odsExternRustPath = rustPath;
}

#endif // ODS_RUST_EXTERN
