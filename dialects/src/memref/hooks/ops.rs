//! Each op's hooks (`<Op>Hooks`): the verifiers, folders, custom assembly,
//! result names and builders of `MemRefOps.cpp`, from the modules beside
//! this one.

use super::{
    asm, builders, canonicalize, fold, reinterpret_patterns, reshapes, slices, verify, view,
};
use crate::memref::*;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{self as ods_op, Op};
use ods_runtime::registry::{FoldResult, SetValueNameFn};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Attribute, Context, IrResult, OperationState, Symbol, Type, Value};

type Attrs<'a> = &'a [(Symbol, Attribute)];

/// Names the op's only result `name`.
fn name_result(ctx: &Context, op: impl Op, set_name: SetValueNameFn<'_>, name: &str) {
    set_name(ctx.result(op.id(), 0), name);
}

impl AllocOpHooks for AllocOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (sizes, symbols) = (
            self.dynamic_sizes(ctx).len(),
            self.symbol_operands(ctx).len(),
        );
        verify::alloc_like(ctx, self.id(), self.memref(ctx), sizes, symbols)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::constant_alloc_sizes::<AllocOp>(patterns);
        canonicalize::dead_alloc::<AllocOp>(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "alloc");
    }
}

impl AllocaOpHooks for AllocaOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::alloca(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::constant_alloc_sizes::<AllocaOp>(patterns);
        canonicalize::dead_alloc::<AllocaOp>(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "alloca");
    }
}

impl ReallocOpHooks for ReallocOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::realloc(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::dead_alloc::<ReallocOp>(patterns);
    }
}

impl AllocaScopeOpHooks for AllocaScopeOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::alloca_scope(patterns);
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_alloca_scope(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_alloca_scope(self, p)
    }
}

impl AssumeAlignmentOpHooks for AssumeAlignmentOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.alignment(ctx).is_power_of_two() {
            return Ok(());
        }
        Err(self.emit_op_error(ctx, "alignment must be power of 2"))
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: AssumeAlignmentOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::assume_alignment(ctx, self)
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "assume_align");
    }
}

impl DistinctObjectsOpHooks for DistinctObjectsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::distinct_objects(ctx, self)
    }
    /// The results are of the operands' types.
    fn infer_return_types(
        cx: &mut dyn ods_op::TypeCx,
        state: &OperationState,
    ) -> IrResult<Vec<Type>> {
        Ok(cx.ctx().value_types(state.operands.iter().copied()))
    }
}

impl CastOpHooks for CastOp {
    fn fold(self, ctx: &mut Context, _: CastOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        fold::cast_in_place(ctx, self.id(), None)
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "cast");
    }
}

impl CopyOpHooks for CopyOp {
    /// A copy from or to a cast that only changes the layout's static
    /// information copies the cast's source.
    fn fold(
        self,
        ctx: &mut Context,
        _: CopyOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        let mut folded = false;
        for (i, operand) in ctx.operands(self.id()).into_iter().enumerate() {
            let cast = fold::defined_by::<CastOp>(ctx, operand)
                .filter(|c| c.can_fold_into_consumer_op(ctx));
            if let Some(cast) = cast {
                let source = cast.source(ctx);
                ctx.set_operand(self.id(), i, source);
                folded = true;
            }
        }
        fold::in_place_multi(folded)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::copy(patterns);
    }
}

impl DeallocOpHooks for DeallocOp {
    fn fold(
        self,
        ctx: &mut Context,
        _: DeallocOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        fold::in_place_multi(fold::fold_memref_cast(ctx, self.id(), None))
    }
}

impl DimOpHooks for DimOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: DimOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::dim(ctx, self, constants.index())
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::dim_of_reshape(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "dim");
    }
    /// The index as an `arith.constant`, which the op needs before it: the
    /// state gets the index operand from `crate::arith`'s constant created
    /// by the caller, so here the index must already be a value; MLIR's
    /// builder creates it at the insertion point, which a state has not.
    fn build_source_index(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        index: i64,
    ) {
        crate::offset_size_stride::dim_with_constant(ctx, state, source, index);
    }
}

impl DmaStartOpHooks for DmaStartOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::dma_start(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: DmaStartOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        fold::in_place_multi(fold::fold_memref_cast(ctx, self.id(), None))
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_dma_start(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_dma_start(self, p)
    }
    #[allow(clippy::too_many_arguments)]
    fn build_src_mem_ref_src_indices_dest_mem_ref_dest_indices_num_elements_tag_mem_ref_tag_indices(
        ctx: &mut Context,
        state: &mut OperationState,
        src_mem_ref: Value,
        src_indices: Vec<Value>,
        dest_mem_ref: Value,
        dest_indices: Vec<Value>,
        num_elements: Value,
        tag_mem_ref: Value,
        tag_indices: Vec<Value>,
        stride: Option<Value>,
        elements_per_stride: Option<Value>,
    ) {
        let _ = ctx;
        let operands = &mut state.operands;
        operands.push(src_mem_ref);
        operands.extend(src_indices);
        operands.push(dest_mem_ref);
        operands.extend(dest_indices);
        operands.extend([num_elements, tag_mem_ref]);
        operands.extend(tag_indices);
        if let (Some(stride), Some(per_stride)) = (stride, elements_per_stride) {
            operands.extend([stride, per_stride]);
        }
    }
}

impl DmaWaitOpHooks for DmaWaitOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::dma_wait(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: DmaWaitOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        fold::in_place_multi(fold::fold_memref_cast(ctx, self.id(), None))
    }
}

impl ExpandShapeOpHooks for ExpandShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        reshapes::verify_expand(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: ExpandShapeOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::reshape::<CollapseShapeOp>(ctx, self.src(ctx), self.result(ctx), |c| c.src(ctx))
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        crate::reshapes::compose_reshapes::<ExpandShapeOp>(patterns);
        crate::compose_inverse_reshapes::expand_of_collapse::<CollapseShapeOp>(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "expand_shape");
    }
    fn build_result_type_output_shape_reassociation_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        src: Value,
        reassociation: &[Vec<i64>],
        output_shape: &[FoldResult],
    ) {
        builders::expand_shape(ctx, state, result_type, src, reassociation, output_shape);
    }
    fn build_result_type_reassociation_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        src: Value,
        reassociation: &[Vec<i64>],
    ) {
        builders::expand_shape_to_type(ctx, state, result_type, src, reassociation);
    }
    fn build_result_shape(
        ctx: &mut Context,
        state: &mut OperationState,
        result_shape: Vec<i64>,
        src: Value,
        reassociation: &[Vec<i64>],
    ) {
        let ty = builders::expanded_type(ctx, src, &result_shape, reassociation);
        builders::expand_shape_to_type(ctx, state, ty, src, reassociation);
    }
    fn build_result_shape_output_shape(
        ctx: &mut Context,
        state: &mut OperationState,
        result_shape: Vec<i64>,
        src: Value,
        reassociation: &[Vec<i64>],
        output_shape: &[FoldResult],
    ) {
        let ty = builders::expanded_type(ctx, src, &result_shape, reassociation);
        builders::expand_shape(ctx, state, ty, src, reassociation, output_shape);
    }
}

impl CollapseShapeOpHooks for CollapseShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        reshapes::verify_collapse(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: CollapseShapeOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::reshape::<ExpandShapeOp>(ctx, self.src(ctx), self.result(ctx), |e| e.src(ctx))
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        crate::reshapes::compose_reshapes::<CollapseShapeOp>(patterns);
        crate::compose_inverse_reshapes::collapse_of_expand::<CollapseShapeOp>(patterns);
        canonicalize::collapse_of_cast(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "collapse_shape");
    }
    fn build_reassociation_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        src: Value,
        reassociation: &[Vec<i64>],
        attrs: Attrs<'_>,
    ) {
        let ty = builders::collapsed_type(ctx, src, reassociation);
        let attr = reshapes::reassociation_attr(ctx, reassociation);
        CollapseShapeOp::build(ctx, state, ty, src, attr);
        state.attributes.extend_from_slice(attrs);
    }
}

impl ExtractAlignedPointerAsIndexOpHooks for ExtractAlignedPointerAsIndexOp {
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "intptr");
    }
}

impl ExtractStridedMetadataOpHooks for ExtractStridedMetadataOp {
    /// Known offset, sizes and strides become constants; of a cast of a
    /// ranked memref, the metadata is the cast's source's.
    fn fold(
        self,
        ctx: &mut Context,
        _: ExtractStridedMetadataOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        let mut folded = fold::constant_metadata(ctx, self);
        let cast = fold::defined_by::<CastOp>(ctx, self.source(ctx));
        let source = cast.map(|c| c.source(ctx));
        if let Some(source) =
            source.filter(|&s| super::layout::MemRefParts::of(ctx, ctx.value_type(s)).is_some())
        {
            ctx.set_operand(self.id(), 0, source);
            folded = true;
        }
        fold::in_place_multi(folded)
    }
    /// A rank-0 memref of the source's element type and memory space, the
    /// offset, then a size and a stride per dimension, all `index`.
    fn infer_return_types(
        cx: &mut dyn ods_op::TypeCx,
        state: &OperationState,
    ) -> IrResult<Vec<Type>> {
        builders::strided_metadata_types(cx, state)
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        let results = ctx.results(self.id());
        set_name(results[0], "base_buffer");
        set_name(results[1], "offset");
        let rank = (results.len() - 2) / 2;
        if rank > 0 {
            set_name(results[2], "sizes");
            set_name(results[2 + rank], "strides");
        }
    }
}

impl GenericAtomicRMWOpHooks for GenericAtomicRMWOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::generic_atomic_rmw(ctx, self)
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_generic_atomic_rmw(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_generic_atomic_rmw(self, p)
    }
    fn build_ivs(ctx: &mut Context, state: &mut OperationState, memref: Value, ivs: Vec<Value>) {
        builders::generic_atomic_rmw(ctx, state, memref, ivs);
    }
}

impl AtomicYieldOpHooks for AtomicYieldOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::atomic_yield(ctx, self)
    }
}

impl GlobalOpHooks for GlobalOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::global(ctx, self)
    }
}

impl LoadOpHooks for LoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let message = "incorrect number of indices for load, expected {rank} but got {count}";
        verify::indices_match_rank(
            ctx,
            self.id(),
            self.memref(ctx),
            self.indices(ctx).len(),
            message,
        )
    }
    fn fold(self, ctx: &mut Context, _: LoadOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        fold::cast_in_place(ctx, self.id(), None)
    }
}

impl StoreOpHooks for StoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let message = "store index operand count not equal to memref rank";
        verify::indices_match_rank(
            ctx,
            self.id(),
            self.memref(ctx),
            self.indices(ctx).len(),
            message,
        )
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: StoreOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        let value = self.value(ctx);
        fold::in_place_multi(fold::fold_memref_cast(ctx, self.id(), Some(value)))
    }
}

impl PrefetchOpHooks for PrefetchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::indices_match_rank(
            ctx,
            self.id(),
            self.memref(ctx),
            self.indices(ctx).len(),
            "too few indices",
        )
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: PrefetchOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        fold::in_place_multi(fold::fold_memref_cast(ctx, self.id(), None))
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_prefetch(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_prefetch(self, p)
    }
}

impl AtomicRMWOpHooks for AtomicRMWOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::atomic_rmw(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: AtomicRMWOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let value = self.value(ctx);
        fold::cast_in_place(ctx, self.id(), Some(value))
    }
}

impl MemorySpaceCastOpHooks for MemorySpaceCastOp {
    fn fold(
        self,
        ctx: &mut Context,
        _: MemorySpaceCastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::memory_space_cast(ctx, self)
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "memspacecast");
    }
}

impl RankOpHooks for RankOp {
    fn fold(self, ctx: &mut Context, _: RankOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        fold::rank(ctx, self)
    }
}

impl ReshapeOpHooks for ReshapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::reshape(ctx, self)
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "reshape");
    }
}

impl ReinterpretCastOpHooks for ReinterpretCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        slices::verify_reinterpret_cast(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: ReinterpretCastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::reinterpret_cast(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        reinterpret_patterns::reinterpret_cast(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "reinterpret_cast");
    }
    #[allow(clippy::too_many_arguments)]
    fn build_result_type_offset_fold_result(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        offset: FoldResult,
        sizes: &[FoldResult],
        strides: &[FoldResult],
        attrs: Attrs<'_>,
    ) {
        builders::reinterpret_cast(
            ctx,
            state,
            Some(result_type),
            source,
            offset,
            sizes,
            strides,
            attrs,
        );
    }
    fn build_source_offset_sizes_strides(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        offset: FoldResult,
        sizes: &[FoldResult],
        strides: &[FoldResult],
        attrs: Attrs<'_>,
    ) {
        builders::reinterpret_cast(ctx, state, None, source, offset, sizes, strides, attrs);
    }
    #[allow(clippy::too_many_arguments)]
    fn build_result_type_offset_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        offset: i64,
        sizes: Vec<i64>,
        strides: Vec<i64>,
        attrs: Attrs<'_>,
    ) {
        let offset = builders::index_attrs(ctx, &[offset]).remove(0);
        let (sizes, strides) = (
            builders::index_attrs(ctx, &sizes),
            builders::index_attrs(ctx, &strides),
        );
        builders::reinterpret_cast(
            ctx,
            state,
            Some(result_type),
            source,
            offset,
            &sizes,
            &strides,
            attrs,
        );
    }
    #[allow(clippy::too_many_arguments)]
    fn build_result_type_offset_value(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        offset: Value,
        sizes: Vec<Value>,
        strides: Vec<Value>,
        attrs: Attrs<'_>,
    ) {
        let (sizes, strides) = (builders::values(&sizes), builders::values(&strides));
        let offset = FoldResult::Value(offset);
        builders::reinterpret_cast(
            ctx,
            state,
            Some(result_type),
            source,
            offset,
            &sizes,
            &strides,
            attrs,
        );
    }
}

impl SubViewOpHooks for SubViewOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        slices::verify_subview(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _: SubViewOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        fold::subview(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::subview_constant_arguments(patterns);
        canonicalize::subview_of_cast(patterns);
        canonicalize::subview(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "subview");
    }
    fn build_offsets_fold_result(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        offsets: &[FoldResult],
        sizes: &[FoldResult],
        strides: &[FoldResult],
        attrs: Attrs<'_>,
    ) {
        builders::subview(ctx, state, None, source, offsets, sizes, strides, attrs);
    }
    #[allow(clippy::too_many_arguments)]
    fn build_result_type_offsets_fold_result(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        offsets: &[FoldResult],
        sizes: &[FoldResult],
        strides: &[FoldResult],
        attrs: Attrs<'_>,
    ) {
        builders::subview(
            ctx,
            state,
            Some(result_type),
            source,
            offsets,
            sizes,
            strides,
            attrs,
        );
    }
    fn build_offsets_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        offsets: Vec<i64>,
        sizes: Vec<i64>,
        strides: Vec<i64>,
        attrs: Attrs<'_>,
    ) {
        let [o, s, t] = [&offsets, &sizes, &strides].map(|l| builders::index_attrs(ctx, l));
        builders::subview(ctx, state, None, source, &o, &s, &t, attrs);
    }
    #[allow(clippy::too_many_arguments)]
    fn build_result_type_offsets_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        offsets: Vec<i64>,
        sizes: Vec<i64>,
        strides: Vec<i64>,
        attrs: Attrs<'_>,
    ) {
        let [o, s, t] = [&offsets, &sizes, &strides].map(|l| builders::index_attrs(ctx, l));
        builders::subview(ctx, state, Some(result_type), source, &o, &s, &t, attrs);
    }
    fn build_offsets_value(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        offsets: Vec<Value>,
        sizes: Vec<Value>,
        strides: Vec<Value>,
        attrs: Attrs<'_>,
    ) {
        let [o, s, t] = [&offsets, &sizes, &strides].map(|l| builders::values(l));
        builders::subview(ctx, state, None, source, &o, &s, &t, attrs);
    }
    #[allow(clippy::too_many_arguments)]
    fn build_result_type_offsets_value(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        offsets: Vec<Value>,
        sizes: Vec<Value>,
        strides: Vec<Value>,
        attrs: Attrs<'_>,
    ) {
        let [o, s, t] = [&offsets, &sizes, &strides].map(|l| builders::values(l));
        builders::subview(ctx, state, Some(result_type), source, &o, &s, &t, attrs);
    }
}

impl TransposeOpHooks for TransposeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::transpose(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: TransposeOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::transpose(ctx, self)
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_transpose(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_transpose(self, p)
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "transpose");
    }
    fn build_in_permutation(
        ctx: &mut Context,
        state: &mut OperationState,
        r#in: Value,
        permutation: Attribute,
        attrs: Attrs<'_>,
    ) {
        let ty = builders::transposed_type(ctx, r#in, permutation);
        TransposeOp::build(ctx, state, ty, r#in, permutation);
        state.attributes.extend_from_slice(attrs);
    }
}

impl ViewOpHooks for ViewOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::view(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _: ViewOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        fold::view(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        view::view(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "view");
    }
}
