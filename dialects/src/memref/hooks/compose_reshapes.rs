//! `memref.expand_shape` and `memref.collapse_shape` as the compositions
//! `ReshapeOpsUtils.h` shares with `tensor` read them
//! (`crate::reshapes`, `crate::compose_inverse_reshapes`). MLIR composes
//! only memrefs of the identity layout.

use super::layout::{has_identity_layout, MemRefParts};
use crate::memref::*;
use ods_runtime::{Context, Type};

crate::reshapes::impl_reshapes!(
    CollapseShapeOp,
    ExpandShapeOp,
    CastOp,
    |ctx: &Context, ty: Type| {
        // An unranked memref has no layout to compose across.
        MemRefParts::of(ctx, ty).is_none() || has_identity_layout(ctx, ty)
    }
);
