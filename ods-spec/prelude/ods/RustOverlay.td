//===-- RustOverlay.td - Rust for the C++ of mlir-tblgen's .td files ------===//
//
// Part of ods-rs. Written for ods-rs.
//
// A `.td` file written for mlir-tblgen (MLIR's own dialects, as LLVM
// installs them) holds C++: predicates, default values, builder bodies,
// extraClassDeclaration, interface method bodies. ods-build reads such a
// file unmodified and takes the Rust for each piece of its C++ from an
// overlay: `.td` files of records of these classes, given to
// `ods_build::Config::overlay`. A piece with no Rust fails the build, which
// lists every one with its target.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_RUST_OVERLAY
#define ODS_RUST_OVERLAY

// The Rust for one code field. `target` names it: `Def.field` (a def's own
// field, or a class's, which then serves every def deriving from the class
// that keeps the class's text), or `Op.argument.field` for a field of an
// op's argument (an attribute's `defaultValue`).
class RustFor<string target, code rust> {
  string odsOverlayKey = target;
  code odsOverlayRust = rust;
}

// The Rust for a short piece of C++ wherever it stands (a type test, an
// empty default value), compared with whitespace collapsed.
class RustIdiom<string cpp, code rust> {
  string odsOverlayKey = cpp;
  code odsOverlayRust = rust;
}

// Of the passes the files read declare, generate only those whose
// arguments are listed (`["convert-scf-to-cf"]`): a crate takes from
// MLIR's `mlir/Conversion/Passes.td` the conversions it builds.
class RustOnlyPasses<list<string> passes> {
  list<string> arguments = passes;
}

#endif // ODS_RUST_OVERLAY
