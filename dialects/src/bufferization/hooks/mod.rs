//! What `BufferizationOps.td` leaves to Rust, with the semantics of MLIR's
//! `BufferizationOps.cpp` and `BufferizationDialect.cpp`: the verifiers
//! (`verify`), `alloc_tensor`'s custom assembly (`asm`), the folders
//! (`fold`), the canonicalization patterns (`canonicalize`, `clone`,
//! `dealloc`), the dialect's attributes (`attrs`) and what the
//! bufferization interfaces' methods take (`analysis`). `ops` gives each op
//! its hooks.

pub(crate) mod analysis;
mod asm;
mod attrs;
mod canonicalize;
mod clone;
mod dealloc;
mod effects;
mod fold;
mod ops;
mod verify;

pub(crate) use attrs::register_region_arg_verifier;
// The deallocation passes (with `scf` and `func`) ask about allocations
// and simplify deallocs with the dealloc's canonicalization patterns.
#[cfg(all(feature = "scf", feature = "func"))]
pub(crate) use dealloc::{patterns as dealloc_canonicalization_patterns, update_if_changed};
#[cfg(all(feature = "scf", feature = "func"))]
pub(crate) use effects::{allocates, effects_of};

use crate::bufferization::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::pred::{element_type, shape};
use ods_runtime::registry::RegistryError;
use ods_runtime::{Attribute, Context, OpId, Value};

/// The dialects `bufferization` loads with it: `affine`, `memref`,
/// `tensor` and `arith`.
pub(crate) struct BufferizationDependencies;

impl BufferizationDependencies {
    pub(crate) fn try_register(ctx: &mut Context) -> Result<(), RegistryError> {
        crate::affine::AffineDialect::try_register(ctx)?;
        crate::memref::MemRefDialect::try_register(ctx)?;
        crate::tensor::TensorDialect::try_register(ctx)?;
        crate::arith::ArithDialect::try_register(ctx)
    }
}

impl BufferizationDialectHooks for BufferizationDialect {
    fn verify_operation_attribute(
        ctx: &Context,
        op: OpId,
        name: &str,
        attr: Attribute,
    ) -> Result<(), Diagnostic> {
        attrs::verify_operation_attribute(ctx, op, name, attr)
    }
}

/// Whether a tensor and a buffer describe the same data once bufferized:
/// for builtin tensors and memrefs, the same shape (both unranked, or the
/// same dimensions) and element type (MLIR's
/// `detail::typesMatchAfterBufferization`, through the tensor type's
/// `verifyCompatibleBufferType`).
pub(crate) fn types_match_after_bufferization(ctx: &Context, tensor: Value, buffer: Value) -> bool {
    let (t, b) = (ctx.value_type(tensor), ctx.value_type(buffer));
    shape(ctx, t) == shape(ctx, b) && element_type(ctx, t) == element_type(ctx, b)
}
