//! C++ namespaces whose items another generated file holds.
//!
//! A dialect's `.td` often includes another dialect's files for a few of
//! their definitions (`math` uses `arith`'s `#arith.fastmath` attribute and
//! `ArithFastMathInterface`). Generating those again would give a second,
//! distinct attribute and interface. A record of the prelude class
//! `RustExternNamespace<"::cpp::ns", "rust::path">` (`ods/RustExtern.td`)
//! says that the items of the C++ namespace `::cpp::ns` (its dialects, ops,
//! attributes, types, enums and interfaces, not those of namespaces below
//! it) are generated elsewhere, in the module at `rust::path` (the
//! namespace's module of the other generated file): the generator skips
//! them and the namespace's module re-exports `rust::path::*`, so that
//! every path to them resolves there. The model still reads them: ops use
//! their constraints, enum cases and interface methods.

use super::records::View;
use crate::tablegen::source::Span;
use crate::tablegen::{Diagnostic, RecordKeeper};

/// The class of the declarations.
pub const CLASS: &str = "RustExternNamespace";

/// One `RustExternNamespace` record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternNamespace {
    /// The C++ namespace, split at `::` (`["mlir", "arith"]`).
    pub namespace: Vec<String>,
    /// The Rust path of the module that holds its items
    /// (`crate::arith::mlir::arith`).
    pub rust_path: String,
    /// Where the record was written.
    pub span: Span,
}

/// Every `RustExternNamespace` record of `keeper`, in definition order; an
/// empty namespace or Rust path, or a namespace declared twice, is an error
/// at the record.
pub fn read(keeper: &RecordKeeper) -> Result<Vec<ExternNamespace>, Box<Diagnostic>> {
    let Some(&class) = keeper.classes.get(CLASS) else {
        return Ok(Vec::new());
    };
    let mut out: Vec<ExternNamespace> = Vec::new();
    for &id in keeper.defs.values() {
        if !keeper.store.is_subclass_of(id, class) {
            continue;
        }
        let v = View::new(keeper, id);
        let namespace: Vec<String> = v
            .str("odsExternNamespace")
            .unwrap_or_default()
            .split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        let rust_path = v.str("odsExternRustPath").unwrap_or_default().trim();
        if namespace.is_empty() || rust_path.is_empty() {
            return Err(v.error(
                v.loc(),
                "RustExternNamespace needs a C++ namespace and a Rust path",
            ));
        }
        if out.iter().any(|e| e.namespace == namespace) {
            return Err(v.error(
                v.loc(),
                format!(
                    "the namespace '::{}' is declared external twice",
                    namespace.join("::")
                ),
            ));
        }
        out.push(ExternNamespace {
            namespace,
            rust_path: rust_path.to_string(),
            span: v.loc(),
        });
    }
    out.sort_by_key(|e| (e.span.file, e.span.start));
    Ok(out)
}
