//! `--verify-roundtrip`: the parsed IR, printed in generic form with its
//! locations, reads back in a context of its own with the same dialects to IR
//! that prints the same (the textual half of MLIR's `doVerifyRoundTrip`;
//! there is no bytecode here to check the other half with).

use crate::asm::{print_top_level, PrintOptions};
use crate::diag::Diagnostic;
use crate::ods::op::op_error;
use crate::{Context, OpId};

/// The check on `top`, before any pass runs; the error is `top`'s, in
/// MLIR's words.
pub(super) fn verify_roundtrip(ctx: &Context, top: OpId) -> Result<(), Diagnostic> {
    let generic = PrintOptions {
        generic: true,
        debug_info: true,
        ..PrintOptions::default()
    };
    let printed = |ctx: &Context, op: OpId| {
        print_top_level(ctx, op, generic).map_err(|e| op_error(ctx, top, e))
    };
    let reference = printed(ctx, top)?;
    // A context without the IR, sharing the dialects and what is interned
    // (MLIR makes a new one with the same dialects).
    let mut fresh = ctx.fork();
    let read_back = crate::parse_source(&mut fresh, &reference, "roundtrip")
        .and_then(|op| crate::verify::verify(&fresh, op).map(|()| op));
    let Ok(back) = read_back else {
        return Err(op_error(
            ctx,
            top,
            "failed to parse textual content back, cannot verify round-trip.\n",
        ));
    };
    let roundtrip = printed(&fresh, back)?;
    if reference != roundtrip {
        return Err(op_error(
            ctx,
            top,
            format!(
                "textual roundTrip testing roundtripped module differs from reference:\n\
                 <<<<<<Reference\n{reference}\n=====\n{roundtrip}\n>>>>>roundtripped\n"
            ),
        ));
    }
    Ok(())
}
