//! The verifiers of `VectorOps.cpp` (`hasVerifier`), with its messages.

use super::types::{quoted, shape_of, VectorParts};
use crate::vector::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::{self, DYNAMIC};
use ods_runtime::{Context, Type};

type Checked = Result<(), Diagnostic>;

/// MLIR's `kPoisonIndex`: a position that reads or writes poison.
pub(super) const POISON_INDEX: i64 = -1;

/// Whether `kind` combines elements of type `element` (MLIR's
/// `isSupportedCombiningKind`).
pub(super) fn is_supported_combining_kind(
    ctx: &Context,
    kind: CombiningKind,
    element: Type,
) -> bool {
    use CombiningKind::*;
    let int_or_index = pred::is_integer_type(ctx, element) || pred::is_index(ctx, element);
    match kind {
        ADD | MUL => int_or_index || pred::is_float_type(ctx, element),
        MINUI | MINSI | MAXUI | MAXSI | AND | OR | XOR => int_or_index,
        MINNUMF | MAXNUMF | MINIMUMF | MAXIMUMF => pred::is_float_type(ctx, element),
    }
}

/// `vector.reduction`: a 0-d or 1-d vector, and a kind its element type
/// supports.
pub(super) fn reduction(ctx: &Context, op: ReductionOp) -> Checked {
    let rank = shape_of(ctx, ctx.value_type(op.vector(ctx))).len();
    if rank > 1 {
        return Err(op.emit_op_error(ctx, format!("unsupported reduction rank: {rank}")));
    }
    let element = ctx.value_type(op.dest(ctx));
    let kind = op.kind(ctx);
    if !is_supported_combining_kind(ctx, kind, element) {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "unsupported reduction type '{}' for kind '{}'",
                quoted(ctx, element),
                kind.stringify()
            ),
        ));
    }
    Ok(())
}

/// `vector.multi_reduction`: the result is the source without its reduced
/// dimensions (the element type when all are reduced).
pub(super) fn multi_reduction(ctx: &Context, op: MultiDimReductionOp) -> Checked {
    let source_ty = ctx.value_type(op.source(ctx));
    let Some(source) = VectorParts::of(ctx, source_ty) else {
        return Ok(());
    };
    let dims = op.reduction_dims(ctx);
    let kept: Vec<usize> = (0..source.rank())
        .filter(|&d| !dims.contains(&(d as i64)))
        .collect();
    let dest = ctx.value_type(op.dest(ctx));
    let matches = if kept.is_empty() {
        dest == source.element
    } else {
        VectorParts::of(ctx, dest).is_some_and(|d| {
            d.element == source.element
                && d.shape == kept.iter().map(|&i| source.shape[i]).collect::<Vec<_>>()
                && d.scalable == kept.iter().map(|&i| source.scalable[i]).collect::<Vec<_>>()
        })
    };
    if matches {
        return Ok(());
    }
    Err(op.emit_op_error(
        ctx,
        format!(
            "destination type {} is incompatible with source type {}",
            quoted(ctx, dest),
            quoted(ctx, source_ty)
        ),
    ))
}

/// Whether `index` is in `[0, max)` or poison.
fn is_valid_index_or_poison(index: i64, max: i64) -> bool {
    index == POISON_INDEX || (0..max).contains(&index)
}

/// The checks `vector.extract` and `vector.insert` share of their
/// positions into `vector`: as many dynamic values as markers, no more
/// positions than dimensions, and each static one in range or poison.
fn positions(
    ctx: &Context,
    op: impl Op,
    (statics, dynamics): (&[i64], usize),
    vector: Type,
    dimension: &str,
) -> Checked {
    if statics.iter().filter(|&&p| p == DYNAMIC).count() != dynamics {
        return Err(op.emit_op_error(
            ctx,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding \
             dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    let shape = shape_of(ctx, vector);
    if statics.len() > shape.len() {
        return Err(op.emit_op_error(
            ctx,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    for (i, (&pos, &size)) in statics.iter().zip(&shape).enumerate() {
        if pos != DYNAMIC && !is_valid_index_or_poison(pos, size) {
            return Err(op.emit_op_error(
                ctx,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the \
                     corresponding {dimension}",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

/// `vector.extract`: a scalar rather than a 0-d vector, and valid
/// positions.
pub(super) fn extract(ctx: &Context, op: ExtractOp) -> Checked {
    let result = ctx.value_type(ctx.result(op.id(), 0));
    if VectorParts::of(ctx, result).is_some_and(|r| r.rank() == 0) {
        return Err(Diagnostic::error(
            ctx.op_loc(op.id()),
            "expected a scalar instead of a 0-d vector as the result type",
        ));
    }
    let source = ctx.value_type(op.source(ctx));
    let statics = op.static_position(ctx);
    let dimension = "vector dimension or poison (-1)";
    positions(
        ctx,
        op,
        (&statics, op.dynamic_position(ctx).len()),
        source,
        dimension,
    )
}

/// `vector.insert`: a scalar rather than a 0-d vector, a position that
/// leaves the value's rank, and valid positions.
pub(super) fn insert(ctx: &Context, op: InsertOp) -> Checked {
    let value_ty = ctx.value_type(op.value_to_store(ctx));
    if VectorParts::of(ctx, value_ty).is_some_and(|v| v.rank() == 0) {
        return Err(Diagnostic::error(
            ctx.op_loc(op.id()),
            "expected a scalar instead of a 0-d vector as the source operand",
        ));
    }
    let dest = ctx.value_type(op.dest(ctx));
    let statics = op.static_position(ctx);
    let dest_rank = shape_of(ctx, dest).len();
    let value_rank = shape_of(ctx, value_ty).len();
    if statics.len() > dest_rank {
        return Err(op.emit_op_error(
            ctx,
            "expected position attribute of rank no greater than dest vector rank",
        ));
    }
    if value_rank > 0 && statics.len() + value_rank != dest_rank {
        return Err(op.emit_op_error(
            ctx,
            "expected position attribute rank + source rank to match dest vector rank",
        ));
    }
    if value_rank == 0 && statics.len() != dest_rank {
        return Err(op.emit_op_error(
            ctx,
            "expected position attribute rank to match the dest vector rank",
        ));
    }
    let dynamics = op.dynamic_position(ctx).len();
    positions(ctx, op, (&statics, dynamics), dest, "dest vector dimension")
}

/// `vector.broadcast`: the source broadcasts to the result (MLIR's
/// `isBroadcastableTo`).
pub(super) fn broadcast(ctx: &Context, op: BroadcastOp) -> Checked {
    let source = ctx.value_type(op.source(ctx));
    let result = ctx.value_type(op.vector(ctx));
    match broadcastable(ctx, source, result) {
        Broadcast::Success => Ok(()),
        Broadcast::SourceRankHigher => {
            Err(op.emit_op_error(ctx, "source rank higher than destination rank"))
        }
        Broadcast::DimensionMismatch(from, to) => {
            Err(op.emit_op_error(ctx, format!("dimension mismatch ({from} vs. {to})")))
        }
        Broadcast::SourceTypeNotAVector => {
            Err(op.emit_op_error(ctx, "source type is not a vector"))
        }
    }
}

/// Whether a type broadcasts to a vector (MLIR's
/// `BroadcastableToResult`).
pub(super) enum Broadcast {
    Success,
    SourceRankHigher,
    DimensionMismatch(String, String),
    SourceTypeNotAVector,
}

/// Whether `source` broadcasts to the vector `dest`: a scalar of its
/// element type, or a vector whose trailing dimensions are 1 or match
/// (MLIR's `isBroadcastableTo`).
pub(super) fn broadcastable(ctx: &Context, source: Type, dest: Type) -> Broadcast {
    let Some(d) = VectorParts::of(ctx, dest) else {
        return Broadcast::SourceTypeNotAVector;
    };
    let Some(s) = VectorParts::of(ctx, source) else {
        return if source == d.element {
            Broadcast::Success
        } else {
            Broadcast::SourceTypeNotAVector
        };
    };
    if s.rank() > d.rank() {
        return Broadcast::SourceRankHigher;
    }
    if s.element != d.element {
        return Broadcast::SourceTypeNotAVector;
    }
    let lead = d.rank() - s.rank();
    for i in 0..s.rank() {
        let (from, to) = (s.shape[i], d.shape[lead + i]);
        let (from_scalable, to_scalable) = (s.scalable[i], d.scalable[lead + i]);
        if (from == 1 && !from_scalable) || (from == to && from_scalable == to_scalable) {
            continue;
        }
        let show = |size: i64, scalable: bool| {
            if scalable {
                format!("[{size}]")
            } else {
                size.to_string()
            }
        };
        return Broadcast::DimensionMismatch(show(from, from_scalable), show(to, to_scalable));
    }
    Broadcast::Success
}

/// `vector.shape_cast`: as many elements, of the same type, and as many
/// scalable dimensions.
pub(super) fn shape_cast(ctx: &Context, op: ShapeCastOp) -> Checked {
    let (source_ty, result_ty) = (
        ctx.value_type(op.source(ctx)),
        ctx.value_type(ctx.result(op.id(), 0)),
    );
    let (Some(source), Some(result)) = (
        VectorParts::of(ctx, source_ty),
        VectorParts::of(ctx, result_ty),
    ) else {
        return Ok(());
    };
    if source.element != result.element {
        return Err(op.emit_op_error(ctx, "has different source and result element types"));
    }
    if source.num_elements() != result.num_elements() {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "has different number of elements at source ({}) and result ({})",
                source.num_elements(),
                result.num_elements()
            ),
        ));
    }
    let scalable = |p: &VectorParts| p.scalable.iter().filter(|&&s| s).count();
    if scalable(&source) != scalable(&result) {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "has different number of scalable dims at source ({}) and result ({})",
                scalable(&source),
                scalable(&result)
            ),
        ));
    }
    Ok(())
}

/// `vector.bitcast`: the same shape but the trailing dimension, and as
/// many bits.
pub(super) fn bitcast(ctx: &Context, op: BitCastOp) -> Checked {
    let (source_ty, result_ty) = (
        ctx.value_type(op.source(ctx)),
        ctx.value_type(ctx.result(op.id(), 0)),
    );
    let (Some(source), Some(result)) = (
        VectorParts::of(ctx, source_ty),
        VectorParts::of(ctx, result_ty),
    ) else {
        return Ok(());
    };
    if source.rank() != result.rank() {
        return Err(op.emit_op_error(ctx, "op source and result rank mismatch"));
    }
    let rank = source.rank();
    if let Some(i) = (0..rank.saturating_sub(1)).find(|&i| source.shape[i] != result.shape[i]) {
        return Err(op.emit_op_error(ctx, format!("dimension size mismatch at: {i}")));
    }
    let width =
        |p: &VectorParts| super::types::layout_bit_width(ctx, p.element).unwrap_or(0) as i64;
    if rank == 0 {
        if width(&source) != width(&result) {
            return Err(op.emit_op_error(
                ctx,
                "source/result bitwidth of the 0-D vector element types must be equal",
            ));
        }
    } else if width(&source) * source.shape[rank - 1] != width(&result) * result.shape[rank - 1] {
        return Err(op.emit_op_error(
            ctx,
            "source/result bitwidth of the minor 1-D vectors must be equal",
        ));
    }
    Ok(())
}

/// `vector.transpose`: a permutation of all the dimensions that gives the
/// result's shape.
pub(super) fn transpose(ctx: &Context, op: TransposeOp) -> Checked {
    let (source_ty, result_ty) = (
        ctx.value_type(op.vector(ctx)),
        ctx.value_type(ctx.result(op.id(), 0)),
    );
    let (Some(source), Some(result)) = (
        VectorParts::of(ctx, source_ty),
        VectorParts::of(ctx, result_ty),
    ) else {
        return Ok(());
    };
    let perm = op.permutation(ctx);
    if source.rank() != result.rank() {
        return Err(op.emit_op_error(
            ctx,
            "vector result rank mismatch: ".to_string() + &result.rank().to_string(),
        ));
    }
    if perm.len() != source.rank() {
        return Err(op.emit_op_error(
            ctx,
            format!("transposition length mismatch: {}", perm.len()),
        ));
    }
    let mut seen = vec![false; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= perm.len() {
            return Err(op.emit_op_error(ctx, format!("transposition index out of range: {p}")));
        }
        if seen[p as usize] {
            return Err(op.emit_op_error(ctx, format!("duplicate position index: {p}")));
        }
        seen[p as usize] = true;
        if source.shape[p as usize] != result.shape[i] {
            return Err(op.emit_op_error(ctx, format!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

/// `vector.constant_mask`: one size per dimension, each within its
/// dimension, and all zero if any is.
pub(super) fn constant_mask(ctx: &Context, op: ConstantMaskOp) -> Checked {
    let ty = ctx.value_type(ctx.result(op.id(), 0));
    let Some(parts) = VectorParts::of(ctx, ty) else {
        return Ok(());
    };
    let sizes = op.mask_dim_sizes(ctx);
    if parts.rank() == 0 {
        if sizes.len() != 1 {
            return Err(op.emit_op_error(ctx, "array attr must have length 1 for 0-D vectors"));
        }
        if !(0..=1).contains(&sizes[0]) {
            return Err(
                op.emit_op_error(ctx, "mask dim size must be either 0 or 1 for 0-D vectors")
            );
        }
        return Ok(());
    }
    if sizes.len() != parts.rank() {
        return Err(op.emit_op_error(
            ctx,
            "must specify array attr of size equal vector result rank",
        ));
    }
    for (i, (&size, &dim)) in sizes.iter().zip(&parts.shape).enumerate() {
        if size < 0 || size > dim {
            return Err(op.emit_op_error(
                ctx,
                "array attr of size out of bounds of vector result dimension size",
            ));
        }
        if parts.scalable[i] && size != 0 && size != dim {
            return Err(op.emit_op_error(
                ctx,
                "only supports 'none set' or 'all set' scalable dimensions",
            ));
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return Err(op.emit_op_error(ctx, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim"));
    }
    Ok(())
}

/// `vector.create_mask`: one operand per dimension (one for a 0-d mask).
pub(super) fn create_mask(ctx: &Context, op: CreateMaskOp) -> Checked {
    let ty = ctx.value_type(ctx.result(op.id(), 0));
    let rank = shape_of(ctx, ty).len();
    let operands = op.operands(ctx).len();
    if rank > 0 && operands != rank {
        return Err(op.emit_op_error(
            ctx,
            "must specify an operand for each result vector dimension",
        ));
    }
    if rank == 0 && operands != 1 {
        return Err(op.emit_op_error(ctx, "must specify exactly one operand for 0-D create_mask"));
    }
    Ok(())
}

/// `vector.outerproduct`: a 1-d left operand, a 1-d or scalar right one,
/// and a result of their outer product's shape, the left scalable only
/// when the right is.
pub(super) fn outer_product(ctx: &Context, op: OuterProductOp) -> Checked {
    let lhs = shape_of(ctx, ctx.value_type(op.lhs(ctx)));
    let rhs_ty = ctx.value_type(op.rhs(ctx));
    let result = shape_of(ctx, ctx.value_type(ctx.result(op.id(), 0)));
    if lhs.len() != 1 {
        return Err(op.emit_op_error(ctx, "expected 1-d vector for operand #1"));
    }
    match VectorParts::of(ctx, rhs_ty) {
        Some(rhs) => {
            if rhs.rank() != 1 {
                return Err(op.emit_op_error(ctx, "expected 1-d vector for operand #2"));
            }
            if result.len() != 2 {
                return Err(op.emit_op_error(ctx, "expected 2-d vector result"));
            }
            if lhs[0] != result[0] {
                return Err(op.emit_op_error(ctx, "expected #1 operand dim to match result dim #1"));
            }
            if rhs.shape[0] != result[1] {
                return Err(op.emit_op_error(ctx, "expected #2 operand dim to match result dim #2"));
            }
            let lhs_scalable = VectorParts::of(ctx, ctx.value_type(op.lhs(ctx)))
                .is_some_and(|l| l.scalable.iter().any(|&s| s));
            if lhs_scalable && !rhs.scalable.iter().any(|&s| s) {
                return Err(op.emit_op_error(
                    ctx,
                    "expected either both or only #2 operand dim to be scalable",
                ));
            }
        }
        None => {
            if result.len() != 1 {
                return Err(op.emit_op_error(ctx, "expected 1-d vector result"));
            }
            if lhs[0] != result[0] {
                return Err(op.emit_op_error(ctx, "expected #1 operand dim to match result dim #1"));
            }
        }
    }
    if let Some(acc) = op.acc(ctx) {
        if ctx.value_type(acc) != ctx.value_type(ctx.result(op.id(), 0)) {
            return Err(op.emit_op_error(ctx, "expected operand #3 of same type as result type"));
        }
    }
    let element = pred::element_type_or_self(ctx, ctx.value_type(ctx.result(op.id(), 0)));
    if !is_supported_combining_kind(ctx, op.kind(ctx), element) {
        return Err(op.emit_op_error(ctx, "unsupported outerproduct type"));
    }
    Ok(())
}

/// `vector.scan`: the reduction dimension within the source, and the
/// initial value of the source's shape without it.
pub(super) fn scan(ctx: &Context, op: ScanOp) -> Checked {
    let source = ctx.value_type(op.source(ctx));
    let shape = shape_of(ctx, source);
    let dim = op.reduction_dim(ctx);
    if dim as usize >= shape.len() {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "reduction dimension {dim} has to be less than {}",
                shape.len()
            ),
        ));
    }
    let initial = shape_of(ctx, ctx.value_type(op.initial_value(ctx)));
    if initial.len() + 1 != shape.len() {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "initial value rank {} has to be equal to {}",
                initial.len(),
                shape.len() - 1
            ),
        ));
    }
    let expected = shape
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != dim as usize)
        .map(|(_, &d)| d);
    if !initial.iter().copied().eq(expected) {
        return Err(op.emit_op_error(ctx, "incompatible input/initial value shapes"));
    }
    let element = pred::element_type_or_self(ctx, source);
    if !is_supported_combining_kind(ctx, op.kind(ctx), element) {
        return Err(op.emit_op_error(
            ctx,
            format!(
                "unsupported reduction type '{}' for kind '{}'",
                super::types::quoted(ctx, element).trim_matches('\''),
                op.kind(ctx).stringify()
            ),
        ));
    }
    Ok(())
}

/// `vector.shuffle`: operands of the same rank and trailing shape, and
/// each mask entry an element of either or poison.
pub(super) fn shuffle(ctx: &Context, op: ShuffleOp) -> Checked {
    let v1 = shape_of(ctx, ctx.value_type(op.v1(ctx)));
    let v2 = shape_of(ctx, ctx.value_type(op.v2(ctx)));
    let result = shape_of(ctx, ctx.value_type(ctx.result(op.id(), 0)));
    let zero_d = v1.is_empty() && v2.is_empty() && result.len() == 1;
    if !zero_d && (v1.len() != result.len() || v2.len() != result.len()) {
        return Err(op.emit_op_error(ctx, "rank mismatch"));
    }
    if (1..v1.len()).any(|r| result[r] != v1[r] || v1[r] != v2[r]) {
        return Err(op.emit_op_error(ctx, "dimension mismatch"));
    }
    let mask = op.mask(ctx);
    if mask.is_empty() {
        return Err(op.emit_op_error(ctx, "invalid mask length"));
    }
    if result.first().copied().unwrap_or(0) != mask.len() as i64 {
        return Err(op.emit_op_error(ctx, "mask length mismatch"));
    }
    let total = v1.first().copied().unwrap_or(1) + v2.first().copied().unwrap_or(1);
    for (i, &m) in mask.iter().enumerate() {
        if !is_valid_index_or_poison(m, total) {
            return Err(op.emit_op_error(ctx, format!("mask index #{} out of range", i + 1)));
        }
    }
    Ok(())
}

/// `vector.type_cast`: memrefs of the identity layout in the same memory
/// space, of the same scalar type, whose shapes joined with those of
/// their vector elements are equal.
pub(super) fn type_cast(ctx: &Context, op: TypeCastOp) -> Checked {
    let source = ctx.value_type(op.memref(ctx));
    let result = ctx.value_type(op.result(ctx));
    let parts = |ty: Type| match ctx.type_kind(ty) {
        ods_runtime::TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some((shape.to_vec(), *element, *layout, *memory_space)),
        _ => None,
    };
    let (Some(s), Some(r)) = (parts(source), parts(result)) else {
        return Ok(());
    };
    if s.2.is_some() {
        return Err(op.emit_op_error(ctx, "expects operand to be a memref with identity layout"));
    }
    if r.2.is_some() {
        return Err(op.emit_op_error(ctx, "expects result to be a memref with identity layout"));
    }
    if s.3 != r.3 {
        return Err(op.emit_op_error(ctx, "expects result in same memory space"));
    }
    let scalar = |element: Type| super::types::element_of(ctx, element);
    let shown = super::types::quoted(ctx, result);
    if scalar(s.1) != scalar(r.1) {
        return Err(op.emit_op_error(
            ctx,
            format!("expects result and operand with same underlying scalar type: {shown}"),
        ));
    }
    let joined = |(shape, element): (Vec<Option<i64>>, Type)| {
        let mut all: Vec<Option<i64>> = shape;
        all.extend(shape_of(ctx, element).into_iter().map(Some));
        all
    };
    if joined((s.0, s.1)) != joined((r.0, r.1)) {
        return Err(op.emit_op_error(
            ctx,
            format!("expects concatenated result and operand shapes to be equal: {shown}"),
        ));
    }
    Ok(())
}
