//! The verifiers of `llvm.atomicrmw` and `llvm.cmpxchg`, with MLIR's
//! messages (`AtomicRMWOp::verify`, `AtomicCmpXchgOp::verify`).

use super::types::{is_compatible_float_type, is_compatible_vector_type, is_scalable_vector_type};
use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, Op};
use ods_runtime::{Context, Type, TypeKind};

/// The value fits the operation: floats (or fixed vectors of them) for the
/// floating-point operations, a type of a power-of-two size for `xchg`, an
/// 8- to 64-bit integer otherwise; and the ordering is at least
/// `monotonic`.
pub(crate) fn verify_atomic_rmw(ctx: &Context, op: AtomicRMWOp) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(op_error(ctx, op.id(), message));
    let ty = ctx.value_type(op.val(ctx));
    match op.bin_op(ctx) {
        AtomicBinOp::Fadd
        | AtomicBinOp::Fsub
        | AtomicBinOp::Fmax
        | AtomicBinOp::Fmin
        | AtomicBinOp::Fmaximum
        | AtomicBinOp::Fminimum => {
            if is_compatible_vector_type(ctx, ty) {
                if is_scalable_vector_type(ctx, ty) {
                    return error("expected LLVM IR fixed vector type");
                }
                let element = ods_runtime::ods::pred::element_type(ctx, ty).unwrap_or(ty);
                if !is_compatible_float_type(ctx, element) {
                    return error("expected LLVM IR floating point type for vector element");
                }
            } else if !is_compatible_float_type(ctx, ty) {
                return error("expected LLVM IR floating point type");
            }
        }
        AtomicBinOp::Xchg => {
            if !fits_atomic_access(ctx, ty) {
                return error("unexpected LLVM IR type for 'xchg' bin_op");
            }
        }
        _ => {
            let width = match ctx.type_kind(ty) {
                TypeKind::Integer { width, .. } => *width,
                _ => 0,
            };
            if ![8, 16, 32, 64].contains(&width) {
                return error("expected LLVM IR integer type");
            }
        }
    }
    if (op.ordering(ctx) as u64) < AtomicOrdering::Monotonic as u64 {
        return error("expected at least 'monotonic' ordering");
    }
    Ok(())
}

/// The values exchanged fit an atomic access, the orderings are at least
/// `monotonic` and the failure one neither releases nor is `acq_rel`.
pub(crate) fn verify_atomic_cmpxchg(ctx: &Context, op: AtomicCmpXchgOp) -> Result<(), Diagnostic> {
    let error = |message: &str| Err(op_error(ctx, op.id(), message));
    if !fits_atomic_access(ctx, ctx.value_type(op.val(ctx))) {
        return error("unexpected LLVM IR type");
    }
    let (success, failure) = (op.success_ordering(ctx), op.failure_ordering(ctx));
    let monotonic = AtomicOrdering::Monotonic as u64;
    if (success as u64) < monotonic || (failure as u64) < monotonic {
        return error("ordering must be at least 'monotonic'");
    }
    if matches!(failure, AtomicOrdering::Release | AtomicOrdering::AcqRel) {
        return error("failure ordering cannot be 'release' or 'acq_rel'");
    }
    Ok(())
}

/// An integer, pointer or LLVM float of at least 8 bits and a power of two
/// (MLIR's `isTypeCompatibleWithAtomicOp`); pointers are taken at the
/// default layout's 64 bits.
fn fits_atomic_access(ctx: &Context, ty: Type) -> bool {
    let bits = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Float(kind) if is_compatible_float_type(ctx, ty) => {
            u64::from(ods_runtime::ir::float::bit_width(*kind))
        }
        _ if LLVMPointerType::isa(ctx, ty) => 64,
        _ if LLVMPPCFP128Type::isa(ctx, ty) => 128,
        _ => return false,
    };
    bits >= 8 && bits.is_power_of_two()
}
