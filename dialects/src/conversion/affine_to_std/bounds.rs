//! The bounds of loops and the values of `affine.min` and `affine.max`:
//! a map's results expanded, then reduced to their minimum or maximum by
//! a chain of `arith.minsi` or `arith.maxsi` (MLIR's `lowerAffineMapMin`
//! and `lowerAffineMapMax`; a chain rather than a tree, which later
//! passes recognize as a reduction).

use super::expand::expand_affine_map;
use crate::arith::{MaxSIOp, MinSIOp};
use ods_runtime::conversion::ConversionPatternRewriter;
use ods_runtime::{Attribute, Value};

/// Which way a bound's results reduce.
#[derive(Clone, Copy)]
pub(super) enum Reduce {
    Min,
    Max,
}

/// The minimum or maximum of `map`'s results on `operands`, or `None`
/// where one cannot be expanded.
pub(super) fn lower_affine_map(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attribute,
    reduce: Reduce,
    map: Attribute,
    operands: &[Value],
) -> Option<Value> {
    let values = expand_affine_map(rw, loc, map, operands)?;
    let (&first, rest) = values.split_first()?;
    let index = rw.value_type(first);
    Some(rest.iter().fold(first, |acc, &v| match reduce {
        Reduce::Min => MinSIOp::create(rw, loc, index, acc, v).result(rw),
        Reduce::Max => MaxSIOp::create(rw, loc, index, acc, v).result(rw),
    }))
}
