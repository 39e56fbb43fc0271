//! `ods-spec`: the TableGen frontend of ods-rs.
//!
//! [`tablegen`] reads `.td` files exactly as `llvm-tblgen` does and produces
//! a [`tablegen::RecordKeeper`]; [`model`] builds the ODS model from the
//! records; [`prelude`] is the bundled TableGen library that `.td` files
//! include as they would MLIR's.

// pest's generated parser names `alloc` when built without its `std`
// feature, which we leave off: its stack probe costs a tenth of parse time,
// and `parser::MAX_NESTING` bounds recursion instead.
extern crate alloc;

pub mod model;
pub mod prelude;
pub mod tablegen;
