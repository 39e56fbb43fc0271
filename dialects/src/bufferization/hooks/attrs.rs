//! The dialect's attributes, checked as MLIR's `BufferizationDialect.cpp`
//! checks them: on an op, `bufferization.manual_deallocation` (only on
//! ops that allocate or free); on a function's arguments,
//! `bufferization.writable`, `bufferization.access` and
//! `bufferization.buffer_layout`.

use super::effects::{allocates, has_effect};
use crate::bufferization::BufferizationDialect as D;
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::prelude::mlir::FunctionOpInterface;
use ods_runtime::ods::convert::try_str;
use ods_runtime::ods::op::op_error;
use ods_runtime::ods::pred::{attr_has_interface, is_bool_attr};
use ods_runtime::registry::MemoryEffect;
use ods_runtime::{Attribute, Context, OpId};

/// MLIR's `BufferizationDialect::verifyOperationAttribute`.
pub(super) fn verify_operation_attribute(
    ctx: &Context,
    op: OpId,
    name: &str,
    attr: Attribute,
) -> Result<(), Diagnostic> {
    let _ = attr;
    if name == D::MANUAL_DEALLOCATION {
        if !has_effect(ctx, op, |e| allocates(e) || e == MemoryEffect::Free) {
            return Err(op_error(
                ctx,
                op,
                format_args!(
                    "attribute '{name}' can be used only on ops that have an allocation and/or free side effect"
                ),
            ));
        }
        return Ok(());
    }
    Err(Diagnostic::error(
        ctx.op_loc(op),
        format!(
            "attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect"
        ),
    ))
}

/// MLIR's `BufferizationDialect::verifyRegionArgAttribute`, which the
/// `.td` declares by hand rather than by `hasRegionArgAttrVerify`.
fn verify_region_arg_attribute(
    ctx: &Context,
    op: OpId,
    _region: usize,
    _arg: usize,
    name: &str,
    attr: Attribute,
) -> Result<(), Diagnostic> {
    let error = |message: String| Err(Diagnostic::error(ctx.op_loc(op), message));
    let function = FunctionOpInterface::try_from(ctx, op);
    let on_function = |name: &str| match function {
        Some(_) => Ok(()),
        None => error(format!(
            "expected '{name}' to be used on function-like operations"
        )),
    };
    if name == D::WRITABLE_ATTR_NAME {
        if !is_bool_attr(ctx, attr) {
            return error(format!("'{name}' is expected to be a boolean attribute"));
        }
        on_function(name)?;
        if function.is_some_and(|f| f.is_external(ctx)) {
            return error(format!("'{name}' is invalid on external functions"));
        }
        return Ok(());
    }
    if name == D::BUFFER_ACCESS_ATTR_NAME {
        let Some(access) = try_str(ctx, attr) else {
            return error(format!("'{name}' is expected to be a string attribute"));
        };
        if !matches!(access, "none" | "read" | "write" | "read-write") {
            return error(format!("invalid value for '{name}'"));
        }
        return on_function(name);
    }
    if name == D::BUFFER_LAYOUT_ATTR_NAME {
        if !attr_has_interface(ctx, attr, "MemRefLayoutAttrInterface") {
            return error(format!(
                "'{name}' is expected to be a memref layout attribute"
            ));
        }
        return on_function(name);
    }
    // MLIR names the layout attribute here, whichever attribute it is.
    error(format!(
        "attribute '{}' not supported as a region arg attribute by the bufferization dialect",
        D::BUFFER_LAYOUT_ATTR_NAME
    ))
}

/// Registers the check of the dialect's attributes on region arguments.
pub(crate) fn register_region_arg_verifier(ctx: &mut Context) {
    if let Some(dialect) = ctx.registry.dialect_mut("bufferization") {
        dialect.verify_region_arg_attr = Some(verify_region_arg_attribute);
    }
}
