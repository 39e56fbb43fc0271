//! The verifiers of `llvm.bitcast`, `llvm.zext` and `llvm.sext`, with
//! MLIR's messages (`BitcastOp::verify`, `verifyExtOp`).

use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::{Context, OpId, Type, TypeKind};

/// The pointer (or vector of pointers) `ty` stands for, if any.
fn pointer_of(ctx: &Context, ty: Type) -> Option<LLVMPointerType> {
    LLVMPointerType::try_from(ctx, ods_runtime::ods::pred::element_type_or_self(ctx, ty))
}

/// Pointers cast only to pointers of the same shape and address space.
pub(crate) fn verify_bitcast(ctx: &Context, op: BitcastOp) -> Result<(), Diagnostic> {
    let (source, result) = (ctx.value_type(op.arg(ctx)), ctx.value_type(op.res(ctx)));
    let error = |message: &str| Err(op_error(ctx, op.id(), message));
    let (Some(from), Some(to)) = (pointer_of(ctx, source), pointer_of(ctx, result)) else {
        if pointer_of(ctx, source).is_some() || pointer_of(ctx, result).is_some() {
            return error("can only cast pointers from and to pointers");
        }
        return Ok(());
    };
    let is_vector = |ty| matches!(ctx.type_kind(ty), TypeKind::Vector { .. });
    match (is_vector(source), is_vector(result)) {
        (false, true) => return error("cannot cast pointer to vector of pointers"),
        (true, false) => return error("cannot cast vector of pointers to pointer"),
        _ => {}
    }
    if from.address_space(ctx) != to.address_space(ctx) {
        return error(
            "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead",
        );
    }
    Ok(())
}

/// An extension widens integers, or vectors of integers of one shape; the
/// messages are plain errors at the op (MLIR's `emitError`).
pub(crate) fn verify_extension(
    ctx: &Context,
    op: OpId,
    input: Type,
    output: Type,
) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(Diagnostic::error(ctx.op_loc(op), message));
    let (input, output) = match (ctx.type_kind(input), ctx.type_kind(output)) {
        (
            TypeKind::Vector {
                shape,
                scalable,
                element,
            },
            TypeKind::Vector {
                shape: out_shape,
                scalable: out_scalable,
                element: out_element,
            },
        ) => {
            if shape != out_shape || scalable != out_scalable {
                return error("input and output vectors are of incompatible shape");
            }
            (*element, *out_element)
        }
        (TypeKind::Vector { .. }, _) => {
            return error("input type is a vector but output type is an integer")
        }
        (_, TypeKind::Vector { .. }) => {
            return error("input type is an integer but output type is a vector")
        }
        _ => (input, output),
    };
    let width = |ty| match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        _ => 0,
    };
    if width(input) >= width(output) {
        return error(
            "integer width of the output type is smaller or equal to the integer width of the input type",
        );
    }
    Ok(())
}
