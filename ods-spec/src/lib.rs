//! `ods-spec`: the TableGen frontend of ods-rs.
//!
//! [`tablegen`] reads `.td` files exactly as `llvm-tblgen` does and produces
//! a [`tablegen::RecordKeeper`]; later stages build the ODS model from it.

// pest's generated parser names `alloc` when built without its `std`
// feature, which we leave off: its stack probe costs a tenth of parse time,
// and `parser::MAX_NESTING` bounds recursion instead.
extern crate alloc;

pub mod tablegen;
