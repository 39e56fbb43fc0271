//! `ods-spec`: the TableGen frontend of ods-rs.
//!
//! [`tablegen`] reads `.td` files exactly as `llvm-tblgen` does and produces
//! a [`tablegen::RecordKeeper`]; later stages build the ODS model from it.

pub mod tablegen;
