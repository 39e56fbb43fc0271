//! The canonicalization of `vector.to_elements` of a broadcast (MLIR's
//! `ToElementsOfBroadcast`): each element is the scalar broadcast, or
//! the element of the broadcast vector it repeats.

use super::fold::defining;
use super::types::VectorParts;
use crate::vector::*;
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{IrResult, OpId, Value};

/// Adds the pattern.
pub(super) fn patterns(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ToElementsOp>(of_broadcast);
}

/// The row-major index, into the broadcast source of shape `source`, of
/// the element at row-major `flat` in the result of shape `result`.
fn source_index(flat: i64, result: &[i64], source: &[i64]) -> i64 {
    let mut rest = flat;
    let mut index = vec![0; result.len()];
    for (i, &d) in result.iter().enumerate().rev() {
        index[i] = rest % d;
        rest /= d;
    }
    let offset = result.len() - source.len();
    source
        .iter()
        .zip(&index[offset..])
        .fold(0, |acc, (&d, &i)| acc * d + if d == 1 { 0 } else { i })
}

/// Of a broadcast of a fixed-size source: the source's elements (the
/// scalar itself, or a `vector.to_elements` of the source vector), each
/// where the broadcast repeats it.
fn of_broadcast(rw: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let to = ToElementsOp::from_id_unchecked(op);
    let Some(broadcast) = defining::<BroadcastOp>(rw, to.source(rw)) else {
        return Ok(false);
    };
    let Some(result) = VectorParts::of(rw, rw.value_type(to.source(rw))) else {
        return Ok(false);
    };
    if result.scalable.iter().any(|&s| s) {
        return Ok(false);
    }
    let source = broadcast.source(rw);
    let count = result.num_elements();
    let replacements: Vec<Value> = match VectorParts::of(rw, rw.value_type(source)) {
        None => vec![source; count as usize],
        Some(parts) => {
            let types = vec![parts.element; parts.num_elements() as usize];
            rw.set_insertion_point(op);
            let loc = rw.op_loc(op);
            let split = ToElementsOp::create(rw, loc, &types, source).id();
            let elements = rw.results(split);
            (0..count)
                .map(|flat| elements[source_index(flat, &result.shape, &parts.shape) as usize])
                .collect()
        }
    };
    rw.replace_op(op, &replacements)?;
    Ok(true)
}
