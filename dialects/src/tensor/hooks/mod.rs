//! What `TensorOps.td` leaves to Rust, with the semantics of MLIR's
//! `TensorOps.cpp`: the verifiers (`verify`), the folders (`fold`), the
//! canonicalization patterns written so far (`canonicalize`,
//! `pad_patterns`, `static_shapes`), the
//! builders the `.td` declares without a body (`builders`), and the
//! shapes they all read (`shape`). `ops` gives each op its hooks.

mod builders;
mod canonicalize;
mod fold;
mod ops;
mod orthogonal_pads;
mod pad_patterns;
mod shape;
mod static_shapes;
mod verify;

use crate::offset_size_stride::Mixed;
use crate::tensor::*;
#[cfg(feature = "vector")]
pub(crate) use fold::fold_tensor_cast;
#[cfg(feature = "scf")]
pub(crate) use fold::preserves_static_information;
use ods_runtime::interfaces::prelude::mlir::InParallelOpInterface;
use ods_runtime::interfaces::speculation::Speculatability;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::{FoldResult, RegistryError};
use ods_runtime::{Attribute, Context, OpBuilder, OpId, OperationState, Type, Value};

/// MLIR's `Range`: the offset, size and stride of one dimension of a
/// slice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Range {
    pub offset: FoldResult,
    pub size: FoldResult,
    pub stride: FoldResult,
}

/// The body builder of `tensor.generate`: given the builder at the end of
/// the new block, the location and the block's index arguments, it builds
/// the body (ending with `tensor.yield`).
pub type BodyBuilder<'a> = &'a mut dyn FnMut(&mut Context, OpBuilder, Attribute, &[Value]);

/// The dialects `tensor` loads with it: `arith` and `complex` (for their
/// constants). MLIR also loads `affine`, which this crate does not
/// generate yet.
pub(crate) struct TensorDependencies;

impl TensorDependencies {
    pub(crate) fn try_register(ctx: &mut Context) -> Result<(), RegistryError> {
        crate::arith::ArithDialect::try_register(ctx)?;
        crate::complex::ComplexDialect::try_register(ctx)
    }
}

impl TensorDialectHooks for TensorDialect {
    /// An `arith.constant`, else a `complex.constant` (MLIR's
    /// `TensorDialect::materializeConstant`).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OperationState> {
        if crate::arith::ConstantOp::is_buildable_with(ctx, value, ty) {
            let mut state = crate::arith::ConstantOp::state(ctx, loc);
            crate::arith::ConstantOp::build(ctx, &mut state, ty, value);
            return Some(state);
        }
        if crate::complex::ConstantOp::is_buildable_with(ctx, value, ty) {
            let mut state = crate::complex::ConstantOp::state(ctx, loc);
            crate::complex::ConstantOp::build(ctx, &mut state, ty, value);
            return Some(state);
        }
        None
    }
    fn canonicalization_patterns(_patterns: &mut ods_runtime::rewrite::RewritePatternSet) {}
}

/// One element type per element of a static tensor type (what
/// `tensor.from_elements` takes); none for another type.
pub(crate) fn element_types(ctx: &Context, ty: Type) -> Vec<Type> {
    let Some(parts) = shape::TensorParts::of(ctx, ty) else {
        return Vec::new();
    };
    let count = ods_runtime::ods::pred::num_elements(ctx, ty).unwrap_or(0);
    vec![parts.element; usize::try_from(count).unwrap_or(0)]
}

/// `tensor.dim` is speculatable for a ranked source and a constant index
/// (the verifier keeps it in range).
pub(crate) fn dim_speculatability(ctx: &Context, op: DimOp) -> Speculatability {
    let ranked = shape::TensorParts::of_value(ctx, op.source(ctx)).is_some();
    if ranked && op.constant_index(ctx).is_some() {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// Whether `op` combines the slices of parallel threads
/// (`InParallelOpInterface`, as `scf.forall.in_parallel`).
fn is_in_parallel(ctx: &Context, op: OpId) -> bool {
    InParallelOpInterface::try_from(ctx, op).is_some()
}

/// The offsets, sizes and strides of a slice op, from its accessors.
macro_rules! mixed_of {
    ($ctx:expr, $op:expr) => {
        Mixed {
            offsets: ($op.static_offsets($ctx), $op.offsets($ctx)),
            sizes: ($op.static_sizes($ctx), $op.sizes($ctx)),
            strides: ($op.static_strides($ctx), $op.strides($ctx)),
        }
    };
}

/// The offsets, sizes and strides of a `tensor.extract_slice`.
fn mixed_of_extract_slice(ctx: &Context, op: ExtractSliceOp) -> Mixed {
    mixed_of!(ctx, op)
}

/// The offsets, sizes and strides of a `tensor.insert_slice`.
fn mixed_of_insert_slice(ctx: &Context, op: InsertSliceOp) -> Mixed {
    mixed_of!(ctx, op)
}

/// The offsets, sizes and strides of a `tensor.parallel_insert_slice`.
fn mixed_of_parallel_insert_slice(ctx: &Context, op: ParallelInsertSliceOp) -> Mixed {
    mixed_of!(ctx, op)
}
