//! The builders `TensorOps.td` declares without a body, as
//! `TensorOps.cpp` writes them: result types inferred from the source and
//! the static entries, mixed lists split into static entries and
//! operands.

use super::shape::{slice_type, TensorParts};
use crate::tensor::*;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::registry::FoldResult;
use ods_runtime::{Attribute, Context, OpBuilder, OperationState, Symbol, Type, Value};

type Attrs<'a> = &'a [(Symbol, Attribute)];

/// Static entries and dynamic values of mixed `values` (MLIR's
/// `dispatchIndexOpFoldResults`).
pub(super) fn dispatch(ctx: &Context, values: &[FoldResult]) -> (Vec<i64>, Vec<Value>) {
    let (mut statics, mut dynamics) = (Vec::new(), Vec::new());
    for v in values {
        match *v {
            FoldResult::Attr(a) => statics.push(convert::try_int::<i64>(ctx, a).unwrap_or(DYNAMIC)),
            FoldResult::Value(v) => {
                statics.push(DYNAMIC);
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

/// Mixed entries of `values`, each an operand.
fn as_mixed(values: &[Value]) -> Vec<FoldResult> {
    values.iter().map(|&v| FoldResult::Value(v)).collect()
}

/// The offsets, sizes and strides of `ranges`.
fn split_ranges(ranges: &[Range]) -> [Vec<FoldResult>; 3] {
    [
        ranges.iter().map(|r| r.offset).collect(),
        ranges.iter().map(|r| r.size).collect(),
        ranges.iter().map(|r| r.stride).collect(),
    ]
}

/// Zero offsets and unit strides for `sizes`.
fn whole_slice(ctx: &mut Context, sizes: &[FoldResult]) -> [Vec<FoldResult>; 2] {
    let zero = FoldResult::Attr(convert::index_attr(ctx, 0));
    let one = FoldResult::Attr(convert::index_attr(ctx, 1));
    [vec![zero; sizes.len()], vec![one; sizes.len()]]
}

/// `tensor.extract_slice` of `source` at mixed entries, of `result_type`
/// or of the type the sizes imply.
pub(super) fn extract_slice(
    ctx: &mut Context,
    state: &mut OperationState,
    (result_type, source): (Option<Type>, Value),
    [offsets, sizes, strides]: [&[FoldResult]; 3],
    attrs: Attrs<'_>,
) {
    let (o, dyn_o) = dispatch(ctx, offsets);
    let (s, dyn_s) = dispatch(ctx, sizes);
    let (t, dyn_t) = dispatch(ctx, strides);
    let result_type = result_type.unwrap_or_else(|| {
        let parts = TensorParts::of_value(ctx, source).expect("a ranked tensor source");
        slice_type(&parts, &s).get(ctx)
    });
    ExtractSliceOp::build(
        ctx,
        state,
        result_type,
        source,
        &dyn_o,
        &dyn_s,
        &dyn_t,
        o,
        s,
        t,
    );
    state.attributes.extend_from_slice(attrs);
}

/// `tensor.extract_slice` of `source` at operands.
pub(super) fn extract_slice_values(
    ctx: &mut Context,
    state: &mut OperationState,
    target: (Option<Type>, Value),
    [offsets, sizes, strides]: [Vec<Value>; 3],
    attrs: Attrs<'_>,
) {
    let lists = [as_mixed(&offsets), as_mixed(&sizes), as_mixed(&strides)];
    extract_slice(ctx, state, target, [&lists[0], &lists[1], &lists[2]], attrs);
}

/// `tensor.extract_slice` of `source` at `ranges`.
pub(super) fn extract_slice_ranges(
    ctx: &mut Context,
    state: &mut OperationState,
    source: Value,
    ranges: &[Range],
    attrs: Attrs<'_>,
) {
    let lists = split_ranges(ranges);
    extract_slice(
        ctx,
        state,
        (None, source),
        [&lists[0], &lists[1], &lists[2]],
        attrs,
    );
}

/// `tensor.extract_slice` of `sizes` at offset 0 with unit strides.
pub(super) fn extract_slice_sizes(
    ctx: &mut Context,
    state: &mut OperationState,
    target: (Option<Type>, Value),
    sizes: &[FoldResult],
    attrs: Attrs<'_>,
) {
    let [zeros, ones] = whole_slice(ctx, sizes);
    extract_slice(ctx, state, target, [&zeros, sizes, &ones], attrs);
}

/// The three insertions of a slice: `tensor.insert_slice` and
/// `tensor.parallel_insert_slice`, which only differ in their op.
pub(super) trait InsertsSlice {
    #[allow(clippy::too_many_arguments)]
    fn build_parts(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        dest: Value,
        dynamics: [&[Value]; 3],
        statics: [Vec<i64>; 3],
    );
}

impl InsertsSlice for InsertSliceOp {
    fn build_parts(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        dest: Value,
        [o, s, t]: [&[Value]; 3],
        [so, ss, st]: [Vec<i64>; 3],
    ) {
        let ty = ctx.value_type(dest);
        InsertSliceOp::build(ctx, state, ty, source, dest, o, s, t, so, ss, st);
    }
}

impl InsertsSlice for ParallelInsertSliceOp {
    fn build_parts(
        ctx: &mut Context,
        state: &mut OperationState,
        source: Value,
        dest: Value,
        [o, s, t]: [&[Value]; 3],
        [so, ss, st]: [Vec<i64>; 3],
    ) {
        ParallelInsertSliceOp::build(ctx, state, source, dest, o, s, t, so, ss, st);
    }
}

/// An insertion of `source` into `dest` at mixed entries.
pub(super) fn insert_slice<T: InsertsSlice>(
    ctx: &mut Context,
    state: &mut OperationState,
    (source, dest): (Value, Value),
    [offsets, sizes, strides]: [&[FoldResult]; 3],
    attrs: Attrs<'_>,
) {
    let (o, dyn_o) = dispatch(ctx, offsets);
    let (s, dyn_s) = dispatch(ctx, sizes);
    let (t, dyn_t) = dispatch(ctx, strides);
    T::build_parts(
        ctx,
        state,
        source,
        dest,
        [&dyn_o, &dyn_s, &dyn_t],
        [o, s, t],
    );
    state.attributes.extend_from_slice(attrs);
}

/// An insertion at operands.
pub(super) fn insert_slice_values<T: InsertsSlice>(
    ctx: &mut Context,
    state: &mut OperationState,
    target: (Value, Value),
    [offsets, sizes, strides]: [Vec<Value>; 3],
    attrs: Attrs<'_>,
) {
    let lists = [as_mixed(&offsets), as_mixed(&sizes), as_mixed(&strides)];
    insert_slice::<T>(ctx, state, target, [&lists[0], &lists[1], &lists[2]], attrs);
}

/// An insertion at `ranges`.
pub(super) fn insert_slice_ranges<T: InsertsSlice>(
    ctx: &mut Context,
    state: &mut OperationState,
    target: (Value, Value),
    ranges: &[Range],
    attrs: Attrs<'_>,
) {
    let lists = split_ranges(ranges);
    insert_slice::<T>(ctx, state, target, [&lists[0], &lists[1], &lists[2]], attrs);
}

/// An insertion of `sizes` at offset 0 with unit strides.
pub(super) fn insert_slice_sizes(
    ctx: &mut Context,
    state: &mut OperationState,
    target: (Value, Value),
    sizes: &[FoldResult],
    attrs: Attrs<'_>,
) {
    let [zeros, ones] = whole_slice(ctx, sizes);
    insert_slice::<InsertSliceOp>(ctx, state, target, [&zeros, sizes, &ones], attrs);
}

/// A ranked tensor of `shape` (dynamic where [`DYNAMIC`]) of `element`.
fn tensor_of(
    ctx: &mut Context,
    shape: Vec<i64>,
    element: Type,
    encoding: Option<Attribute>,
) -> Type {
    TensorParts {
        shape,
        element,
        encoding,
    }
    .get(ctx)
}

/// `tensor.empty` of mixed sizes.
pub(super) fn empty(
    ctx: &mut Context,
    state: &mut OperationState,
    sizes: &[FoldResult],
    element: Type,
    encoding: Option<Attribute>,
) {
    let (shape, dynamic) = dispatch(ctx, sizes);
    let ty = tensor_of(ctx, shape, element, encoding);
    EmptyOp::build(ctx, state, ty, &dynamic);
}

/// `tensor.empty` of a static shape (its dynamic sizes given apart).
pub(super) fn empty_shape(
    ctx: &mut Context,
    state: &mut OperationState,
    (shape, element, encoding): (Vec<i64>, Type, Option<Attribute>),
    dynamic: &[Value],
) {
    let ty = tensor_of(ctx, shape, element, encoding);
    EmptyOp::build(ctx, state, ty, dynamic);
}

/// `tensor.splat` of `element` to a shape with mixed sizes.
pub(super) fn splat(
    ctx: &mut Context,
    state: &mut OperationState,
    element: Value,
    sizes: &[FoldResult],
) {
    let (shape, dynamic) = dispatch(ctx, sizes);
    let ty = tensor_of(ctx, shape, ctx.value_type(element), None);
    SplatOp::build(ctx, state, ty, element, &dynamic);
}

/// `tensor.splat` of `element` to a static shape.
pub(super) fn splat_shape(
    ctx: &mut Context,
    state: &mut OperationState,
    element: Value,
    shape: Vec<i64>,
    dynamic: &[Value],
) {
    let ty = tensor_of(ctx, shape, ctx.value_type(element), None);
    SplatOp::build(ctx, state, ty, element, dynamic);
}

/// `tensor.from_elements` of a 1-D tensor of `elements`.
pub(super) fn from_elements(ctx: &mut Context, state: &mut OperationState, elements: Vec<Value>) {
    let element = ctx.value_type(*elements.first().expect("at least one element"));
    let ty = tensor_of(ctx, vec![elements.len() as i64], element, None);
    FromElementsOp::build(ctx, state, ty, &elements);
}

/// `tensor.concat` of `inputs` along `dim`, of the type they imply.
pub(super) fn concat(ctx: &mut Context, state: &mut OperationState, dim: i64, inputs: Vec<Value>) {
    let parts: Vec<TensorParts> = inputs
        .iter()
        .filter_map(|&v| TensorParts::of_value(ctx, v))
        .collect();
    let shape = super::fold::concatenated_shape(&parts, dim as usize).unwrap_or_default();
    let element = parts.first().map(|p| p.element).expect("a ranked input");
    let ty = tensor_of(ctx, shape, element, None);
    ConcatOp::build(ctx, state, ty, dim as u64, &inputs);
}

/// `tensor.generate` of `result_type`, its body built by `body` in a
/// block of one index argument per dimension.
pub(super) fn generate(
    ctx: &mut Context,
    state: &mut OperationState,
    result_type: Type,
    extents: &[Value],
    body: BodyBuilder<'_>,
) {
    GenerateOp::build(ctx, state, result_type, extents);
    let rank = ods_runtime::ods::pred::rank(ctx, result_type).unwrap_or(0) as usize;
    let index = convert::index(ctx);
    let block = ctx.create_block(&vec![(index, state.loc); rank]);
    let region = state.regions[0];
    ctx.append_block(region, block);
    let args = ctx.block_args(block);
    body(ctx, OpBuilder::at_end(block), state.loc, &args);
}

/// `tensor.pad` of `source` by mixed low and high padding, its body
/// yielding `pad_value` when given.
pub(super) fn pad(
    ctx: &mut Context,
    state: &mut OperationState,
    (result_type, source): (Type, Value),
    (low, high): (&[FoldResult], &[FoldResult]),
    pad_value: Option<Value>,
    nofold: bool,
) {
    let (static_low, low) = dispatch(ctx, low);
    let (static_high, high) = dispatch(ctx, high);
    pad_parts(
        ctx,
        state,
        (result_type, source),
        [static_low, static_high],
        [&low, &high],
        nofold,
    );
    let Some(value) = pad_value else {
        return;
    };
    let rank = static_rank(ctx, source);
    let index = convert::index(ctx);
    let block = ctx.create_block(&vec![(index, state.loc); rank]);
    ctx.append_block(state.regions[0], block);
    let mut yield_state = YieldOp::state(ctx, state.loc);
    YieldOp::build(ctx, &mut yield_state, value);
    OpBuilder::at_end(block).insert(ctx, yield_state);
}

fn static_rank(ctx: &Context, value: Value) -> usize {
    super::shape::rank_of(ctx, value)
}

/// `tensor.pad` from its static entries and operands.
pub(super) fn pad_parts(
    ctx: &mut Context,
    state: &mut OperationState,
    (result_type, source): (Type, Value),
    [static_low, static_high]: [Vec<i64>; 2],
    [low, high]: [&[Value]; 2],
    nofold: bool,
) {
    let nofold = if nofold {
        flags::Nofold::Yes
    } else {
        flags::Nofold::No
    };
    PadOp::build(
        ctx,
        state,
        result_type,
        source,
        low,
        high,
        static_low,
        static_high,
        nofold,
    );
}
