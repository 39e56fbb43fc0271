//! Each op's hooks (`<Op>Hooks`): the verifiers, folders, result names,
//! canonicalization patterns and builders of `TensorOps.cpp`, from the
//! modules beside this one.

use super::builders as build;
use super::shape::{compatible_shapes, is_tensor, TensorParts};
use super::{canonicalize, fold, verify};
use crate::tensor::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::prelude::mlir::CastOpInterfaceImpl;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::{FoldResult, SetValueNameFn};
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{Attribute, Context, OperationState, Symbol, Type, Value};

type Attrs<'a> = &'a [(Symbol, Attribute)];

/// Names the op's only result `name`.
fn name_result(ctx: &Context, op: impl Op, set_name: SetValueNameFn<'_>, name: &str) {
    set_name(ctx.result(op.id(), 0), name);
}

/// The builders `tensor.insert_slice` and `tensor.parallel_insert_slice`
/// share: at mixed entries, at operands, at ranges.
macro_rules! insert_slice_builders {
    () => {
        fn build_sizes_strides_offsets_fold_result(
            ctx: &mut Context,
            state: &mut OperationState,
            source: Value,
            dest: Value,
            offsets: &[FoldResult],
            sizes: &[FoldResult],
            strides: &[FoldResult],
            attrs: Attrs<'_>,
        ) {
            build::insert_slice::<Self>(
                ctx,
                state,
                (source, dest),
                [offsets, sizes, strides],
                attrs,
            );
        }
        fn build_sizes_strides_offsets_value(
            ctx: &mut Context,
            state: &mut OperationState,
            source: Value,
            dest: Value,
            offsets: Vec<Value>,
            sizes: Vec<Value>,
            strides: Vec<Value>,
            attrs: Attrs<'_>,
        ) {
            let lists = [offsets, sizes, strides];
            build::insert_slice_values::<Self>(ctx, state, (source, dest), lists, attrs);
        }
        fn build_ranges(
            ctx: &mut Context,
            state: &mut OperationState,
            source: Value,
            dest: Value,
            ranges: &[Range],
            attrs: Attrs<'_>,
        ) {
            build::insert_slice_ranges::<Self>(ctx, state, (source, dest), ranges, attrs);
        }
    };
}

impl BitcastOpHooks for BitcastOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::chained_bitcasts(patterns);
    }
}

impl CastOpInterfaceImpl for BitcastOp {
    /// Tensors of compatible shapes whose elements are as wide (MLIR's
    /// `BitcastOp::areCastCompatible`).
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let (&[a], &[b]) = (inputs, outputs) else {
            return false;
        };
        if !is_tensor(ctx, a) || !is_tensor(ctx, b) {
            return false;
        }
        let width = |t: Type| {
            let element = ods_runtime::ods::pred::element_type_or_self(ctx, t);
            match ctx.type_kind(element) {
                ods_runtime::TypeKind::Integer { width, .. } => Some(*width),
                ods_runtime::TypeKind::Float(k) => Some(k.width()),
                _ => None,
            }
        };
        width(a) == width(b) && compatible_shapes(ctx, a, b)
    }
}

impl CastOpHooks for CastOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::chained_casts(patterns);
        super::static_shapes::cast_of_extract_slice(patterns);
        super::static_shapes::cast_of_empty(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "cast");
    }
}

impl CastOpInterfaceImpl for CastOp {
    /// Tensors of one element type and compatible shapes (MLIR's
    /// `CastOp::areCastCompatible`).
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        let (&[a], &[b]) = (inputs, outputs) else {
            return false;
        };
        use ods_runtime::ods::pred::element_type;
        is_tensor(ctx, a)
            && is_tensor(ctx, b)
            && element_type(ctx, a) == element_type(ctx, b)
            && compatible_shapes(ctx, a, b)
    }
}

impl CollapseShapeOpHooks for CollapseShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::collapse_shape(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: CollapseShapeOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let src = self.src(ctx);
        let inverse = fold::InverseReshape::of::<ExpandShapeOp>(ctx, src);
        let reshape = (src, self.result(ctx), self.reassociation_indices(ctx));
        fold::reassociative_reshape(ctx, reshape, constants.src(), inverse)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        crate::reshapes::compose_reshapes::<CollapseShapeOp>(patterns);
        crate::compose_inverse_reshapes::collapse_of_expand::<CollapseShapeOp>(patterns);
        super::static_shapes::reshape_of_splat::<CollapseShapeOp>(patterns);
        super::static_shapes::reshape_of_from_elements::<CollapseShapeOp>(patterns);
        canonicalize::collapse_of_cast(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "collapsed");
    }
    fn build_reassociation_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        src: Value,
        reassociation: &[Vec<i64>],
        attrs: Attrs<'_>,
    ) {
        let source = TensorParts::of_value(ctx, src).expect("a ranked tensor source");
        let shape = super::shape::collapsed_shape(&source.shape, reassociation);
        let ty = TensorParts {
            shape,
            element: source.element,
            encoding: None,
        }
        .get(ctx);
        let attr = crate::reassociation::reassociation_attr(ctx, reassociation);
        CollapseShapeOp::build(ctx, state, ty, src, attr);
        state.attributes.extend_from_slice(attrs);
    }
}

impl ConcatOpHooks for ConcatOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::concat(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _: ConcatOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        fold::concat(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::concat_patterns(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "concat");
    }
    fn build_dim_inputs(
        ctx: &mut Context,
        state: &mut OperationState,
        dim: i64,
        inputs: Vec<Value>,
    ) {
        build::concat(ctx, state, dim, inputs);
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
        canonicalize::dim_of_cast(patterns);
        canonicalize::dim_of_reshape(patterns);
        super::static_shapes::dim_of_empty(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "dim");
    }
    fn build_source_index(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        index: i64,
    ) {
        crate::offset_size_stride::dim_with_constant(ctx, state, source, index);
    }
}

impl EmptyOpHooks for EmptyOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let sizes = self.dynamic_sizes(ctx).len();
        verify::dynamic_dimension_count(ctx, self.id(), self.result(ctx), sizes)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        super::static_shapes::empty_constant_sizes(patterns);
    }
    fn build_static_shape(
        ctx: &mut Context,
        state: &mut OperationState,
        static_shape: Vec<i64>,
        element_type: Type,
        encoding: Option<Attribute>,
    ) {
        build::empty_shape(ctx, state, (static_shape, element_type, encoding), &[]);
    }
    fn build_static_shape_dynamic_sizes(
        ctx: &mut Context,
        state: &mut OperationState,
        static_shape: Vec<i64>,
        element_type: Type,
        dynamic_sizes: Vec<Value>,
        encoding: Option<Attribute>,
    ) {
        build::empty_shape(
            ctx,
            state,
            (static_shape, element_type, encoding),
            &dynamic_sizes,
        );
    }
    fn build_sizes(
        ctx: &mut Context,
        state: &mut OperationState,
        sizes: &[FoldResult],
        element_type: Type,
        encoding: Option<Attribute>,
    ) {
        build::empty(ctx, state, sizes, element_type, encoding);
    }
}

impl ExpandShapeOpHooks for ExpandShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::expand_shape(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: ExpandShapeOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let src = self.src(ctx);
        let inverse = fold::InverseReshape::of::<CollapseShapeOp>(ctx, src);
        let reshape = (src, self.result(ctx), self.reassociation_indices(ctx));
        fold::reassociative_reshape(ctx, reshape, constants.src(), inverse)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        crate::reshapes::compose_reshapes::<ExpandShapeOp>(patterns);
        crate::compose_inverse_reshapes::expand_of_collapse::<CollapseShapeOp>(patterns);
        super::static_shapes::static_expand_of_cast(patterns);
        super::static_shapes::reshape_of_splat::<ExpandShapeOp>(patterns);
        super::static_shapes::reshape_of_from_elements::<ExpandShapeOp>(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "expanded");
    }
    fn build_output_shape_reassociation_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        src: Value,
        reassociation: &[Vec<i64>],
        output_shape: &[FoldResult],
    ) {
        let (statics, dynamics) = build::dispatch(ctx, output_shape);
        let attr = crate::reassociation::reassociation_attr(ctx, reassociation);
        ExpandShapeOp::build(ctx, state, result_type, src, attr, &dynamics, statics);
    }
    /// The output shape is the result type's, which must then be static
    /// (MLIR infers dynamic sizes with `affine.apply`, which this crate
    /// does not generate yet).
    fn build_reassociation_i64(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        src: Value,
        reassociation: &[Vec<i64>],
    ) {
        let shape = TensorParts::of(ctx, result_type).map_or_else(Vec::new, |p| p.shape);
        let attr = crate::reassociation::reassociation_attr(ctx, reassociation);
        ExpandShapeOp::build(ctx, state, result_type, src, attr, &[], shape);
    }
}

impl ExtractOpHooks for ExtractOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let indices = self.indices(ctx).len();
        let message = "incorrect number of indices for extract_element";
        verify::index_count(ctx, self.id(), self.tensor(ctx), indices, message)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: ExtractOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let mut all = vec![constants.tensor()];
        all.extend(constants.indices().iter().copied());
        fold::extract(ctx, self, &all)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::extract_of_cast(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "extracted");
    }
}

impl ExtractSliceOpHooks for ExtractSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::extract_slice(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: ExtractSliceOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::extract_slice(ctx, self, constants.source())
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::slice_constant_arguments::<ExtractSliceOp>(patterns);
        canonicalize::extract_slice_of_cast(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "extracted_slice");
    }
    fn build_sizes_strides_offsets_fold_result(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        offsets: &[FoldResult],
        sizes: &[FoldResult],
        strides: &[FoldResult],
        attrs: Attrs<'_>,
    ) {
        build::extract_slice(ctx, state, (None, source), [offsets, sizes, strides], attrs);
    }
    fn build_result_type_sizes_strides_offsets_fold_result(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        offsets: &[FoldResult],
        sizes: &[FoldResult],
        strides: &[FoldResult],
        attrs: Attrs<'_>,
    ) {
        let target = (Some(result_type), source);
        build::extract_slice(ctx, state, target, [offsets, sizes, strides], attrs);
    }
    fn build_sizes_strides_offsets_value(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        offsets: Vec<Value>,
        sizes: Vec<Value>,
        strides: Vec<Value>,
        attrs: Attrs<'_>,
    ) {
        build::extract_slice_values(ctx, state, (None, source), [offsets, sizes, strides], attrs);
    }
    fn build_result_type_sizes_strides_offsets_value(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        offsets: Vec<Value>,
        sizes: Vec<Value>,
        strides: Vec<Value>,
        attrs: Attrs<'_>,
    ) {
        let target = (Some(result_type), source);
        build::extract_slice_values(ctx, state, target, [offsets, sizes, strides], attrs);
    }
    fn build_ranges(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        ranges: &[Range],
        attrs: Attrs<'_>,
    ) {
        build::extract_slice_ranges(ctx, state, source, ranges, attrs);
    }
    fn build_result_type_sizes(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        sizes: &[FoldResult],
        attrs: Attrs<'_>,
    ) {
        build::extract_slice_sizes(ctx, state, (Some(result_type), source), sizes, attrs);
    }
}

impl FromElementsOpHooks for FromElementsOp {
    fn fold(
        self,
        ctx: &mut Context,
        constants: FromElementsOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::from_elements(ctx, self, constants.elements())
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::extract_of_index_cast(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "from_elements");
    }
    fn build_elements(ctx: &mut Context, state: &mut OperationState, elements: Vec<Value>) {
        build::from_elements(ctx, state, elements);
    }
}

impl GatherOpHooks for GatherOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::gather(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: GatherOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let ty = ctx.value_type(self.result(ctx));
        fold::reshaped_splat(ctx, constants.source(), ty)
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "gather");
    }
}

impl GenerateOpHooks for GenerateOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let extents = self.dynamic_extents(ctx).len();
        verify::dynamic_dimension_count(ctx, self.id(), self.result(ctx), extents)
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::generate_region(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::extract_of_generate(patterns);
        canonicalize::static_generate(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "generated");
    }
    fn build_result_ty(
        ctx: &mut Context,
        state: &mut OperationState,
        result_ty: Type,
        dynamic_extents: Vec<Value>,
        ods_arg2: BodyBuilder<'_>,
    ) {
        build::generate(ctx, state, result_ty, &dynamic_extents, ods_arg2);
    }
}

impl InsertOpHooks for InsertOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let indices = self.indices(ctx).len();
        verify::index_count(
            ctx,
            self.id(),
            self.dest(ctx),
            indices,
            "incorrect number of indices",
        )
    }
    /// An insertion of the splat value into a splat constant is the
    /// constant.
    fn fold(
        self,
        ctx: &mut Context,
        constants: InsertOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        let (scalar, dest) = (constants.scalar()?, constants.dest()?);
        let splat = crate::dense_elements::element_attr(ctx, dest, 0)?;
        let is_splat = matches!(
            ctx.attr_kind(dest),
            ods_runtime::AttrKind::DenseElements { splat: true, .. }
        );
        (is_splat && splat == scalar).then_some(FoldResult::Attr(dest))
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "inserted");
    }
}

impl InsertSliceOpHooks for InsertSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::insert_slice(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        _: InsertSliceOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::insert_slice(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::slice_constant_arguments::<InsertSliceOp>(patterns);
        canonicalize::insert_slice_of_casts(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "inserted_slice");
    }
    insert_slice_builders!();
    fn build_sizes(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        dest: Value,
        sizes: &[FoldResult],
        attrs: Attrs<'_>,
    ) {
        build::insert_slice_sizes(ctx, state, (source, dest), sizes, attrs);
    }
}

impl PadOpHooks for PadOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::pad(ctx, self)
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::pad_region(ctx, self)
    }
    fn fold(self, ctx: &mut Context, _: PadOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        fold::pad(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        super::pad_patterns::pad_patterns(patterns);
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "padded");
    }
    fn build_static_low_static_high(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        static_low: Vec<i64>,
        static_high: Vec<i64>,
        low: Vec<Value>,
        high: Vec<Value>,
        nofold: bool,
        attrs: Attrs<'_>,
    ) {
        let target = (result_type, source);
        build::pad_parts(
            ctx,
            state,
            target,
            [static_low, static_high],
            [&low, &high],
            nofold,
        );
        state.attributes.extend_from_slice(attrs);
    }
    fn build_low_value(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        low: Vec<Value>,
        high: Vec<Value>,
        nofold: bool,
        attrs: Attrs<'_>,
    ) {
        let statics = [
            vec![ods_runtime::ods::pred::DYNAMIC; low.len()],
            vec![ods_runtime::ods::pred::DYNAMIC; high.len()],
        ];
        build::pad_parts(
            ctx,
            state,
            (result_type, source),
            statics,
            [&low, &high],
            nofold,
        );
        state.attributes.extend_from_slice(attrs);
    }
    fn build_low_fold_result(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        low: &[FoldResult],
        high: &[FoldResult],
        nofold: bool,
        attrs: Attrs<'_>,
    ) {
        build::pad(ctx, state, (result_type, source), (low, high), None, nofold);
        state.attributes.extend_from_slice(attrs);
    }
    fn build_constant_pad_value(
        ctx: &mut Context,
        state: &mut OperationState,
        result_type: Type,
        source: Value,
        low: &[FoldResult],
        high: &[FoldResult],
        constant_pad_value: Value,
        nofold: bool,
        attrs: Attrs<'_>,
    ) {
        let target = (result_type, source);
        build::pad(
            ctx,
            state,
            target,
            (low, high),
            Some(constant_pad_value),
            nofold,
        );
        state.attributes.extend_from_slice(attrs);
    }
}

impl ParallelInsertSliceOpHooks for ParallelInsertSliceOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::parallel_insert_slice(ctx, self)
    }
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        canonicalize::slice_constant_arguments::<ParallelInsertSliceOp>(patterns);
    }
    insert_slice_builders!();
}

impl RankOpHooks for RankOp {
    fn fold(self, ctx: &mut Context, _: RankOpAdaptor<Option<Attribute>>) -> Option<FoldResult> {
        fold::rank(ctx, self.tensor(ctx))
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "rank");
    }
}

impl ReshapeOpHooks for ReshapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::reshape(ctx, self)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: ReshapeOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::reshape(ctx, self, constants.source())
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "reshape");
    }
}

impl ScatterOpHooks for ScatterOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify::scatter(ctx, self)
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "scatter");
    }
}

impl SplatOpHooks for SplatOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let sizes = self.dynamic_sizes(ctx).len();
        verify::dynamic_dimension_count(ctx, self.id(), self.aggregate(ctx), sizes)
    }
    fn fold(
        self,
        ctx: &mut Context,
        constants: SplatOpAdaptor<Option<Attribute>>,
    ) -> Option<FoldResult> {
        fold::splat(ctx, self, constants.input())
    }
    fn get_asm_result_names(self, ctx: &Context, set_name: SetValueNameFn<'_>) {
        name_result(ctx, self, set_name, "splat");
    }
    fn build_aggregate_type(
        ctx: &mut Context,
        state: &mut OperationState,
        element: Value,
        aggregate_type: Type,
        dynamic_sizes: Vec<Value>,
    ) {
        SplatOp::build(ctx, state, aggregate_type, element, &dynamic_sizes);
    }
    fn build_static_shape(
        ctx: &mut Context,
        state: &mut OperationState,
        element: Value,
        static_shape: Vec<i64>,
        dynamic_sizes: Vec<Value>,
    ) {
        build::splat_shape(ctx, state, element, static_shape, &dynamic_sizes);
    }
    fn build_sizes(
        ctx: &mut Context,
        state: &mut OperationState,
        element: Value,
        sizes: &[FoldResult],
    ) {
        build::splat(ctx, state, element, sizes);
    }
}

impl YieldOpHooks for YieldOp {
    fn build_empty(_ctx: &mut Context, _state: &mut OperationState) {}
}
