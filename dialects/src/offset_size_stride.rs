//! What the ops with mixed static and dynamic offsets, sizes and strides
//! share (`memref.subview`, `memref.reinterpret_cast`,
//! `tensor.extract_slice`, `tensor.insert_slice`, ...): the
//! `custom<DynamicIndexList>` directive, MLIR's
//! `verifyOffsetSizeAndStrideOp` and `verifyInBoundsSlice`, rank
//! reduction, and comparisons of mixed lists.

use ods_runtime::asm::dynamic_index_list as index_list;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::DYNAMIC;
use ods_runtime::{Attribute, Context, IrResult, OpId, Value};

/// `custom<DynamicIndexList>`: `[0, %i, 4]` into the dynamic operands and
/// the static `array<i64: ...>` attribute.
pub(crate) fn parse_dynamic_index_list(
    p: &mut OpAsmParser<'_, '_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Option<Attribute>,
) -> PResult<()> {
    let list = index_list::parse_dynamic_index_list(p, values)?;
    *integers = Some(convert::dense_i64_array(p.ctx(), &list));
    Ok(())
}

/// `custom<DynamicIndexList>`, printed.
pub(crate) fn print_dynamic_index_list(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    values: &[Value],
    integers: Attribute,
) -> IrResult<()> {
    let list = convert::dense_array_vec::<i64>(p.ctx(), integers);
    index_list::print_dynamic_index_list(p, values, &list);
    Ok(())
}

/// The static lists and dynamic operands of an op with offsets, sizes and
/// strides.
pub(crate) struct Mixed {
    pub offsets: (Vec<i64>, Vec<Value>),
    pub sizes: (Vec<i64>, Vec<Value>),
    pub strides: (Vec<i64>, Vec<Value>),
}

/// An error at `op` without its name (MLIR's `emitError`).
fn plain_error(ctx: &Context, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), message)
}

/// MLIR's `verifyOffsetSizeAndStrideOp`: as many operands as dynamic
/// entries, ranks that agree and fit `max_ranks`, no negative offset or
/// size.
pub(crate) fn verify_offset_size_and_stride(
    ctx: &Context,
    op: OpId,
    mixed: &Mixed,
    max_ranks: [usize; 3],
) -> Result<(), Diagnostic> {
    let error = |m: String| Err(plain_error(ctx, op, m));
    let lists = [
        ("offsets", &mixed.offsets),
        ("sizes", &mixed.sizes),
        ("strides", &mixed.strides),
    ];
    for (name, (statics, values)) in [lists[1], lists[2], lists[0]] {
        let dynamic = statics.iter().filter(|&&s| s == DYNAMIC).count();
        if values.len() != dynamic {
            return error(format!(
                "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({} vs {dynamic})",
                values.len()
            ));
        }
    }
    let (offsets, sizes, strides) = (
        mixed.offsets.0.len(),
        mixed.sizes.0.len(),
        mixed.strides.0.len(),
    );
    if !(offsets == 1 && max_ranks[0] == 1) && offsets != sizes {
        return error(format!(
            "expected mixed offsets rank to match mixed sizes rank ({offsets} vs {sizes}) so the rank of the result type is well-formed."
        ));
    }
    if sizes != strides {
        return error(format!(
            "expected mixed sizes rank to match mixed strides rank ({sizes} vs {strides}) so the rank of the result type is well-formed."
        ));
    }
    for (name, count, max) in [
        ("offset", offsets, max_ranks[0]),
        ("size", sizes, max_ranks[1]),
        ("stride", strides, max_ranks[2]),
    ] {
        if count != max {
            return error(format!("expected {max} {name} values, got {count}"));
        }
    }
    if let Some(o) = mixed.offsets.0.iter().find(|&&o| o < 0 && o != DYNAMIC) {
        return error(format!("expected offsets to be non-negative, but got {o}"));
    }
    if let Some(s) = mixed.sizes.0.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return error(format!("expected sizes to be non-negative, but got {s}"));
    }
    Ok(())
}

/// MLIR's `verifyInBoundsSlice`: static offsets inside the static source
/// dimensions, and the last element of each static slice too.
pub(crate) fn in_bounds(
    ctx: &Context,
    op: OpId,
    shape: &[i64],
    mixed: &Mixed,
) -> Result<(), Diagnostic> {
    match out_of_bounds(shape, &mixed.offsets.0, &mixed.sizes.0, &mixed.strides.0) {
        Some(message) => Err(plain_error(ctx, op, message)),
        None => Ok(()),
    }
}

/// Whether a slice of these static entries stays inside `shape`.
pub(crate) fn in_bounds_static(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> bool {
    out_of_bounds(shape, offsets, sizes, strides).is_none()
}

/// What leaves the source, if anything (MLIR's messages).
fn out_of_bounds(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<String> {
    for (i, &dim) in shape.iter().enumerate() {
        let offset = offsets.get(i).copied().unwrap_or(DYNAMIC);
        if dim == DYNAMIC || offset == DYNAMIC {
            continue;
        }
        if offset >= dim {
            return Some(format!("offset {i} is out-of-bounds: {offset} >= {dim}"));
        }
        let (size, stride) = (
            sizes.get(i).copied().unwrap_or(DYNAMIC),
            strides.get(i).copied().unwrap_or(DYNAMIC),
        );
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = offset.saturating_add((size - 1).saturating_mul(stride));
        if last >= dim {
            return Some(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    None
}

/// Which dimensions of `original` a shape `reduced` leaves out, dropping
/// only 1s (MLIR's `computeRankReductionMask`).
pub(crate) fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut next = 0;
    for (i, &size) in original.iter().enumerate() {
        if next < reduced.len() && size == reduced[next] {
            next += 1;
            continue;
        }
        unused[i] = true;
        if size != 1 {
            return None;
        }
    }
    (next == reduced.len()).then_some(unused)
}

/// The integer constant `value` is defined as, if any.
pub(crate) fn constant_index(ctx: &Context, value: Value) -> Option<i64> {
    convert::try_int::<i64>(ctx, crate::arith::constant_attr(ctx, value)?)
}

/// The state of a `memref.dim` or `tensor.dim` of `source` at a constant
/// `index`: the `arith.constant` goes right after `source` is defined
/// (MLIR creates it at the builder's insertion point, which a state has
/// not), so it dominates every use of `source`. A source defined nowhere
/// leaves the state without its index, which the verifier reports.
pub(crate) fn dim_with_constant(
    ctx: &mut Context,
    state: &mut ods_runtime::OperationState,
    source: Value,
    index: i64,
) {
    let index_type = convert::index(ctx);
    state.result_types.push(index_type);
    state.operands.push(source);
    let point = match ctx.defining_op(source) {
        Some(op) => ctx
            .parent_block(op)
            .map(|_| ods_runtime::InsertPoint::After(op)),
        None => ctx.value_block(source).map(ods_runtime::InsertPoint::Start),
    };
    let Some(point) = point else {
        return;
    };
    let value = convert::index_attr(ctx, index);
    let mut constant = crate::arith::ConstantOp::state(ctx, state.loc);
    crate::arith::ConstantOp::build(ctx, &mut constant, index_type, value);
    let op = ods_runtime::OpBuilder { point }.insert(ctx, constant);
    state.operands.push(ctx.result(op, 0));
}

/// `values` with the constants among its operands made static (only
/// those `keep` accepts); `None` when none was.
pub(crate) fn constify(
    ctx: &Context,
    statics: &[i64],
    dynamics: &[Value],
    keep: fn(i64) -> bool,
) -> Option<Vec<i64>> {
    let mut changed = false;
    let mut next = dynamics.iter();
    let values = statics
        .iter()
        .map(|&s| {
            if s != DYNAMIC {
                return s;
            }
            let constant = next.next().and_then(|&v| constant_index(ctx, v));
            match constant.filter(|&c| keep(c)) {
                Some(c) => {
                    changed = true;
                    c
                }
                None => DYNAMIC,
            }
        })
        .collect();
    changed.then_some(values)
}

/// The static offsets, sizes and strides of a slice with the constant
/// operands of the first of the three lists that has any made static:
/// non-negative offsets and sizes, non-zero strides. MLIR's
/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` folds one list per
/// rewrite, so a list whose folding would leave the source (checked by
/// the caller) does not keep the earlier lists from folding. `None` when
/// no list has such a constant.
pub(crate) fn constify_first_list(
    ctx: &Context,
    lists: &[(Vec<i64>, Vec<Value>); 3],
) -> Option<[Vec<i64>; 3]> {
    let keeps: [fn(i64) -> bool; 3] = [|c| c >= 0, |c| c >= 0, |c| c != 0];
    let (index, folded) = lists
        .iter()
        .zip(keeps)
        .enumerate()
        .find_map(|(i, ((s, d), keep))| Some((i, constify(ctx, s, d, keep)?)))?;
    let mut statics: [Vec<i64>; 3] = std::array::from_fn(|i| lists[i].0.clone());
    statics[index] = folded;
    Some(statics)
}

/// The operands of `dynamics` that stay dynamic in `folded`.
pub(crate) fn remaining(statics: &[i64], dynamics: &[Value], folded: &[i64]) -> Vec<Value> {
    let mut next = dynamics.iter();
    statics
        .iter()
        .zip(folded)
        .filter_map(|(&s, &f)| {
            let value = (s == DYNAMIC).then(|| next.next()).flatten();
            value.filter(|_| f == DYNAMIC).copied()
        })
        .collect()
}

/// Whether every entry of a mixed list is the constant `expected` (a
/// static entry, or an operand defined as that constant).
pub(crate) fn all_constant(
    ctx: &Context,
    statics: &[i64],
    dynamics: &[Value],
    expected: i64,
) -> bool {
    let mut next = dynamics.iter();
    statics.iter().all(|&s| match s {
        DYNAMIC => next
            .next()
            .is_some_and(|&v| constant_index(ctx, v) == Some(expected)),
        s => s == expected,
    })
}

/// Whether two mixed lists hold the same entries: equal integers, or the
/// same operand, or an operand and the integer it is a constant of.
pub(crate) fn same_mixed(ctx: &Context, a: (&[i64], &[Value]), b: (&[i64], &[Value])) -> bool {
    let entries = |(statics, dynamics): (&[i64], &[Value])| -> Vec<Result<i64, Value>> {
        index_list::mixed_values(statics, dynamics)
            .into_iter()
            .map(|e| e.or_else(|v| constant_index(ctx, v).ok_or(v)))
            .collect()
    };
    a.0.len() == b.0.len() && entries(a) == entries(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_reduction_drops_unit_dimensions_only() {
        assert_eq!(
            rank_reduction_mask(&[1, 4, 1, 8], &[4, 8]),
            Some(vec![true, false, true, false])
        );
        assert_eq!(rank_reduction_mask(&[2, 4], &[4]), None);
        assert_eq!(
            rank_reduction_mask(&[4, 8], &[4, 8]),
            Some(vec![false, false])
        );
        assert_eq!(rank_reduction_mask(&[4], &[4, 1]), None);
    }

    #[test]
    fn slices_out_of_bounds_name_the_dimension() {
        assert_eq!(
            out_of_bounds(&[8, 4], &[8, 0], &[1, 1], &[1, 1]).as_deref(),
            Some("offset 0 is out-of-bounds: 8 >= 8")
        );
        assert_eq!(
            out_of_bounds(&[8, 4], &[0, 1], &[1, 3], &[1, 2]).as_deref(),
            Some("slice along dimension 1 runs out-of-bounds: 5 >= 4")
        );
        assert!(in_bounds_static(&[8, DYNAMIC], &[7, 100], &[1, 5], &[1, 1]));
    }
}
