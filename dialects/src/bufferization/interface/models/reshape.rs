//! tensor's reshapes (MLIR's `Tensor/Transforms/
//! BufferizableOpInterfaceImpl.cpp`): `memref.expand_shape` and
//! `memref.collapse_shape` of the source's buffer, which a collapse
//! copies first when its layout may not be contiguous.

use super::bufferization::memory_space;
use super::Registry;
use crate::bufferization::interface::{equivalent, BufferizableModel, Rewriter, State};
use crate::bufferization::{AliasingValue, ToBufferOp};
use crate::reassociation::reassociation_of;
use crate::tensor::{CollapseShapeOp, ExpandShapeOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{shape, DYNAMIC};
use ods_runtime::{Context, OpBuilder, OpId, Type, TypeKind, Use, Value};

pub(super) fn register(r: &mut Registry) {
    r.register(ExpandShapeOp::OPERATION_NAME, &Expand);
    r.register(CollapseShapeOp::OPERATION_NAME, &Collapse);
}

/// The source aliases the result, the very same buffer.
fn source_alias(st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
    if operand.index == 0 {
        vec![equivalent(st.ctx.result(operand.op, 0))]
    } else {
        Vec::new()
    }
}

/// `tensor.expand_shape`: a `memref.expand_shape` of the source's buffer.
struct Expand;

impl BufferizableModel for Expand {
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn writes(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        source_alias(st, operand)
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let expand = ExpandShapeOp::from_id_unchecked(op);
        let buffer = rw.get_buffer(expand.src(rw.ctx))?;
        let groups = reassociation_of(rw.ctx, expand.reassociation(rw.ctx));
        let result_shape = shape(rw.ctx, rw.value_type(expand.result(rw.ctx))).unwrap_or_default();
        let ty = crate::memref::expanded_type(rw.ctx, buffer, &result_shape, &groups);
        let (loc, reassociation) = (rw.op_loc(op), expand.reassociation(rw.ctx));
        let (dynamic, statics) = (
            expand.output_shape(rw.ctx),
            expand.static_output_shape(rw.ctx),
        );
        rw.at = OpBuilder::before(op);
        let view = crate::memref::ExpandShapeOp::create(
            rw,
            loc,
            ty,
            buffer,
            reassociation,
            &dynamic,
            statics,
        )
        .result(rw.ctx);
        rw.replace_op_with_bufferized_values(op, &[view]);
        Ok(())
    }
}

/// Whether a buffer of type `ty` collapses by `groups` without a copy
/// (MLIR's `isGuaranteedCollapsible`): an identity layout, or static
/// strides that are contiguous within each group.
fn guaranteed_collapsible(ctx: &Context, ty: Type, groups: &[Vec<i64>]) -> bool {
    let TypeKind::MemRef { layout, .. } = ctx.type_kind(ty) else {
        return false;
    };
    if layout.is_none() {
        return true;
    }
    let (Some((strides, _)), Some(dims)) =
        (crate::memref::strides_and_offset(ctx, ty), shape(ctx, ty))
    else {
        return false;
    };
    groups.iter().all(|group| {
        group.windows(2).all(|pair| {
            let (outer, inner) = (pair[0] as usize, pair[1] as usize);
            strides[outer] != DYNAMIC
                && strides[inner] != DYNAMIC
                && dims[inner] != DYNAMIC
                && strides[outer] == strides[inner] * dims[inner]
        })
    })
}

/// `tensor.collapse_shape`: a `memref.collapse_shape` of the source's
/// buffer, or of a copy of it with the identity layout.
struct Collapse;

impl BufferizableModel for Collapse {
    /// A copy may read the source.
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn writes(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        source_alias(st, operand)
    }
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let op = CollapseShapeOp::from_id_unchecked(rw.defining_op(value).expect("a result"));
        let source = op.src(rw.ctx);
        let source_ty = rw.buffer_type_with(source, stack)?;
        let groups = reassociation_of(rw.ctx, op.reassociation(rw.ctx));
        let result = rw.value_type(value);
        if !guaranteed_collapsible(rw.ctx, source_ty, &groups) {
            let space = memory_space(rw.ctx, source_ty);
            return Ok(rw.memref_of(result, None, space));
        }
        Ok(collapsed_of_type(rw, source_ty, result, &groups))
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let collapse = CollapseShapeOp::from_id_unchecked(op);
        let source = collapse.src(rw.ctx);
        let mut buffer = rw.get_buffer(source)?;
        let groups = reassociation_of(rw.ctx, collapse.reassociation(rw.ctx));
        let result = rw.value_type(collapse.result(rw.ctx));
        let (loc, reassociation) = (rw.op_loc(op), collapse.reassociation(rw.ctx));
        let buffer_ty = rw.value_type(buffer);
        rw.at = OpBuilder::before(op);
        if !guaranteed_collapsible(rw.ctx, buffer_ty, &groups) {
            let alloc = rw.allocate_tensor_for(loc, source, true)?;
            let space = memory_space(rw.ctx, buffer_ty);
            let source_ty = rw.value_type(source);
            let ty = rw.memref_of(source_ty, None, space);
            rw.at = OpBuilder::before(op);
            buffer = ToBufferOp::create(rw, loc, ty, alloc, Default::default()).buffer(rw.ctx);
        }
        let ty = collapsed_of_type(rw, rw.value_type(buffer), result, &groups);
        rw.at = OpBuilder::before(op);
        let view = crate::memref::CollapseShapeOp::create(rw, loc, ty, buffer, reassociation)
            .result(rw.ctx);
        rw.replace_op_with_bufferized_values(op, &[view]);
        Ok(())
    }
}

/// The collapse of a buffer of type `ty` (MLIR's `computeCollapsedType`;
/// a rank-0 result keeps the source's offset).
fn collapsed_of_type(rw: &mut Rewriter<'_>, ty: Type, result: Type, groups: &[Vec<i64>]) -> Type {
    if groups.is_empty() {
        let space = memory_space(rw.ctx, ty);
        let layout = match rw.type_kind(ty) {
            TypeKind::MemRef {
                layout: Some(_), ..
            } => {
                let offset =
                    crate::memref::strides_and_offset(rw.ctx, ty).map_or(DYNAMIC, |(_, o)| o);
                Some(crate::memref::strided_layout(rw.ctx, offset, &[]))
            }
            _ => None,
        };
        return rw.memref_of(result, layout, space);
    }
    crate::memref::collapsed_type_of(rw.ctx, ty, groups)
}
