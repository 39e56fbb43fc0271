//! `ods-spec`: the TableGen frontend of ods-rs and the ODS model read from
//! its records.
//!
//! Three stages, each a pure library call with no Cargo, environment or
//! output knowledge:
//!
//! 1. [`tablegen`] reads a root `.td` file and what it includes exactly as
//!    `llvm-tblgen` does (preprocessor, grammar, evaluation), with the
//!    bundled [`prelude`] answering `include "mlir/IR/OpBase.td"` and the
//!    other MLIR paths when [`Loader::prelude`](tablegen::Loader::prelude)
//!    is set.
//! 2. The result is a [`RecordKeeper`](tablegen::RecordKeeper): every class
//!    and def by name, their fields as values in a
//!    [`Store`](tablegen::init::Store), and the sources for locations. It
//!    prints as `llvm-tblgen --dump-json` ([`tablegen::json`]) or
//!    `--print-records` ([`tablegen::print`]) does.
//! 3. [`model::Model::build`] reads the user's dialects and ops from the
//!    records (as `mlir/lib/TableGen` does) into plain structs:
//!    [`model::Op`], its operands, attributes, properties, regions,
//!    successors, traits and builders, and the shared
//!    [`model::Constraints`]. The generators of `ods-build` read only this
//!    model.
//!
//! Errors at any stage are [`Diagnostic`](tablegen::Diagnostic)s with a
//! source span, rendered as `file:line:col: error: ...`, the source line and
//! a caret; no input makes the frontend panic.
//!
//! ```
//! use ods_spec::model::{Arity, Model};
//! use ods_spec::tablegen::Loader;
//! use std::path::Path;
//!
//! let td = r#"
//!     include "mlir/IR/OpBase.td"
//!
//!     def Toy_Dialect : Dialect {
//!       let name = "toy";
//!       let cppNamespace = "toy";
//!     }
//!     def Toy_AddOp : Op<Toy_Dialect, "add"> {
//!       let summary = "element-wise addition";
//!       let arguments = (ins F64Tensor:$lhs, Variadic<F64Tensor>:$rest);
//!       let results = (outs F64Tensor:$sum);
//!     }
//! "#;
//! let loader = Loader { prelude: true, ..Loader::default() };
//! let keeper = loader
//!     .load_str(Path::new("toy.td"), td.to_string())
//!     .expect("valid TableGen"); // a `Failure` prints as the rendered error
//!
//! // Stage 2: the evaluated records, as llvm-tblgen has them.
//! let add = keeper.def("Toy_AddOp").unwrap();
//! let store = &keeper.store;
//! let summary = store.str_lookup("summary").and_then(|name| add.value(name)).unwrap();
//! assert_eq!(store.as_str(summary.value), Some("element-wise addition"));
//!
//! // Stage 3: the ODS model the generators read.
//! let model = Model::build(&keeper).map_err(|d| d.render(&keeper.sources)).unwrap();
//! let op = &model.ops[0];
//! assert_eq!(op.op_name, "toy.add");
//! assert_eq!(op.class_name, "AddOp");
//! assert_eq!(op.operands[1].arity, Arity::Variadic);
//! assert_eq!(model.dialect_of(op).name, "toy");
//!
//! // Errors carry their location.
//! let failure = loader
//!     .load_str(Path::new("bad.td"), "def X { int x = \"one\"; }".to_string())
//!     .unwrap_err();
//! assert!(failure.render().starts_with("bad.td:1:"));
//! ```

#![deny(missing_docs)]

// pest's generated parser names `alloc` when built without its `std`
// feature, which we leave off: its stack probe costs a tenth of parse time,
// and `parser::MAX_NESTING` bounds recursion instead.
extern crate alloc;

pub mod model;
pub mod prelude;
pub mod tablegen;
