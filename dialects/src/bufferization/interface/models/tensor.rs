//! The tensor dialect's ops (MLIR's `Tensor/Transforms/
//! BufferizableOpInterfaceImpl.cpp`): reads and writes become
//! `memref.load`/`memref.store`, slices become `memref.subview`s, new
//! tensors become allocations.

use super::bufferization::memory_space;
use super::Registry;
use crate::bufferization::interface::{equivalent, BufferizableModel, Rewriter, State};
use crate::bufferization::{AliasingValue, BufferRelation};
use crate::offset_size_stride::rank_reduction_mask;
use crate::tensor::{
    CastOp, DimOp, EmptyOp, ExtractOp, ExtractSliceOp, FromElementsOp, InsertOp, InsertSliceOp,
    ParallelInsertSliceOp, RankOp, ReshapeOp,
};
use ods_runtime::diag::Diagnostic;
use ods_runtime::helpers::try_int;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{shape, DYNAMIC};
use ods_runtime::registry::FoldResult;
use ods_runtime::{Context, OpId, Type, TypeKind, Use, Value};

pub(super) fn register(r: &mut Registry) {
    r.register(CastOp::OPERATION_NAME, &Cast);
    r.register(DimOp::OPERATION_NAME, &Dim);
    r.register(EmptyOp::OPERATION_NAME, &Empty);
    r.register(ExtractOp::OPERATION_NAME, &Extract);
    r.register(ExtractSliceOp::OPERATION_NAME, &ExtractSlice);
    r.register(FromElementsOp::OPERATION_NAME, &FromElements);
    r.register(InsertOp::OPERATION_NAME, &Insert);
    r.register(InsertSliceOp::OPERATION_NAME, &InsertSlice);
    r.register(ParallelInsertSliceOp::OPERATION_NAME, &ParallelInsertSlice);
    r.register(RankOp::OPERATION_NAME, &Rank);
    r.register(ReshapeOp::OPERATION_NAME, &Reshape);
}

/// `tensor.cast`: a `memref.cast` keeping the source buffer's layout.
struct Cast;

impl BufferizableModel for Cast {
    alias_only!(BufferRelation::Equivalent);
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let op = CastOp::from_id_unchecked(rw.defining_op(value).expect("a result"));
        let source = op.source(rw.ctx);
        let source_buffer = rw.buffer_type_with(source, stack)?;
        let space = memory_space(rw.ctx, source_buffer);
        let result = rw.value_type(value);
        let unranked =
            |ctx: &Context, t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor(..));
        if unranked(rw.ctx, rw.value_type(source)) || unranked(rw.ctx, result) {
            return Ok(rw.fully_dynamic_type(result, space));
        }
        let layout = match rw.type_kind(source_buffer) {
            TypeKind::MemRef { layout, .. } => *layout,
            _ => None,
        };
        Ok(rw.memref_of(result, layout, space))
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let cast = CastOp::from_id_unchecked(op);
        let buffer = rw.get_buffer(cast.source(rw.ctx))?;
        let ty = rw.buffer_type(cast.dest(rw.ctx))?;
        let loc = rw.op_loc(op);
        rw.at = ods_runtime::OpBuilder::before(op);
        // A cast to the buffer's own type folds away.
        let result = if rw.value_type(buffer) == ty {
            buffer
        } else {
            crate::memref::CastOp::create(rw, loc, ty, buffer).dest(rw.ctx)
        };
        rw.replace_op_with_bufferized_values(op, &[result]);
        Ok(())
    }
}

/// `tensor.dim`: a `memref.dim` of the buffer, whose contents it does not
/// read.
struct Dim;

impl BufferizableModel for Dim {
    no_access!();
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let dim = DimOp::from_id_unchecked(op);
        let buffer = rw.get_buffer(dim.source(rw.ctx))?;
        let (loc, index) = (rw.op_loc(op), dim.index(rw.ctx));
        rw.at = ods_runtime::OpBuilder::before(op);
        let result = crate::memref::DimOp::create_inferred(rw, loc, buffer, index)
            .expect("a memref")
            .result(rw.ctx);
        rw.replace_op_with_bufferized_values(op, &[result]);
        Ok(())
    }
}

/// `tensor.rank`: `memref.rank` of the buffer, whose contents it does not
/// read.
struct Rank;

impl BufferizableModel for Rank {
    no_access!();
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let rank = RankOp::from_id_unchecked(op);
        let buffer = rw.get_buffer(rank.tensor(rw.ctx))?;
        let (loc, ty) = (rw.op_loc(op), rw.value_type(rank.result0(rw.ctx)));
        rw.at = ods_runtime::OpBuilder::before(op);
        let result = crate::memref::RankOp::create(rw, loc, ty, buffer).result0(rw.ctx);
        rw.replace_op_with_bufferized_values(op, &[result]);
        Ok(())
    }
}

/// `tensor.empty`: an allocation of unspecified contents.
struct Empty;

impl BufferizableModel for Empty {
    read_only!();
    fn result_writes(&self, _: &State<'_>, _: Value) -> bool {
        false
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let result = rw.result(op, 0);
        if !rw.has_uses(result) {
            rw.erase(op);
            return Ok(());
        }
        let loc = rw.op_loc(op);
        rw.at = ods_runtime::OpBuilder::before(op);
        let alloc = rw.allocate_tensor_for(loc, result, false)?;
        rw.replace_all_uses_with(result, alloc);
        rw.erase(op);
        Ok(())
    }
}

/// `tensor.extract`: a `memref.load`.
struct Extract;

impl BufferizableModel for Extract {
    read_only!();
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let extract = ExtractOp::from_id_unchecked(op);
        let buffer = rw.get_buffer(extract.tensor(rw.ctx))?;
        let (loc, indices) = (rw.op_loc(op), extract.indices(rw.ctx));
        let ty = rw.value_type(extract.result(rw.ctx));
        rw.at = ods_runtime::OpBuilder::before(op);
        let load = crate::memref::LoadOp::create(rw, loc, ty, buffer, &indices, None, None);
        let value = load.result(rw.ctx);
        rw.replace_op_with_bufferized_values(op, &[value]);
        Ok(())
    }
}

/// The offsets, sizes and strides (static and dynamic) that a
/// `tensor.insert_slice` or `tensor.parallel_insert_slice` writes, if
/// `op` is one (their source and destination are operands 0 and 1).
pub(crate) fn inserted_slice(ctx: &Context, op: OpId) -> Option<[(Vec<i64>, Vec<Value>); 3]> {
    if let Some(insert) = InsertSliceOp::cast(ctx, op) {
        return Some([
            (insert.static_offsets(ctx), insert.offsets(ctx)),
            (insert.static_sizes(ctx), insert.sizes(ctx)),
            (insert.static_strides(ctx), insert.strides(ctx)),
        ]);
    }
    let insert = ParallelInsertSliceOp::cast(ctx, op)?;
    Some([
        (insert.static_offsets(ctx), insert.offsets(ctx)),
        (insert.static_sizes(ctx), insert.sizes(ctx)),
        (insert.static_strides(ctx), insert.strides(ctx)),
    ])
}

/// The offsets, sizes and strides of a slice op, static and dynamic.
pub(super) struct Slice {
    offsets: (Vec<i64>, Vec<Value>),
    sizes: (Vec<i64>, Vec<Value>),
    strides: (Vec<i64>, Vec<Value>),
}

impl Slice {
    fn of_extract(ctx: &Context, op: ExtractSliceOp) -> Slice {
        Slice {
            offsets: (op.static_offsets(ctx), op.offsets(ctx)),
            sizes: (op.static_sizes(ctx), op.sizes(ctx)),
            strides: (op.static_strides(ctx), op.strides(ctx)),
        }
    }

    /// The slice of mixed offsets, sizes and strides (MLIR's
    /// `dispatchIndexOpFoldResults`: a value is dynamic, an attribute
    /// static).
    pub(super) fn of_mixed(
        ctx: &Context,
        offsets: &[FoldResult],
        sizes: &[FoldResult],
        strides: &[FoldResult],
    ) -> Slice {
        let split = |mixed: &[FoldResult]| {
            let mut dynamic = Vec::new();
            let statics = mixed
                .iter()
                .map(|m| match *m {
                    FoldResult::Attr(a) => try_int::<i64>(ctx, a).unwrap_or(DYNAMIC),
                    FoldResult::Value(v) => {
                        dynamic.push(v);
                        DYNAMIC
                    }
                })
                .collect();
            (statics, dynamic)
        };
        Slice {
            offsets: split(offsets),
            sizes: split(sizes),
            strides: split(strides),
        }
    }

    /// The slice a `tensor.insert_slice` or `tensor.parallel_insert_slice`
    /// writes.
    fn of_insertion(ctx: &Context, op: OpId) -> Slice {
        let [offsets, sizes, strides] = inserted_slice(ctx, op).expect("a slice insertion");
        Slice {
            offsets,
            sizes,
            strides,
        }
    }

    /// The type of the subview of a buffer of type `source` shaped
    /// `result_shape` (MLIR's `SubViewOp::inferRankReducedResultType`).
    pub(super) fn subview_type(
        &self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        source: Type,
        result_shape: &[i64],
    ) -> Result<Type, Diagnostic> {
        let inferred = crate::memref::infer_subview_type(
            rw.ctx,
            source,
            &self.offsets.0,
            &self.sizes.0,
            &self.strides.0,
        )
        .ok_or_else(|| {
            crate::bufferization::interface::error_at(
                rw.ctx,
                op,
                "failed to bufferize op: the buffer's layout is not strided",
            )
        })?;
        if self.sizes.0.len() == result_shape.len() {
            return Ok(inferred);
        }
        let TypeKind::MemRef {
            element,
            memory_space,
            ..
        } = rw.type_kind(inferred).clone()
        else {
            return Ok(inferred);
        };
        let dropped = rank_reduction_mask(&self.sizes.0, result_shape).unwrap_or_default();
        let (strides, offset) =
            crate::memref::strides_and_offset(rw.ctx, inferred).unwrap_or_default();
        let kept: Vec<i64> = strides
            .iter()
            .zip(&dropped)
            .filter(|(_, &d)| !d)
            .map(|(&s, _)| s)
            .collect();
        let layout = crate::memref::strided_layout(rw.ctx, offset, &kept);
        Ok(rw.ctx.ty(TypeKind::MemRef {
            shape: result_shape
                .iter()
                .map(|&d| (d != DYNAMIC).then_some(d))
                .collect(),
            element,
            layout: Some(layout),
            memory_space,
        }))
    }

    /// A `memref.subview` of `buffer` of type `ty`.
    pub(super) fn create(
        &self,
        rw: &mut Rewriter<'_>,
        loc: ods_runtime::Attribute,
        ty: Type,
        buffer: Value,
    ) -> Value {
        crate::memref::SubViewOp::create(
            rw,
            loc,
            ty,
            buffer,
            &self.offsets.1,
            &self.sizes.1,
            &self.strides.1,
            self.offsets.0.clone(),
            self.sizes.0.clone(),
            self.strides.0.clone(),
        )
        .result(rw.ctx)
    }
}

/// `tensor.extract_slice`: a `memref.subview` of the source's buffer.
struct ExtractSlice;

impl BufferizableModel for ExtractSlice {
    alias_only!(BufferRelation::Unknown);
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let op = ExtractSliceOp::from_id_unchecked(rw.defining_op(value).expect("a result"));
        let source = rw.buffer_type_with(op.source(rw.ctx), stack)?;
        let slice = Slice::of_extract(rw.ctx, op);
        let result_shape = shape(rw.ctx, rw.value_type(value)).unwrap_or_default();
        slice.subview_type(rw, op.id(), source, &result_shape)
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let extract = ExtractSliceOp::from_id_unchecked(op);
        let buffer = rw.get_buffer(extract.source(rw.ctx))?;
        let ty = rw.buffer_type(extract.result(rw.ctx))?;
        let slice = Slice::of_extract(rw.ctx, extract);
        let loc = rw.op_loc(op);
        rw.at = ods_runtime::OpBuilder::before(op);
        let view = slice.create(rw, loc, ty, buffer);
        rw.replace_op_with_bufferized_values(op, &[view]);
        Ok(())
    }
}

/// `tensor.from_elements`: a new buffer and a store per element.
struct FromElements;

impl BufferizableModel for FromElements {
    read_only!();
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let from = FromElementsOp::from_id_unchecked(op);
        let result = from.result(rw.ctx);
        let loc = rw.op_loc(op);
        let dims = shape(rw.ctx, rw.value_type(result)).unwrap_or_default();
        rw.at = ods_runtime::OpBuilder::before(op);
        let alloc = rw.allocate_tensor_for(loc, result, false)?;
        let ty = rw.buffer_type(alloc)?;
        let buffer =
            crate::bufferization::ToBufferOp::create(rw, loc, ty, alloc, Default::default())
                .buffer(rw.ctx);
        let elements = from.elements(rw.ctx);
        if !elements.is_empty() {
            if dims.is_empty() {
                crate::memref::StoreOp::create(rw, loc, elements[0], buffer, &[], None, None);
            } else {
                let max = dims.iter().copied().max().unwrap_or(0);
                let constants: Vec<Value> = (0..max).map(|i| rw.constant_index(loc, i)).collect();
                let mut indices = vec![constants[0]; dims.len()];
                let mut next = elements.into_iter();
                store_elements(
                    rw,
                    loc,
                    0,
                    buffer,
                    &dims,
                    &constants,
                    &mut next,
                    &mut indices,
                );
            }
        }
        rw.replace_op_with_bufferized_values(op, &[buffer]);
        Ok(())
    }
}

/// Stores the elements in row-major order, dimension `dim` on.
#[allow(clippy::too_many_arguments)]
fn store_elements(
    rw: &mut Rewriter<'_>,
    loc: ods_runtime::Attribute,
    dim: usize,
    buffer: Value,
    dims: &[i64],
    constants: &[Value],
    elements: &mut impl Iterator<Item = Value>,
    indices: &mut Vec<Value>,
) {
    for i in 0..dims[dim] as usize {
        indices[dim] = constants[i];
        if dim + 1 == dims.len() {
            let element = elements.next().expect("as many elements as the shape says");
            crate::memref::StoreOp::create(rw, loc, element, buffer, indices, None, None);
        } else {
            store_elements(rw, loc, dim + 1, buffer, dims, constants, elements, indices);
        }
    }
}

/// `tensor.insert`: a `memref.store` into the destination's buffer.
struct Insert;

impl BufferizableModel for Insert {
    fn reads(&self, _: &State<'_>, _: Use) -> bool {
        true
    }
    fn writes(&self, _: &State<'_>, operand: Use) -> bool {
        operand.index == 1
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        if operand.index == 1 {
            vec![equivalent(st.ctx.result(operand.op, 0))]
        } else {
            Vec::new()
        }
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let insert = InsertOp::from_id_unchecked(op);
        let buffer = rw.get_buffer(insert.dest(rw.ctx))?;
        let (loc, scalar, indices) = (rw.op_loc(op), insert.scalar(rw.ctx), insert.indices(rw.ctx));
        rw.at = ods_runtime::OpBuilder::before(op);
        crate::memref::StoreOp::create(rw, loc, scalar, buffer, &indices, None, None);
        rw.replace_op_with_bufferized_values(op, &[buffer]);
        Ok(())
    }
}

/// `tensor.insert_slice`: a copy into a `memref.subview` of the
/// destination's buffer.
struct InsertSlice;

impl BufferizableModel for InsertSlice {
    /// The source is read; the destination unless the slice covers it.
    fn reads(&self, st: &State<'_>, operand: Use) -> bool {
        if operand.index == 0 {
            return true;
        }
        let op = InsertSliceOp::from_id_unchecked(operand.op);
        let dest = shape(st.ctx, st.ctx.value_type(op.dest(st.ctx))).unwrap_or_default();
        let covers = op.offsets(st.ctx).is_empty()
            && op.sizes(st.ctx).is_empty()
            && op.strides(st.ctx).is_empty()
            && op.static_offsets(st.ctx).iter().all(|&o| o == 0)
            && op.static_sizes(st.ctx) == dest
            && op.static_strides(st.ctx).iter().all(|&s| s == 1);
        !covers
    }
    fn writes(&self, _: &State<'_>, operand: Use) -> bool {
        operand.index == 1
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        if operand.index == 1 {
            vec![equivalent(st.ctx.result(operand.op, 0))]
        } else {
            Vec::new()
        }
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let insert = InsertSliceOp::from_id_unchecked(op);
        let dest = rw.get_buffer(insert.dest(rw.ctx))?;
        let slice = Slice::of_insertion(rw.ctx, op);
        let dest_ty = rw.value_type(dest);
        let source_shape = shape(rw.ctx, rw.value_type(insert.source(rw.ctx))).unwrap_or_default();
        let ty = slice.subview_type(rw, op, dest_ty, &source_shape)?;
        let loc = rw.op_loc(op);
        rw.at = ods_runtime::OpBuilder::before(op);
        let view = slice.create(rw, loc, ty, dest);
        let source = rw.get_buffer(insert.source(rw.ctx))?;
        rw.at = ods_runtime::OpBuilder::before(op);
        rw.create_memcpy(loc, source, view);
        rw.replace_op_with_bufferized_values(op, &[dest]);
        Ok(())
    }
}

/// `tensor.parallel_insert_slice`: a copy of the source's buffer into a
/// `memref.subview` of the destination's, made before the
/// `scf.forall.in_parallel` holding the op. The destination is a shared
/// output of the loop, written in place.
struct ParallelInsertSlice;

impl BufferizableModel for ParallelInsertSlice {
    fn reads(&self, _: &State<'_>, operand: Use) -> bool {
        operand.index == 0
    }
    fn writes(&self, _: &State<'_>, operand: Use) -> bool {
        operand.index == 1
    }
    fn aliasing_values(&self, _: &State<'_>, _: Use) -> Vec<AliasingValue> {
        Vec::new()
    }
    /// Its read of the source never conflicts with its write of the
    /// destination, a shared output of the loop that the terminator
    /// writes in place (what mlir-opt 22 decides, even for a source that
    /// is no slice of the destination).
    fn not_conflicting(&self, _: &State<'_>, read: Use, write: Use) -> bool {
        read.op == write.op && read.index == 0 && write.index == 1
    }
    /// Its parallel semantics make it write in place: no copy resolves a
    /// conflict of the op (MLIR's empty `resolveConflicts`).
    fn copies_on_conflict(&self) -> bool {
        false
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let insert = ParallelInsertSliceOp::from_id_unchecked(op);
        let combining = rw.parent_op(op).expect("in an scf.forall.in_parallel");
        rw.at = ods_runtime::OpBuilder::before(combining);
        let dest = rw.get_buffer(insert.dest(rw.ctx))?;
        let source = rw.get_buffer(insert.source(rw.ctx))?;
        let slice = Slice::of_insertion(rw.ctx, op);
        let dest_ty = rw.value_type(dest);
        let source_shape = shape(rw.ctx, rw.value_type(insert.source(rw.ctx))).unwrap_or_default();
        let ty = slice.subview_type(rw, op, dest_ty, &source_shape)?;
        let loc = rw.op_loc(op);
        let view = slice.create(rw, loc, ty, dest);
        rw.create_memcpy(loc, source, view);
        rw.erase(op);
        Ok(())
    }
}

/// `tensor.reshape`: `memref.reshape` of the source's buffer, which it
/// stands for, copied first when its layout is not the identity (which
/// `memref.reshape` needs); the shape operand is read.
struct Reshape;

impl BufferizableModel for Reshape {
    fn reads(&self, _: &State<'_>, operand: Use) -> bool {
        operand.index == 1
    }
    fn writes(&self, _: &State<'_>, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, st: &State<'_>, operand: Use) -> Vec<AliasingValue> {
        if operand.index == 0 {
            vec![equivalent(st.ctx.result(operand.op, 0))]
        } else {
            Vec::new()
        }
    }
    /// The result's buffer has the identity layout, in the source's
    /// memory space.
    fn buffer_type(
        &self,
        rw: &mut Rewriter<'_>,
        value: Value,
        stack: &mut Vec<Value>,
    ) -> Result<Type, Diagnostic> {
        let op = ReshapeOp::from_id_unchecked(rw.defining_op(value).expect("a result"));
        let source = rw.buffer_type_with(op.source(rw.ctx), stack)?;
        let space = memory_space(rw.ctx, source);
        let result = rw.value_type(value);
        Ok(rw.memref_of(result, None, space))
    }
    fn bufferize(&self, rw: &mut Rewriter<'_>, op: OpId) -> Result<(), Diagnostic> {
        let reshape = ReshapeOp::from_id_unchecked(op);
        let mut source = rw.get_buffer(reshape.source(rw.ctx))?;
        let shape_buffer = rw.get_buffer(reshape.shape(rw.ctx))?;
        let ty = rw.buffer_type(reshape.result(rw.ctx))?;
        let loc = rw.op_loc(op);
        rw.at = ods_runtime::OpBuilder::before(op);
        let source_ty = rw.value_type(source);
        if let TypeKind::MemRef {
            layout: Some(_),
            memory_space,
            ..
        } = rw.type_kind(source_ty).clone()
        {
            let copy = rw.allocate_tensor_for(loc, reshape.source(rw.ctx), true)?;
            let tensor_ty = rw.value_type(reshape.source(rw.ctx));
            let identity = rw.memref_of(tensor_ty, None, memory_space);
            source = crate::bufferization::ToBufferOp::create(
                rw,
                loc,
                identity,
                copy,
                Default::default(),
            )
            .buffer(rw.ctx);
        }
        let result =
            crate::memref::ReshapeOp::create(rw, loc, ty, source, shape_buffer).result(rw.ctx);
        rw.replace_op_with_bufferized_values(op, &[result]);
        Ok(())
    }
}
