//! Each op's hooks (`<Op>Hooks`): the verifiers, folders, custom assembly,
//! result names and builders of `VectorOps.cpp`, from the modules beside
//! this one.

use super::builders as build;
use super::verify_memory::{self, Access, Moved};
use super::{
    asm, canonicalize, canonicalize_cast, canonicalize_contract, canonicalize_elements,
    canonicalize_extract, canonicalize_insert, canonicalize_mask, canonicalize_memory,
    canonicalize_slice, canonicalize_step, canonicalize_transfer, fold, fold_extract,
    fold_transfer, mask, shuffle, verify, verify_contract, verify_mask, verify_slices,
    verify_transfer,
};
use crate::vector::*;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{self as ods_op, Op};
use ods_runtime::registry::{FoldResult, SetValueNameFn};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Attribute, Context, IrResult, OpId, OperationState, Type, Value};

impl VectorScaleOpHooks for VectorScaleOp {
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        set_name(ctx.result(self.id(), 0), "vscale");
    }
}

impl BitCastOpHooks for BitCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::bitcast(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: BitCastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::bitcast(ctx, self, constants.source())
    }
}

impl BroadcastOpHooks for BroadcastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::broadcast(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: BroadcastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::broadcast(ctx, self, constants.source())
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_cast::broadcast_patterns(patterns);
    }
}

impl CompressStoreOpHooks for CompressStoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = store(
            self.id(),
            self.base(ctx),
            self.indices(ctx),
            self.value_to_store(ctx),
        );
        verify_memory::expand_compress(ctx, access, self.mask(ctx), None)
    }
    fn canonicalization_patterns(_patterns: &mut RewritePatternSet) {}
}

impl ConstantMaskOpHooks for ConstantMaskOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::constant_mask(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _: &[Option<Attribute>]) -> Option<FoldResult> {
        fold::constant_mask(ctx, self)
    }
    fn build_type_kind(
        ctx: &mut Context,
        state: &mut OperationState,
        ty: Type,
        kind: ConstantMaskKind,
    ) {
        build::constant_mask(ctx, state, ty, kind);
    }
}

impl ContractionOpHooks for ContractionOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_contract::contract(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_contract::patterns(patterns);
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_contract(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_contract(self, p)
    }
    fn build_indexing_maps(
        ctx: &mut Context,
        state: &mut OperationState,
        lhs: Value,
        rhs: Value,
        acc: Value,
        indexing_maps: Attribute,
        iterator_types: Attribute,
    ) {
        let attrs = (indexing_maps, iterator_types);
        build::contract(ctx, state, (lhs, rhs, acc), attrs, CombiningKind::ADD);
    }
    fn build_indexing_exprs(
        ctx: &mut Context,
        state: &mut OperationState,
        lhs: Value,
        rhs: Value,
        acc: Value,
        indexing_exprs: &[Vec<ods_runtime::AffineExpr>],
        iterator_types: &[IteratorType],
    ) {
        let maps = build::inferred_maps(ctx, indexing_exprs);
        let iterators = build::iterator_types_attr(ctx, iterator_types);
        build::contract(
            ctx,
            state,
            (lhs, rhs, acc),
            (maps, iterators),
            CombiningKind::ADD,
        );
    }
    fn build_indexing_maps_kind(
        ctx: &mut Context,
        state: &mut OperationState,
        lhs: Value,
        rhs: Value,
        acc: Value,
        indexing_maps: Attribute,
        iterator_types: Attribute,
        kind: CombiningKind,
    ) {
        build::contract(
            ctx,
            state,
            (lhs, rhs, acc),
            (indexing_maps, iterator_types),
            kind,
        );
    }
}

impl CreateMaskOpHooks for CreateMaskOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::create_mask(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::constant_create_mask(patterns);
    }
    fn build_type_mixed_operands(
        ctx: &mut Context,
        state: &mut OperationState,
        ty: Type,
        mixed_operands: &[FoldResult],
    ) {
        build::create_mask(ctx, state, ty, mixed_operands);
    }
}

impl ExpandLoadOpHooks for ExpandLoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = load(
            self.id(),
            self.base(ctx),
            self.indices(ctx),
            self.result(ctx),
        );
        verify_memory::expand_compress(ctx, access, self.mask(ctx), Some(self.pass_thru(ctx)))
    }
    fn canonicalization_patterns(_patterns: &mut RewritePatternSet) {}
}

impl ExtractOpHooks for ExtractOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::extract(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: ExtractOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold_extract::extract(ctx, self, constants.source())
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_extract::patterns(patterns);
    }
    /// The element type at a full position, else the trailing vector
    /// (MLIR's `ExtractOp::inferReturnTypes`).
    fn infer_return_types(
        cx: &mut dyn ods_op::TypeCx,
        state: &OperationState,
    ) -> IrResult<Vec<Type>> {
        let source = cx.ctx().value_type(state.operands[0]);
        let count = build::static_position_count(cx.ctx(), state);
        Ok(vec![build::extracted_type_in(cx, source, count)?])
    }
    fn build_source(ctx: &mut Context, state: &mut OperationState, source: Value) {
        let rank = build::rank_of(ctx, source);
        build::extract(ctx, state, source, (vec![0; rank], Vec::new()));
    }
    fn build_source_value_position_i64_1(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        position: i64,
    ) {
        build::extract(ctx, state, source, (vec![position], Vec::new()));
    }
    fn build_source_value_position_fold_result_2(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        position: FoldResult,
    ) {
        let position = build::dispatch(ctx, &[position]);
        build::extract(ctx, state, source, position);
    }
    fn build_source_value_position_i64_3(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        position: Vec<i64>,
    ) {
        build::extract(ctx, state, source, (position, Vec::new()));
    }
    fn build_source_value_position_fold_result_4(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        position: &[FoldResult],
    ) {
        let position = build::dispatch(ctx, position);
        build::extract(ctx, state, source, position);
    }
}

impl ExtractStridedSliceOpHooks for ExtractStridedSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_slices::extract_strided_slice(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: ExtractStridedSliceOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::extract_strided_slice(ctx, self, constants.source())
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_slice::patterns(patterns);
    }
    fn build_source_offsets_sizes_strides(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        offsets: Vec<i64>,
        sizes: Vec<i64>,
        strides: Vec<i64>,
    ) {
        build::extract_strided_slice(ctx, state, source, [offsets, sizes, strides]);
    }
}

impl FromElementsOpHooks for FromElementsOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: FromElementsOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::from_elements(ctx, self)
            .or_else(|| fold::from_elements_constant(ctx, self, constants.as_slice()))
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::from_elements_to_broadcast(patterns);
        canonicalize::from_elements_to_shape_cast(patterns);
    }
}

impl GatherOpHooks for GatherOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = load(
            self.id(),
            self.base(ctx),
            self.offsets(ctx),
            self.result(ctx),
        );
        let (indices, mask) = (self.indices(ctx), self.mask(ctx));
        verify_memory::gather_scatter(ctx, access, indices, mask, Some(self.pass_thru(ctx)))
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_memory::gather_patterns(patterns);
    }
}

impl InsertOpHooks for InsertOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::insert(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: InsertOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::insert(ctx, self, (constants.value_to_store(), constants.dest()))
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_insert::patterns(patterns);
    }
    fn build_value_to_store_dest(
        ctx: &mut Context,
        state: &mut OperationState,
        value: Value,
        dest: Value,
    ) {
        let rank = build::rank_of(ctx, dest);
        build::insert(ctx, state, (value, dest), (vec![0; rank], Vec::new()));
    }
    fn build_value_to_store_dest_value_position_i64_1(
        ctx: &mut Context,
        state: &mut OperationState,
        value: Value,
        dest: Value,
        position: i64,
    ) {
        build::insert(ctx, state, (value, dest), (vec![position], Vec::new()));
    }
    fn build_value_to_store_dest_value_position_fold_result_2(
        ctx: &mut Context,
        state: &mut OperationState,
        value: Value,
        dest: Value,
        position: FoldResult,
    ) {
        let position = build::dispatch(ctx, &[position]);
        build::insert(ctx, state, (value, dest), position);
    }
    fn build_value_to_store_dest_value_position_i64_3(
        ctx: &mut Context,
        state: &mut OperationState,
        value: Value,
        dest: Value,
        position: Vec<i64>,
    ) {
        build::insert(ctx, state, (value, dest), (position, Vec::new()));
    }
    fn build_value_to_store_dest_value_position_fold_result_4(
        ctx: &mut Context,
        state: &mut OperationState,
        value: Value,
        dest: Value,
        position: &[FoldResult],
    ) {
        let position = build::dispatch(ctx, position);
        build::insert(ctx, state, (value, dest), position);
    }
}

impl InsertStridedSliceOpHooks for InsertStridedSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_slices::insert_strided_slice(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: InsertStridedSliceOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::same_type(ctx, self.value_to_store(ctx), self.result(ctx))
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_insert::strided_patterns(patterns);
    }
    fn build_value_to_store_dest_offsets_strides(
        ctx: &mut Context,
        state: &mut OperationState,
        value: Value,
        dest: Value,
        offsets: Vec<i64>,
        strides: Vec<i64>,
    ) {
        let ty = ctx.value_type(dest);
        InsertStridedSliceOp::build(ctx, state, ty, value, dest, offsets, strides);
    }
}

impl LoadOpHooks for LoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = load(
            self.id(),
            self.base(ctx),
            self.indices(ctx),
            self.result(ctx),
        );
        verify_memory::load_store(ctx, access)
    }
    fn fold(self, _ctx: &mut Context, _: LoadOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        None
    }
}

impl MaskOpHooks for MaskOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_mask::mask(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: MaskOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        mask::fold(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        mask::patterns(patterns);
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_mask(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_mask(self, p)
    }
    fn build_mask_maskable_op_mask_region(
        ctx: &mut Context,
        state: &mut OperationState,
        mask: Value,
        maskable_op: OpId,
        mask_region: MaskRegionBuilder<'_>,
    ) {
        build::mask(
            ctx,
            state,
            Vec::new(),
            (mask, None),
            maskable_op,
            mask_region,
        );
    }
    fn build_result_types(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        mask: Value,
        maskable_op: OpId,
        mask_region: MaskRegionBuilder<'_>,
    ) {
        build::mask(
            ctx,
            state,
            result_types,
            (mask, None),
            maskable_op,
            mask_region,
        );
    }
    fn build_result_types_passthru(
        ctx: &mut Context,
        state: &mut OperationState,
        result_types: Vec<Type>,
        mask: Value,
        passthru: Value,
        maskable_op: OpId,
        mask_region: MaskRegionBuilder<'_>,
    ) {
        let operands = (mask, Some(passthru));
        build::mask(ctx, state, result_types, operands, maskable_op, mask_region);
    }
}

impl MaskedLoadOpHooks for MaskedLoadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = load(
            self.id(),
            self.base(ctx),
            self.indices(ctx),
            self.result(ctx),
        );
        verify_memory::masked_load(ctx, access, self.mask(ctx), self.pass_thru(ctx))
    }
    fn fold(
        self,
        _ctx: &mut Context,
        _: MaskedLoadOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        None
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_memory::masked_load_patterns(patterns);
    }
}

impl MaskedStoreOpHooks for MaskedStoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = store(
            self.id(),
            self.base(ctx),
            self.indices(ctx),
            self.value_to_store(ctx),
        );
        verify_memory::masked_store(ctx, access, self.mask(ctx))
    }
    fn fold(
        self,
        _ctx: &mut Context,
        _: MaskedStoreOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        None
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_memory::masked_store_patterns(patterns);
    }
}

impl MultiDimReductionOpHooks for MultiDimReductionOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::multi_reduction(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: MultiDimReductionOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::multi_reduction(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::unit_dims_multi_reduction(patterns);
    }
    fn build_reduction_mask(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        acc: Value,
        reduction_mask: Vec<bool>,
        kind: CombiningKind,
    ) {
        build::multi_reduction(ctx, state, (source, acc), &reduction_mask, kind);
    }
}

impl OuterProductOpHooks for OuterProductOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::outer_product(ctx, self)
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_outer_product(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_outer_product(self, p)
    }
    fn build_lhs_rhs_acc(
        ctx: &mut Context,
        state: &mut OperationState,
        lhs: Value,
        rhs: Value,
        acc: Value,
    ) {
        build::outer_product(ctx, state, lhs, rhs, acc);
    }
}

impl ReductionOpHooks for ReductionOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::reduction(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::single_element_reduction(patterns);
    }
    fn build_acc(
        ctx: &mut Context,
        state: &mut OperationState,
        kind: CombiningKind,
        vector: Value,
        acc: Value,
        fast_math_flags: crate::arith::FastMathFlags,
    ) {
        build::reduction(ctx, state, (kind, vector, Some(acc)), fast_math_flags);
    }
    fn build_kind_vector(
        ctx: &mut Context,
        state: &mut OperationState,
        kind: CombiningKind,
        vector: Value,
        fast_math_flags: crate::arith::FastMathFlags,
    ) {
        build::reduction(ctx, state, (kind, vector, None), fast_math_flags);
    }
}

impl ScanOpHooks for ScanOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::scan(ctx, self)
    }
}

impl ScatterOpHooks for ScatterOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = store(
            self.id(),
            self.base(ctx),
            self.offsets(ctx),
            self.value_to_store(ctx),
        );
        verify_memory::gather_scatter(ctx, access, self.indices(ctx), self.mask(ctx), None)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_memory::scatter_patterns(patterns);
    }
}

impl ShapeCastOpHooks for ShapeCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::shape_cast(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: ShapeCastOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::shape_cast(ctx, self, constants.source())
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_mask::shape_cast_patterns(patterns);
        canonicalize_cast::shape_cast_patterns(patterns);
    }
}

impl ShuffleOpHooks for ShuffleOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::shuffle(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: ShuffleOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        shuffle::fold(ctx, self, (constants.v1(), constants.v2()))
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        shuffle::patterns(patterns);
    }
    /// As many elements as the mask of the operands' elements: a 1-d
    /// vector of the mask's length over the trailing dimensions (MLIR's
    /// `ShuffleOp::inferReturnTypes`).
    fn infer_return_types(
        cx: &mut dyn ods_op::TypeCx,
        state: &OperationState,
    ) -> IrResult<Vec<Type>> {
        Ok(vec![build::shuffle_type(cx, state)?])
    }
}

impl StepOpHooks for StepOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_step::step_patterns(patterns);
    }
}

impl StoreOpHooks for StoreOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let access = store(
            self.id(),
            self.base(ctx),
            self.indices(ctx),
            self.value_to_store(ctx),
        );
        verify_memory::load_store(ctx, access)
    }
    fn fold(
        self,
        _ctx: &mut Context,
        _: StoreOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        None
    }
}

impl ToElementsOpHooks for ToElementsOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: ToElementsOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        let _ = constants;
        fold::to_elements(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_elements::patterns(patterns);
    }
    /// One scalar of the element type per element of the source (MLIR's
    /// `ToElementsOp::inferReturnTypes`).
    fn infer_return_types(
        cx: &mut dyn ods_op::TypeCx,
        state: &OperationState,
    ) -> IrResult<Vec<Type>> {
        let ctx = cx.ctx();
        let source = ctx.value_type(state.operands[0]);
        let parts = super::types::VectorParts::of(ctx, source);
        Ok(parts.map_or_else(Vec::new, |p| vec![p.element; p.num_elements() as usize]))
    }
}

impl TransferReadOpHooks for TransferReadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_transfer::transfer_read(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: TransferReadOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold_transfer::transfer_read(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_transfer::read_patterns(patterns);
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_transfer_read(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_transfer_read(self, p)
    }
    fn build_permutation_map_attr_in_bounds_attr(
        ctx: &mut Context,
        state: &mut OperationState,
        vector_type: Type,
        source: Value,
        indices: Vec<Value>,
        padding: Option<Value>,
        permutation_map_attr: Attribute,
        in_bounds_attr: Attribute,
    ) {
        let operands = (vector_type, source, indices);
        build::transfer_read(
            ctx,
            state,
            operands,
            padding,
            Some(permutation_map_attr),
            Some(in_bounds_attr),
        );
    }
    fn build_permutation_map(
        ctx: &mut Context,
        state: &mut OperationState,
        vector_type: Type,
        source: Value,
        indices: Vec<Value>,
        padding: Option<Value>,
        permutation_map: Attribute,
        in_bounds: Option<Vec<bool>>,
    ) {
        let in_bounds = in_bounds.map(|b| ods_runtime::ods::convert::bool_array_attr(ctx, &b));
        let operands = (vector_type, source, indices);
        build::transfer_read(
            ctx,
            state,
            operands,
            padding,
            Some(permutation_map),
            in_bounds,
        );
    }
    fn build_vector_type_source_indices_padding(
        ctx: &mut Context,
        state: &mut OperationState,
        vector_type: Type,
        source: Value,
        indices: Vec<Value>,
        padding: Option<Value>,
        in_bounds: Option<Vec<bool>>,
    ) {
        let in_bounds = in_bounds.map(|b| ods_runtime::ods::convert::bool_array_attr(ctx, &b));
        build::transfer_read(
            ctx,
            state,
            (vector_type, source, indices),
            padding,
            None,
            in_bounds,
        );
    }
}

impl TransferWriteOpHooks for TransferWriteOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_transfer::transfer_write(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: TransferWriteOpAdaptor<Option<Attribute>>,
    ) -> Option<Vec<FoldResult>> {
        fold_transfer::transfer_write(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_transfer::write_patterns(patterns);
    }
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        asm::parse_transfer_write(p, state)
    }
    fn print(self, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
        asm::print_transfer_write(self, p)
    }
    fn build_permutation_map_attr_mask_in_bounds_attr(
        ctx: &mut Context,
        state: &mut OperationState,
        vector: Value,
        dest: Value,
        indices: Vec<Value>,
        permutation_map_attr: Attribute,
        mask: Value,
        in_bounds_attr: Attribute,
    ) {
        let operands = (vector, dest, indices);
        build::transfer_write(
            ctx,
            state,
            operands,
            Some(permutation_map_attr),
            Some(mask),
            Some(in_bounds_attr),
        );
    }
    fn build_permutation_map_attr_in_bounds_attr(
        ctx: &mut Context,
        state: &mut OperationState,
        vector: Value,
        dest: Value,
        indices: Vec<Value>,
        permutation_map_attr: Attribute,
        in_bounds_attr: Attribute,
    ) {
        let operands = (vector, dest, indices);
        build::transfer_write(
            ctx,
            state,
            operands,
            Some(permutation_map_attr),
            None,
            Some(in_bounds_attr),
        );
    }
    fn build_permutation_map(
        ctx: &mut Context,
        state: &mut OperationState,
        vector: Value,
        dest: Value,
        indices: Vec<Value>,
        permutation_map: Attribute,
        in_bounds: Option<Vec<bool>>,
    ) {
        let in_bounds = in_bounds.map(|b| ods_runtime::ods::convert::bool_array_attr(ctx, &b));
        build::transfer_write(
            ctx,
            state,
            (vector, dest, indices),
            Some(permutation_map),
            None,
            in_bounds,
        );
    }
    fn build_vector_dest_indices(
        ctx: &mut Context,
        state: &mut OperationState,
        vector: Value,
        dest: Value,
        indices: Vec<Value>,
        in_bounds: Option<Vec<bool>>,
    ) {
        let in_bounds = in_bounds.map(|b| ods_runtime::ods::convert::bool_array_attr(ctx, &b));
        build::transfer_write(ctx, state, (vector, dest, indices), None, None, in_bounds);
    }
}

impl TransposeOpHooks for TransposeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::transpose(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: TransposeOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::transpose(ctx, self, constants.vector())
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize_mask::transpose_patterns(patterns);
        canonicalize_cast::transpose_patterns(patterns);
    }
    fn build_vector_permutation(
        ctx: &mut Context,
        state: &mut OperationState,
        vector: Value,
        permutation: Vec<i64>,
    ) {
        build::transpose(ctx, state, vector, permutation);
    }
}

impl TypeCastOpHooks for TypeCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::type_cast(ctx, self)
    }
    fn build_source(ctx: &mut Context, state: &mut OperationState, source: Value) {
        build::type_cast(ctx, state, source);
    }
}

impl YieldOpHooks for YieldOp {
    fn build_empty(ctx: &mut Context, state: &mut OperationState) {
        YieldOp::build(ctx, state, &[]);
    }
}

/// The access of a load of `result` from `base` at `indices`.
fn load(op: OpId, base: Value, indices: Vec<Value>, result: Value) -> Access {
    let (indices, vector, moved) = (indices.len(), result, Moved::Result);
    Access {
        op,
        base,
        indices,
        vector,
        moved,
    }
}

/// The access of a store of `value` to `base` at `indices`.
fn store(op: OpId, base: Value, indices: Vec<Value>, value: Value) -> Access {
    let (indices, vector, moved) = (indices.len(), value, Moved::ValueToStore);
    Access {
        op,
        base,
        indices,
        vector,
        moved,
    }
}
