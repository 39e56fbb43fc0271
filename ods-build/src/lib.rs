//! `ods-build`: the `build.rs` helper of ods-rs, and the `ods-tblgen` tool.
//!
//! The Rust code generators arrive with the ODS issues; for now this crate
//! holds the command-line front of the TableGen frontend.

pub mod cli;
