//! The printing check the IR targets share.

use ods_runtime::Context;

/// The custom form of verified IR, or `None` for IR holding an op that
/// verifies (as in MLIR) but has no custom form (MLIR's printer crashes on
/// it): its generic form must print then. Any other failure is a bug.
pub fn print_verified(ctx: &Context, top: ods_runtime::OpId) -> Option<String> {
    use ods_runtime::asm::{print_top_level, PrintOptions, NO_CUSTOM_FORM};
    match print_top_level(ctx, top, PrintOptions::default()) {
        Ok(text) => Some(text),
        Err(e) if e.to_string().ends_with(NO_CUSTOM_FORM) => {
            let generic = PrintOptions {
                generic: true,
                ..PrintOptions::default()
            };
            print_top_level(ctx, top, generic).expect("the generic form prints");
            None
        }
        Err(e) => panic!("verified IR prints: {e}"),
    }
}
