//! The verifier of `llvm.getelementptr`, with MLIR's messages
//! (`GEPOp::verify` in `LLVMDialect.cpp`).

use super::directives::DYNAMIC_INDEX;
use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, type_text, Op};
use ods_runtime::{Context, Type, TypeKind};

/// A GEP has a dynamic index for each place its constant indices leave to
/// one, does not name the bare `inbounds_flag`, and indexes each struct it
/// steps into with an in-range constant.
pub(crate) fn verify_gep(ctx: &Context, op: GEPOp) -> Result<(), Diagnostic> {
    let indices = ods_runtime::ods::convert::dense_i32_vec(ctx, op.raw_constant_indices_attr(ctx));
    let dynamic = indices.iter().filter(|&&c| c == DYNAMIC_INDEX).count();
    if dynamic != op.dynamic_indices(ctx).len() {
        return Err(op_error(
            ctx,
            op.id(),
            "expected as many dynamic indices as specified in 'rawConstantIndices'",
        ));
    }
    if op.no_wrap_flags(ctx) == GEPNoWrapFlags::INBOUNDS_FLAG {
        return Err(op_error(
            ctx,
            op.id(),
            "'inbounds_flag' cannot be used directly.",
        ));
    }
    struct_indices(ctx, op, op.elem_type(ctx), &indices)
}

/// Steps through `ty` with the indices after the first (which only moves
/// the base pointer), as MLIR's `verifyStructIndices`: a struct takes a
/// constant index within its body, an array or vector any index, and no
/// other type can be stepped into.
fn struct_indices(ctx: &Context, op: GEPOp, base: Type, indices: &[i32]) -> Result<(), Diagnostic> {
    let mut ty = base;
    for (position, &index) in indices.iter().enumerate().skip(1) {
        ty = if let Some(s) = LLVMStructType::try_from(ctx, ty) {
            if index == DYNAMIC_INDEX {
                return Err(op_error(
                    ctx,
                    op.id(),
                    format!("expected index {position} indexing a struct to be constant"),
                ));
            }
            let body = s.elements(ctx);
            let Some(&field) = usize::try_from(index).ok().and_then(|i| body.get(i)) else {
                return Err(op_error(
                    ctx,
                    op.id(),
                    format!("index {position} indexing a struct is out of bounds"),
                ));
            };
            field
        } else if let Some(a) = LLVMArrayType::try_from(ctx, ty) {
            a.element_type(ctx)
        } else if let TypeKind::Vector { element, .. } = ctx.type_kind(ty) {
            *element
        } else {
            return Err(op_error(
                ctx,
                op.id(),
                format!(
                    "type {} cannot be indexed (index #{position})",
                    type_text(ctx, ty)
                ),
            ));
        };
    }
    Ok(())
}
