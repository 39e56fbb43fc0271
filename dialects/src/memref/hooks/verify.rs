//! The verifiers of `memref`'s ops, with MLIR's messages (`MemRefOps.cpp`):
//! `emitOpError` messages start with the op's name, `emitError` ones do not.

use super::dma::DmaOperands;
use super::layout::{has_identity_layout, memory_space_of, strides_and_offset, MemRefParts};
use crate::memref::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::{op_error, type_text, Op};
use ods_runtime::ods::pred::{element_type, is_float_type, is_index, is_integer_type, DYNAMIC};
use ods_runtime::registry::Traits;
use ods_runtime::{Context, OpId, Type, Value};

pub(super) type Check = Result<(), Diagnostic>;

/// An error at `op` without its name (MLIR's `emitError`).
pub(super) fn plain_error(ctx: &Context, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), message)
}

fn fail(ctx: &Context, op: OpId, message: impl std::fmt::Display) -> Check {
    Err(op_error(ctx, op, message))
}

/// The parts of a memref operand or result the constraints checked.
fn parts(ctx: &Context, value: Value) -> MemRefParts {
    let ty = ctx.value_type(value);
    MemRefParts::of(ctx, ty).unwrap_or(MemRefParts {
        shape: Vec::new(),
        element: ty,
        layout: None,
        memory_space: None,
    })
}

/// The symbols of a layout's map.
/// A strided layout's map has a symbol for each dynamic entry (MLIR's
/// `makeStridedLinearLayoutMap`); an identity layout has none.
fn layout_symbols(ctx: &Context, parts: &MemRefParts) -> usize {
    if super::layout::is_identity_layout(ctx, parts.layout) {
        return 0;
    }
    match parts.layout.map(|l| ctx.attr_kind(l)) {
        Some(ods_runtime::AttrKind::AffineMap { symbols, .. }) => *symbols as usize,
        Some(ods_runtime::AttrKind::StridedLayout { offset, strides }) => std::iter::once(offset)
            .chain(strides.iter())
            .filter(|&&s| s == DYNAMIC)
            .count(),
        _ => 0,
    }
}

/// `memref.alloc` and `memref.alloca`: one size per dynamic dimension, one
/// symbol per symbol of the layout map.
pub(super) fn alloc_like(
    ctx: &Context,
    op: OpId,
    result: Value,
    sizes: usize,
    symbols: usize,
) -> Check {
    let ty = parts(ctx, result);
    dynamic_sizes(ctx, op, sizes, ty.num_dynamic_dims())?;
    let expected = layout_symbols(ctx, &ty);
    if symbols != expected {
        return fail(
            ctx,
            op,
            format!("symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}"),
        );
    }
    Ok(())
}

/// As many size operands as dynamic dimensions (MLIR's
/// `verifyDynamicDimensionCount`).
fn dynamic_sizes(ctx: &Context, op: OpId, sizes: usize, dynamic: usize) -> Check {
    if sizes != dynamic {
        return fail(
            ctx,
            op,
            format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
        );
    }
    Ok(())
}

/// Whether an op around `op` frees its stack allocations.
pub(super) fn has_allocation_scope(ctx: &Context, op: OpId) -> bool {
    let mut parent = ctx.parent_op(op);
    while let Some(p) = parent {
        let traits = ctx.registry.traits(ctx.op_name(p));
        if traits.is_some_and(|t| t.contains(Traits::AUTOMATIC_ALLOCATION_SCOPE)) {
            return true;
        }
        parent = ctx.parent_op(p);
    }
    false
}

pub(super) fn alloca(ctx: &Context, op: AllocaOp) -> Check {
    if !has_allocation_scope(ctx, op.id()) {
        return fail(
            ctx,
            op.id(),
            "requires an ancestor op with AutomaticAllocationScope trait",
        );
    }
    let (sizes, symbols) = (op.dynamic_sizes(ctx).len(), op.symbol_operands(ctx).len());
    alloc_like(ctx, op.id(), op.memref(ctx), sizes, symbols)
}

pub(super) fn realloc(ctx: &Context, op: ReallocOp) -> Check {
    let id = op.id();
    let (source, result) = (
        ctx.value_type(op.source(ctx)),
        ctx.value_type(ctx.result(id, 0)),
    );
    let error = |m: String| Err(plain_error(ctx, id, m));
    let (s, r) = (type_text(ctx, source), type_text(ctx, result));
    if !has_identity_layout(ctx, source) {
        return error(format!("unsupported layout for source memref type {s}"));
    }
    if !has_identity_layout(ctx, result) {
        return error(format!("unsupported layout for result memref type {r}"));
    }
    if memory_space_of(ctx, source) != memory_space_of(ctx, result) {
        return error(format!("different memory spaces specified for source memref type {s} and result memref type {r}"));
    }
    if element_type(ctx, source) != element_type(ctx, result) {
        return error(format!("different element types specified for source memref type {s} and result memref type {r}"));
    }
    let dynamic = parts(ctx, ctx.result(id, 0)).num_dynamic_dims() > 0;
    match (dynamic, op.dynamic_result_size(ctx).is_some()) {
        (true, false) => error(format!("missing dimension operand for result type {r}")),
        (false, true) => error(format!("unnecessary dimension operand for result type {r}")),
        _ => Ok(()),
    }
}

pub(super) fn distinct_objects(ctx: &Context, op: DistinctObjectsOp) -> Check {
    let id = op.id();
    let operands = ctx.value_types(ctx.operands(id));
    if operands != ctx.value_types(ctx.results(id)) {
        return fail(ctx, id, "operand types and result types must match");
    }
    if operands.is_empty() {
        return fail(ctx, id, "expected at least one operand");
    }
    Ok(())
}

/// `memref.dma_start`: memrefs where the ranks put them, index-typed
/// indices, sizes and strides.
pub(super) fn dma_start(ctx: &Context, op: DmaStartOp) -> Check {
    let id = op.id();
    let operands = ctx.operands(id);
    let count = operands.len();
    if count < 4 {
        return fail(ctx, id, "expected at least 4 operands");
    }
    let layout = DmaOperands::of(ctx, id);
    let ty = |i: usize| ctx.value_type(operands[i]);
    let memref = |i: usize| MemRefParts::of(ctx, ty(i)).is_some();
    let all_index = |r: std::ops::Range<usize>| {
        operands[r]
            .iter()
            .all(|&v| is_index(ctx, ctx.value_type(v)))
    };
    if !memref(layout.source) {
        return fail(ctx, id, "expected source to be of memref type");
    }
    if count < layout.dest + 3 {
        return fail(
            ctx,
            id,
            format!("expected at least {} operands", layout.dest + 3),
        );
    }
    if !all_index(layout.source_indices()) {
        return fail(ctx, id, "expected source indices to be of index type");
    }
    if !memref(layout.dest) {
        return fail(ctx, id, "expected destination to be of memref type");
    }
    let mut expected = layout.tag + 1;
    if count < expected {
        return fail(ctx, id, format!("expected at least {expected} operands"));
    }
    if !all_index(layout.dest_indices()) {
        return fail(ctx, id, "expected destination indices to be of index type");
    }
    if !is_index(ctx, ty(layout.num_elements())) {
        return fail(ctx, id, "expected num elements to be of index type");
    }
    if !memref(layout.tag) {
        return fail(ctx, id, "expected tag to be of memref type");
    }
    expected += layout.tag_rank;
    if count < expected {
        return fail(ctx, id, format!("expected at least {expected} operands"));
    }
    if !all_index(layout.tag_indices()) {
        return fail(ctx, id, "expected tag indices to be of index type");
    }
    if count != expected && count != expected + 2 {
        return fail(ctx, id, "incorrect number of operands");
    }
    if count == expected + 2 && !all_index(expected..count) {
        return fail(
            ctx,
            id,
            "expected stride and num elements per stride to be of type index",
        );
    }
    Ok(())
}

pub(super) fn dma_wait(ctx: &Context, op: DmaWaitOp) -> Check {
    let (indices, rank) = (op.tag_indices(ctx).len(), op.tag_mem_ref_rank(ctx));
    if indices != rank {
        return fail(
            ctx,
            op.id(),
            format!("expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {indices}"),
        );
    }
    Ok(())
}

pub(super) fn generic_atomic_rmw(ctx: &Context, op: GenericAtomicRMWOp) -> Check {
    let id = op.id();
    let body = op.atomic_body(ctx);
    let args = ctx
        .blocks(body)
        .first()
        .map_or_else(Vec::new, |&b| ctx.block_args(b));
    if args.len() != 1 {
        return fail(ctx, id, "expected single number of entry block arguments");
    }
    if ctx.value_type(ctx.result(op.id(), 0)) != ctx.value_type(args[0]) {
        return fail(
            ctx,
            id,
            "expected block argument of the same type result type",
        );
    }
    let mut impure = None;
    for &block in ctx.blocks(body) {
        for nested in ctx.block_ops(block) {
            ctx.walk(nested, ods_runtime::WalkOrder::PreOrder, &mut |o| {
                if impure.is_none() && !ods_runtime::rewrite::effects::is_memory_effect_free(ctx, o)
                {
                    impure = Some(o);
                }
            });
        }
    }
    match impure {
        Some(o) => Err(plain_error(
            ctx,
            o,
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        )),
        None => Ok(()),
    }
}

pub(super) fn atomic_yield(ctx: &Context, op: AtomicYieldOp) -> Check {
    let id = op.id();
    let result = ctx.value_type(op.result(ctx));
    let parent = ctx
        .parent_op(id)
        .and_then(|p| ctx.results(p).first().map(|&r| ctx.value_type(r)));
    match parent {
        Some(parent) if parent != result => fail(
            ctx,
            id,
            format!(
                "types mismatch between yield op: '{}' and its parent: '{}'",
                ods_runtime::asm::printer::type_to_string(ctx, result),
                ods_runtime::asm::printer::type_to_string(ctx, parent)
            ),
        ),
        _ => Ok(()),
    }
}

/// The shape text MLIR prints for an `ArrayRef<int64_t>`: `2, 3`.
fn shape_text(shape: &[i64]) -> String {
    let items: Vec<String> = shape.iter().map(i64::to_string).collect();
    items.join(", ")
}

pub(super) fn global(ctx: &Context, op: GlobalOp) -> Check {
    let id = op.id();
    let ty: Type = op.r#type(ctx);
    let memref = MemRefParts::of(ctx, ty).filter(|p| p.num_dynamic_dims() == 0);
    let Some(memref) = memref else {
        return fail(
            ctx,
            id,
            format!(
                "type should be static shaped memref, but got {}",
                type_text(ctx, ty)
            ),
        );
    };
    let Some(value) = op.initial_value_attr(ctx) else {
        return Ok(());
    };
    let unit = ods_runtime::ods::pred::is_unit_attr(ctx, value);
    if !unit && !ods_runtime::ods::pred::is_elements_attr(ctx, value) {
        let text = ods_runtime::asm::printer::attr_to_string(ctx, value);
        return fail(
            ctx,
            id,
            format!("initial value should be a unit or elements attribute, but got {text}"),
        );
    }
    if unit {
        return Ok(());
    }
    let Some(tensor) = ods_runtime::ods::pred::attr_type(ctx, value) else {
        return Ok(());
    };
    let element = element_type(ctx, tensor).unwrap_or(tensor);
    if element != memref.element {
        return fail(
            ctx,
            id,
            format!(
                "initial value element expected to be of type {}, but was of type {}",
                type_text(ctx, memref.element),
                type_text(ctx, element)
            ),
        );
    }
    let shape = ods_runtime::ods::pred::shape(ctx, tensor).unwrap_or_default();
    if shape != memref.shape {
        return fail(
            ctx,
            id,
            format!(
                "initial value shape expected to be {} but was {}",
                shape_text(&memref.shape),
                shape_text(&shape)
            ),
        );
    }
    Ok(())
}

/// `memref.load`, `memref.store`, `memref.prefetch` and
/// `memref.atomic_rmw`: one index per dimension.
pub(super) fn indices_match_rank(
    ctx: &Context,
    op: OpId,
    memref: Value,
    indices: usize,
    message: &str,
) -> Check {
    let rank = parts(ctx, memref).shape.len();
    if indices != rank {
        return fail(
            ctx,
            op,
            message
                .replace("{rank}", &rank.to_string())
                .replace("{count}", &indices.to_string()),
        );
    }
    Ok(())
}

pub(super) fn atomic_rmw(ctx: &Context, op: AtomicRMWOp) -> Check {
    let id = op.id();
    let message = "expects the number of subscripts to be equal to memref rank";
    indices_match_rank(ctx, id, op.memref(ctx), op.indices(ctx).len(), message)?;
    use crate::arith::AtomicRMWKind as K;
    let kind = op.kind(ctx);
    let ty = ctx.value_type(op.value(ctx));
    let name = kind.stringify();
    match kind {
        K::Addf | K::Maximumf | K::Minimumf | K::Mulf if !is_float_type(ctx, ty) => fail(
            ctx,
            id,
            format!("with kind '{name}' expects a floating-point type"),
        ),
        K::Addi | K::Maxs | K::Maxu | K::Mins | K::Minu | K::Muli | K::Ori | K::Xori | K::Andi
            if !is_integer_type(ctx, ty) =>
        {
            fail(
                ctx,
                id,
                format!("with kind '{name}' expects an integer type"),
            )
        }
        _ => Ok(()),
    }
}

pub(super) fn reshape(ctx: &Context, op: ReshapeOp) -> Check {
    let id = op.id();
    let (source, result) = (
        ctx.value_type(op.source(ctx)),
        ctx.value_type(ctx.result(op.id(), 0)),
    );
    if element_type(ctx, source) != element_type(ctx, result) {
        return fail(
            ctx,
            id,
            "element types of source and destination memref types should be the same",
        );
    }
    if MemRefParts::of(ctx, source).is_some() && !has_identity_layout(ctx, source) {
        return fail(
            ctx,
            id,
            "source memref type should have identity affine map",
        );
    }
    let shape_size = parts(ctx, op.shape(ctx))
        .shape
        .first()
        .copied()
        .unwrap_or(DYNAMIC);
    if let Some(result_parts) = MemRefParts::of(ctx, result) {
        if result_parts.layout.is_some() {
            return fail(
                ctx,
                id,
                "result memref type should have identity affine map",
            );
        }
        if shape_size == DYNAMIC {
            return fail(ctx, id, "cannot use shape operand with dynamic length to reshape to statically-ranked memref type");
        }
        if shape_size != result_parts.shape.len() as i64 {
            return fail(
                ctx,
                id,
                "length of shape operand differs from the result's memref rank",
            );
        }
    }
    Ok(())
}

pub(super) fn view(ctx: &Context, op: ViewOp) -> Check {
    let id = op.id();
    let (base, view) = (
        ctx.value_type(op.source(ctx)),
        ctx.value_type(ctx.result(op.id(), 0)),
    );
    let error = |m: String| Err(plain_error(ctx, id, m));
    if !has_identity_layout(ctx, base) {
        return error(format!(
            "unsupported map for base memref type {}",
            type_text(ctx, base)
        ));
    }
    if !has_identity_layout(ctx, view) {
        return error(format!(
            "unsupported map for result memref type {}",
            type_text(ctx, view)
        ));
    }
    if memory_space_of(ctx, base) != memory_space_of(ctx, view) {
        return error(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            type_text(ctx, base),
            type_text(ctx, view)
        ));
    }
    dynamic_sizes(
        ctx,
        id,
        op.sizes(ctx).len(),
        parts(ctx, ctx.result(op.id(), 0)).num_dynamic_dims(),
    )
}

/// `memref.transpose`: a permutation of the input's rank, and a result of
/// the permuted sizes and strides.
pub(super) fn transpose(ctx: &Context, op: TransposeOp) -> Check {
    let id = op.id();
    let map = op.permutation_attr(ctx);
    let Some(order) = super::layout::permutation_of(ctx, map) else {
        return fail(ctx, id, "expected a permutation map");
    };
    let input = ctx.value_type(op.r#in(ctx));
    let Some(source) = MemRefParts::of(ctx, input) else {
        return Ok(());
    };
    if order.len() != source.shape.len() {
        return fail(
            ctx,
            id,
            "expected a permutation map of same rank as the input",
        );
    }
    let result = ctx.value_type(ctx.result(op.id(), 0));
    let pick = |values: &[i64]| order.iter().map(|&i| values[i]).collect::<Vec<_>>();
    let expected = strides_and_offset(ctx, input).map(|(s, o)| (pick(&s), o));
    let result_parts = MemRefParts::of(ctx, result);
    let same = result_parts.as_ref().is_some_and(|r| {
        r.shape == pick(&source.shape)
            && r.element == source.element
            && r.memory_space == source.memory_space
    }) && expected.is_some()
        && strides_and_offset(ctx, result) == expected;
    if same {
        return Ok(());
    }
    let (strides, offset) = expected.unwrap_or_default();
    let canonical = MemRefParts {
        shape: pick(&source.shape),
        layout: None,
        ..source
    };
    fail(
        ctx,
        id,
        format!(
            "result type {} is not equivalent to the canonical transposed input type {}",
            type_text(ctx, result),
            canonical_strided_text(ctx, &canonical, &strides, offset)
        ),
    )
}

/// The text of `parts` with the layout of `strides` and `offset` in MLIR's
/// canonical form (`canonicalizeStridedLayout`): none for the contiguous
/// layout of its shape, else the affine map of the strided layout (MLIR's
/// `makeStridedLinearLayoutMap`), a symbol for each dynamic entry.
fn canonical_strided_text(
    ctx: &Context,
    parts: &MemRefParts,
    strides: &[i64],
    offset: i64,
) -> String {
    let mut layout = String::new();
    if offset != 0 || strides != super::layout::identity_strides(&parts.shape) {
        let (symbols, expr) = super::layout_map::strided_linear_map(strides, offset);
        let body = ods_runtime::asm::printer::affine_map_body_to_string(
            strides.len() as u32,
            symbols as u32,
            &[expr],
        );
        layout = format!(", affine_map<{body}>");
    }
    super::layout::quoted_type_text(ctx, parts, &layout)
}
