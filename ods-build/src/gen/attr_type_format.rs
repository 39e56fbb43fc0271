//! The Rust of a def's declarative `assemblyFormat`: its print and parse
//! bodies. Placeholder until the format generator is merged: a def with a
//! format is reported as unsupported at the format string.

use super::code::{Error, Result};
use ods_spec::model::attr_type_format::Format;
use ods_spec::model::AttrOrTypeDef;
use ods_spec::tablegen::Diagnostic;
use proc_macro2::TokenStream;

/// Statements that print the parameters (`self.<name>`) with `p`, run in
/// the storage's `print` after the mnemonic was written.
pub fn print_body(def: &AttrOrTypeDef, _format: &Format) -> Result<TokenStream> {
    Err(unsupported(def))
}

/// An expression of type `PResult<Storage>` reading the parameters with
/// `p` (and `self_type` for attributes), after the mnemonic was read.
pub fn parse_body(def: &AttrOrTypeDef, _format: &Format) -> Result<TokenStream> {
    Err(unsupported(def))
}

fn unsupported(def: &AttrOrTypeDef) -> Box<Error> {
    let span = def.assembly_format.as_ref().map_or(def.span, |c| c.span);
    Error::plain(Diagnostic::error(
        Some(span),
        "assemblyFormat not supported yet",
    ))
}
