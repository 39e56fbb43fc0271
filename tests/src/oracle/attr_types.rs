//! `fixtures/oracle/attr_types.td`, with the verifier of `!oa.range`.

include!(concat!(env!("OUT_DIR"), "/attr_types.rs"));

use oa::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::{Attribute, Context};

impl RangeTypeHooks for RangeType {
    /// `lo` may not exceed `hi`.
    fn verify(_ctx: &Context, loc: Attribute, lo: &i32, hi: &i32) -> Result<(), Diagnostic> {
        if lo > hi {
            return Err(Diagnostic::error(
                loc,
                format!("'lo' ({lo}) exceeds 'hi' ({hi})"),
            ));
        }
        Ok(())
    }
}
