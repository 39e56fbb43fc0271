//! The dialects a `convert-to-*` pass lowers (MLIR's `visitInterfaces` of
//! `ConvertToLLVMPass` and `ConvertToEmitC`): each dialect gives its
//! lowering through an interface, looked up by name here.

use ods_runtime::diag::Diagnostic;
use ods_runtime::pass::PassFailure;
use ods_runtime::{Attribute, Context};

/// The lowerings to run: those `lowering` finds for the loaded dialects,
/// in namespace order, or for the dialects `filter` names, in its order,
/// with MLIR's errors for a dialect not loaded or without the
/// `interface`.
pub(super) fn visited_dialects<T>(
    ctx: &Context,
    filter: &[String],
    interface: &str,
    lowering: impl Fn(&str) -> Option<T>,
) -> Result<Vec<T>, PassFailure> {
    if filter.is_empty() {
        return Ok(ctx
            .registry
            .loaded_dialects()
            .filter_map(&lowering)
            .collect());
    }
    let loaded: Vec<&str> = ctx.registry.loaded_dialects().collect();
    let error =
        |message: String| PassFailure::from(Diagnostic::error(Attribute::UNKNOWN_LOC, message));
    filter
        .iter()
        .map(|name| {
            if !loaded.contains(&name.as_str()) {
                return Err(error(format!("dialect not loaded: {name}\n")));
            }
            lowering(name)
                .ok_or_else(|| error(format!("dialect does not implement {interface}: {name}\n")))
        })
        .collect()
}
