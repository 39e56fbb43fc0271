//! The folders of `VectorOps.cpp` (`hasFolder`) written so far: the
//! no-op casts, chains folded in place, splat and poison constants, and
//! the constants extractions read (`fold_extract` has `vector.extract`).

use super::types::VectorParts;
use crate::vector::*;
use ods_runtime::ir::attrs::DenseData;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::{AttrKind, Attribute, BigInt, Context, FloatKind, OpId, Type, TypeKind, Value};

/// `source` when the op's result is of its type: a cast, broadcast or
/// extraction that changes nothing.
pub(super) fn same_type(ctx: &Context, source: Value, result: Value) -> Option<FoldResult> {
    (ctx.value_type(source) == ctx.value_type(result)).then_some(FoldResult::Value(source))
}

/// An in-place fold: the op's own result.
pub(super) fn in_place(ctx: &Context, op: impl Op) -> Option<FoldResult> {
    Some(FoldResult::Value(ctx.result(op.id(), 0)))
}

/// The op defining `value`, as `T`.
pub(super) fn defining<T: Op>(ctx: &Context, value: Value) -> Option<T> {
    let op = ctx.defining_op(value)?;
    (ctx.op_name_str(op) == T::NAME).then(|| T::from_id_unchecked(op))
}

/// Whether `attr` is `#ub.poison`.
pub(super) fn is_poison(ctx: &Context, attr: Option<Attribute>) -> bool {
    attr.is_some_and(|a| crate::ub::PoisonAttr::try_from(ctx, a).is_some())
}

/// `#ub.poison`.
pub(super) fn poison(ctx: &mut Context) -> Option<FoldResult> {
    Some(FoldResult::Attr(crate::ub::PoisonAttr::get(ctx).attr()))
}

/// The one value of a scalar integer or float constant, or of a splat
/// dense one.
pub(super) fn splat_data(ctx: &Context, attr: Attribute) -> Option<DenseData> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(DenseData::Ints(vec![value.clone()].into())),
        AttrKind::Float { bits, .. } => Some(DenseData::Floats(vec![*bits].into())),
        AttrKind::DenseElements { data, splat, .. } if *splat || data.len() == 1 => match data {
            DenseData::Ints(v) => Some(DenseData::Ints(vec![v[0].clone()].into())),
            DenseData::Floats(v) => Some(DenseData::Floats(vec![v[0]].into())),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `attr` is a dense splat (not a scalar).
pub(super) fn is_dense_splat(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::DenseElements { data, splat, .. } if *splat || data.len() == 1)
}

/// The splat of `data` as a constant of `ty`: a scalar attribute for a
/// scalar type, a dense splat for a vector.
pub(super) fn splat_constant(ctx: &mut Context, ty: Type, data: DenseData) -> Attribute {
    if VectorParts::of(ctx, ty).is_some() {
        return convert::dense_elements(ctx, ty, data);
    }
    match data {
        DenseData::Ints(v) => ctx.attr(AttrKind::Integer {
            ty,
            value: v[0].clone(),
        }),
        DenseData::Floats(v) => ctx.attr(AttrKind::Float { ty, bits: v[0] }),
        other => convert::dense_elements(ctx, ty, other),
    }
}

/// `vector.shape_cast`: of its own type, the source; of a shape cast,
/// that cast's source (in place); of an order-preserving transpose, the
/// transpose's source (in place); of a broadcast from the result type,
/// the broadcast's source; of a splat or poison, the same constant.
pub(super) fn shape_cast(
    ctx: &mut Context,
    op: ShapeCastOp,
    constant: Option<Attribute>,
) -> Option<FoldResult> {
    let (source, result) = (op.source(ctx), op.result(ctx));
    let result_ty = ctx.value_type(result);
    if ctx.value_type(source) == result_ty {
        return Some(FoldResult::Value(source));
    }
    if let Some(inner) = defining::<ShapeCastOp>(ctx, source) {
        let inner_source = inner.source(ctx);
        ctx.set_operand(op.id(), 0, inner_source);
        return in_place(ctx, op);
    }
    if let Some(transpose) = defining::<TransposeOp>(ctx, source) {
        if !is_order_preserving(ctx, transpose) {
            return None;
        }
        let inner_source = transpose.vector(ctx);
        ctx.set_operand(op.id(), 0, inner_source);
        return in_place(ctx, op);
    }
    if let Some(broadcast) = defining::<BroadcastOp>(ctx, source) {
        let inner_source = broadcast.source(ctx);
        if ctx.value_type(inner_source) == result_ty {
            return Some(FoldResult::Value(inner_source));
        }
    }
    if is_poison(ctx, constant) {
        return poison(ctx);
    }
    reshaped(ctx, constant?, result_ty)
}

/// Whether `transpose` only moves dimensions of size 1 (MLIR's
/// `isOrderPreserving`): the non-unit dimensions keep their order.
pub(super) fn is_order_preserving(ctx: &Context, transpose: TransposeOp) -> bool {
    let shape = super::types::shape_of(ctx, ctx.value_type(transpose.vector(ctx)));
    let scalable = VectorParts::of(ctx, ctx.value_type(transpose.vector(ctx))).map(|p| p.scalable);
    let scalable = scalable.unwrap_or_default();
    let mut last = None;
    for &p in &transpose.permutation(ctx) {
        let p = p as usize;
        if shape.get(p) == Some(&1) && !scalable.get(p).copied().unwrap_or(false) {
            continue;
        }
        if last.is_some_and(|l| p < l) {
            return false;
        }
        last = Some(p);
    }
    true
}

/// `vector.broadcast`: of its own type, the source; of a scalar or splat
/// constant, a splat of the result type; of poison, poison.
pub(super) fn broadcast(
    ctx: &mut Context,
    op: BroadcastOp,
    constant: Option<Attribute>,
) -> Option<FoldResult> {
    let (source, result) = (op.source(ctx), op.vector(ctx));
    let result_ty = ctx.value_type(result);
    if ctx.value_type(source) == result_ty {
        return Some(FoldResult::Value(source));
    }
    if let Some(inner) = defining::<BroadcastOp>(ctx, source) {
        let inner_source = inner.source(ctx);
        ctx.set_operand(op.id(), 0, inner_source);
        return in_place(ctx, op);
    }
    let constant = constant?;
    if is_poison(ctx, Some(constant)) {
        return poison(ctx);
    }
    let element = super::types::element_of(ctx, result_ty);
    if let AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } = ctx.attr_kind(constant) {
        if *ty != element {
            return None;
        }
    }
    let data = splat_data(ctx, constant)?;
    Some(FoldResult::Attr(convert::dense_elements(
        ctx, result_ty, data,
    )))
}

/// `vector.transpose`: of a splat or poison, the same constant of the
/// result type; keeping the type and the order of the elements (the
/// identity, or moving unit dimensions), its operand.
pub(super) fn transpose(
    ctx: &mut Context,
    op: TransposeOp,
    constant: Option<Attribute>,
) -> Option<FoldResult> {
    if let Some(splat) = constant.filter(|&c| is_dense_splat(ctx, c)) {
        let data = splat_data(ctx, splat)?;
        let ty = ctx.value_type(op.result(ctx));
        return Some(FoldResult::Attr(convert::dense_elements(ctx, ty, data)));
    }
    if is_poison(ctx, constant) {
        return poison(ctx);
    }
    let source = op.vector(ctx);
    if ctx.value_type(source) == ctx.value_type(op.result(ctx)) && is_order_preserving(ctx, op) {
        return Some(FoldResult::Value(source));
    }
    if let Some(inner) = defining::<TransposeOp>(ctx, op.vector(ctx)) {
        let (outer_perm, inner_perm) = (op.permutation(ctx), inner.permutation(ctx));
        let composed: Vec<i64> = outer_perm.iter().map(|&p| inner_perm[p as usize]).collect();
        let inner_source = inner.vector(ctx);
        if composed.iter().enumerate().all(|(i, &p)| p == i as i64) {
            return Some(FoldResult::Value(inner_source));
        }
        ctx.set_operand(op.id(), 0, inner_source);
        op.set_permutation(ctx, composed);
        return in_place(ctx, op);
    }
    None
}

/// `vector.bitcast`: of its own type, the source; of a bitcast from the
/// result type, that bitcast's source; of another bitcast, its source in
/// place; of a splat constant, the splat of its bits repeated (`f16` to
/// `f32`, or integers to a multiple of their width).
pub(super) fn bitcast(
    ctx: &mut Context,
    op: BitCastOp,
    constant: Option<Attribute>,
) -> Option<FoldResult> {
    let (source, result) = (op.source(ctx), op.result(ctx));
    let result_ty = ctx.value_type(result);
    if ctx.value_type(source) == result_ty {
        return Some(FoldResult::Value(source));
    }
    if let Some(inner) = defining::<BitCastOp>(ctx, source) {
        let inner_source = inner.source(ctx);
        if ctx.value_type(inner_source) == result_ty {
            return Some(FoldResult::Value(inner_source));
        }
        ctx.set_operand(op.id(), 0, inner_source);
        return in_place(ctx, op);
    }
    let constant = constant.filter(|&c| is_dense_splat(ctx, c))?;
    let from = super::types::element_of(ctx, ctx.value_type(source));
    let to = super::types::element_of(ctx, result_ty);
    let data = match (
        ctx.type_kind(from),
        ctx.type_kind(to),
        splat_data(ctx, constant)?,
    ) {
        (
            TypeKind::Float(FloatKind::F16),
            TypeKind::Float(FloatKind::F32),
            DenseData::Floats(v),
        ) => {
            let bits = v[0] & 0xffff;
            DenseData::Floats(vec![(bits << 16) | bits].into())
        }
        (
            &TypeKind::Integer { width: from, .. },
            &TypeKind::Integer {
                width: to,
                signedness,
            },
            DenseData::Ints(v),
        ) if to > from && to % from == 0 && to <= 128 => {
            let bits = v[0].wrap(from, false).low_i128() as u128;
            let repeated = (0..to / from).fold(0u128, |acc, _| acc.wrapping_shl(from) | bits);
            DenseData::Ints(vec![BigInt::from(repeated).to_int_type(to, signedness)].into())
        }
        _ => return None,
    };
    Some(FoldResult::Attr(convert::dense_elements(
        ctx, result_ty, data,
    )))
}

/// `vector.multi_reduction` of a 1-d source that reduces nothing: the
/// source.
pub(super) fn multi_reduction(ctx: &Context, op: MultiDimReductionOp) -> Option<FoldResult> {
    let source = op.source(ctx);
    let parts = VectorParts::of(ctx, ctx.value_type(source))?;
    (parts.rank() == 1 && !op.reduction_dims(ctx).contains(&0)).then_some(FoldResult::Value(source))
}

/// `vector.to_elements` of `vector.from_elements` of the same type: the
/// elements.
pub(super) fn to_elements(ctx: &Context, op: ToElementsOp) -> Option<Vec<FoldResult>> {
    let source = op.source(ctx);
    let from = defining::<FromElementsOp>(ctx, source)?;
    let elements = from.elements(ctx);
    let results = ctx.results(op.id());
    let same = elements.len() == results.len()
        && elements
            .iter()
            .zip(&results)
            .all(|(&e, &r)| ctx.value_type(e) == ctx.value_type(r));
    same.then(|| elements.into_iter().map(FoldResult::Value).collect())
}

/// `vector.from_elements` of the results of one `vector.to_elements` of
/// a vector of the same type, in order: that vector.
pub(super) fn from_elements(ctx: &Context, op: FromElementsOp) -> Option<FoldResult> {
    let elements = op.elements(ctx);
    let first = *elements.first()?;
    let producer: OpId = ctx.defining_op(first)?;
    let to = defining::<ToElementsOp>(ctx, first)?;
    let in_order = ctx.results(producer) == elements;
    let source = to.source(ctx);
    (in_order && ctx.value_type(source) == ctx.value_type(op.dest(ctx)))
        .then_some(FoldResult::Value(source))
}

/// The elements of a dense constant, row-major, if it is one (a splat
/// repeated `count` times).
pub(super) fn dense_elements(ctx: &Context, attr: Attribute, count: usize) -> Option<DenseData> {
    let AttrKind::DenseElements { data, splat, .. } = ctx.attr_kind(attr) else {
        return None;
    };
    let repeat = |n: usize| if *splat { count } else { n };
    match data {
        DenseData::Ints(v) if *splat => Some(DenseData::Ints(vec![v[0].clone(); repeat(1)].into())),
        DenseData::Floats(v) if *splat => Some(DenseData::Floats(vec![v[0]; repeat(1)].into())),
        DenseData::Ints(v) => Some(DenseData::Ints(v.clone())),
        DenseData::Floats(v) => Some(DenseData::Floats(v.clone())),
        _ => None,
    }
}

/// The elements `range` of `data`.
fn slice(data: &DenseData, range: std::ops::Range<usize>) -> Option<DenseData> {
    match data {
        DenseData::Ints(v) => Some(DenseData::Ints(v.get(range)?.into())),
        DenseData::Floats(v) => Some(DenseData::Floats(v.get(range)?.into())),
        _ => None,
    }
}

/// `vector.extract` of a dense constant at a static position: its
/// element, or the constant of the trailing vector there.
pub(super) fn extract_dense(
    ctx: &mut Context,
    op: ExtractOp,
    constant: Attribute,
) -> Option<FoldResult> {
    let position = op.static_position(ctx);
    let source = VectorParts::of(ctx, ctx.value_type(op.source(ctx)))?;
    if position
        .iter()
        .zip(&source.shape)
        .any(|(&p, &d)| p < 0 || p >= d)
    {
        return None;
    }
    let data = dense_elements(ctx, constant, source.num_elements() as usize)?;
    let inner: i64 = source.shape[position.len()..].iter().product();
    let flat = position
        .iter()
        .zip(&source.shape)
        .fold(0, |acc, (&p, &d)| acc * d + p);
    let start = (flat * inner) as usize;
    let part = slice(&data, start..start + inner as usize)?;
    let ty = ctx.value_type(op.result(ctx));
    Some(FoldResult::Attr(splat_constant_or_dense(ctx, ty, part)))
}

/// The constant of `ty` holding `data`: a scalar attribute for a scalar
/// type, else a dense one.
fn splat_constant_or_dense(ctx: &mut Context, ty: Type, data: DenseData) -> Attribute {
    if VectorParts::of(ctx, ty).is_some() {
        convert::dense_elements(ctx, ty, data)
    } else {
        splat_constant(ctx, ty, data)
    }
}

/// The dense constant `constant` with its elements as they are, of type
/// `ty` (a reshape).
fn reshaped(ctx: &mut Context, constant: Attribute, ty: Type) -> Option<FoldResult> {
    let count = VectorParts::of(ctx, ty)?.num_elements() as usize;
    let data = dense_elements(ctx, constant, count)?;
    Some(FoldResult::Attr(convert::dense_elements(ctx, ty, data)))
}

/// `vector.insert`: of a whole vector, that vector; constant indices
/// made static; at a poison position, poison; of a constant into a dense
/// constant, the new constant; into an insertion at the same position,
/// into that insertion's destination instead.
pub(super) fn insert(
    ctx: &mut Context,
    op: InsertOp,
    constants: (Option<Attribute>, Option<Attribute>),
) -> Option<FoldResult> {
    let (value, dest) = (op.value_to_store(ctx), op.dest(ctx));
    let mut position = op.static_position(ctx);
    if position.is_empty() && ctx.value_type(value) == ctx.value_type(op.result(ctx)) {
        return Some(FoldResult::Value(value));
    }
    let moved = super::fold_position::fold_constant_indices(ctx, op.id(), 2, &mut position, dest);
    if moved {
        op.set_static_position(ctx, position.clone());
    }
    if position.contains(&super::verify::POISON_INDEX) {
        return poison(ctx);
    }
    if let Some(folded) = super::fold_position::insert_into_dense(ctx, op, constants) {
        return Some(FoldResult::Attr(folded));
    }
    let same_position = defining::<InsertOp>(ctx, dest).filter(|inner| {
        inner.static_position(ctx) == position
            && inner.dynamic_position(ctx) == op.dynamic_position(ctx)
    });
    if let Some(inner) = same_position {
        let inner_dest = inner.dest(ctx);
        ctx.set_operand(op.id(), 1, inner_dest);
        return in_place(ctx, op);
    }
    moved.then(|| in_place(ctx, op)).flatten()
}

/// `vector.extract_strided_slice`: of its own type, the source; read
/// from a chain of inserted slices, in place; of a splat, the splat of
/// the result type; of another dense constant, the constant of its slice.
pub(super) fn extract_strided_slice(
    ctx: &mut Context,
    op: ExtractStridedSliceOp,
    constant: Option<Attribute>,
) -> Option<FoldResult> {
    let (source, result) = (op.source(ctx), ctx.result(op.id(), 0));
    if ctx.value_type(source) == ctx.value_type(result) {
        return Some(FoldResult::Value(source));
    }
    if super::fold_strided::from_insert_chain(ctx, op) {
        return in_place(ctx, op);
    }
    let constant = constant?;
    let ty = ctx.value_type(result);
    if is_dense_splat(ctx, constant) {
        let data = splat_data(ctx, constant)?;
        return Some(FoldResult::Attr(convert::dense_elements(ctx, ty, data)));
    }
    super::fold_strided::slice_of_dense(ctx, op, constant).map(FoldResult::Attr)
}

/// `vector.from_elements` of constants: the dense constant of them.
pub(super) fn from_elements_constant(
    ctx: &mut Context,
    op: FromElementsOp,
    constants: &[Option<Attribute>],
) -> Option<FoldResult> {
    let ty = ctx.value_type(op.dest(ctx));
    let element = super::types::element_of(ctx, ty);
    let int_width = match *ctx.type_kind(element) {
        TypeKind::Integer { width, signedness } => Some((width, signedness)),
        _ => None,
    };
    let mut ints = Vec::new();
    let mut floats = Vec::new();
    for c in constants {
        match (ctx.attr_kind((*c)?), int_width) {
            (AttrKind::Integer { value, .. }, Some((width, signedness))) => {
                ints.push(value.to_int_type(width, signedness))
            }
            (AttrKind::Integer { value, .. }, None) => ints.push(value.clone()),
            // A float into integers is its bit pattern.
            (AttrKind::Float { bits, .. }, Some((width, signedness))) => {
                ints.push(BigInt::from(*bits).to_int_type(width, signedness))
            }
            (AttrKind::Float { bits, .. }, None) => floats.push(*bits),
            _ => return None,
        }
    }
    let data = match (ints.is_empty(), floats.is_empty()) {
        (false, true) => DenseData::Ints(ints.into()),
        (true, false) => DenseData::Floats(floats.into()),
        _ => return None,
    };
    Some(FoldResult::Attr(convert::dense_elements(ctx, ty, data)))
}

/// `vector.constant_mask` setting every element or none: the splat
/// `true` or `false` of its type (a 0-d mask by its one size).
pub(super) fn constant_mask(ctx: &mut Context, op: ConstantMaskOp) -> Option<FoldResult> {
    let ty = ctx.value_type(ctx.result(op.id(), 0));
    let shape = super::types::shape_of(ctx, ty);
    let sizes = op.mask_dim_sizes(ctx);
    let value = if shape.is_empty() {
        *sizes.first()? == 1
    } else if sizes == shape {
        true
    } else if sizes.iter().all(|&s| s == 0) {
        false
    } else {
        return None;
    };
    Some(FoldResult::Attr(bool_splat(ctx, ty, value)))
}

/// The splat `true` or `false` of the `i1` vector type `ty`.
pub(super) fn bool_splat(ctx: &mut Context, ty: Type, value: bool) -> Attribute {
    let data = DenseData::Ints(vec![ods_runtime::BigInt::from(u128::from(value))].into());
    convert::dense_elements(ctx, ty, data)
}
