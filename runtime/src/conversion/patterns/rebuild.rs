//! Rebuilding an op whose result types a conversion changes: MLIR's
//! structural conversions cannot change result types in place (the
//! framework would not see the new types), so they create the op anew and
//! take the old one's regions.

use crate::conversion::{ConversionPatternRewriter, TypeConverter};
use crate::{IrResult, OpId, OperationState, Value};

/// Replaces `op` by an op of the same name, attributes and properties
/// over `operands`, with its result types as `converter` converts them
/// and the blocks of its regions, each original result replaced by the
/// results its type became (MLIR's `replaceOpWithMultiple`). Returns the
/// new op, or `None` (nothing changed) when a result type does not
/// convert. A region's block arguments are the caller's to convert first
/// ([`ConversionPatternRewriter::convert_region_types`]).
pub fn rebuild_with_converted_types(
    rw: &mut ConversionPatternRewriter<'_>,
    op: OpId,
    operands: Vec<Value>,
    converter: &TypeConverter,
) -> IrResult<Option<OpId>> {
    let mut result_types = Vec::new();
    let mut counts = Vec::new();
    for ty in rw.value_types(rw.results(op)) {
        let Some(converted) = converter.convert_types(rw.context(), ty) else {
            return Ok(None);
        };
        counts.push(converted.len());
        result_types.extend(converted);
    }
    let old_regions = rw.regions(op).to_vec();
    let mut state = OperationState::named(rw.op_name(op), rw.op_loc(op));
    state.operands = operands;
    state.result_types = result_types;
    state.attributes = rw.attrs(op).to_vec();
    state.properties = rw.properties(op);
    state.regions = old_regions
        .iter()
        .map(|_| rw.context().create_region())
        .collect();
    rw.set_insertion_point(op);
    let new = rw.insert(state);
    for (old, new_region) in old_regions.into_iter().zip(rw.regions(new).to_vec()) {
        rw.inline_region_before(old, new_region, None);
    }
    let results = rw.results(new);
    let mut replacements = Vec::with_capacity(counts.len());
    let mut start = 0;
    for n in counts {
        replacements.push(results[start..start + n].to_vec());
        start += n;
    }
    rw.replace_op_with_multiple(op, &replacements)?;
    Ok(Some(new))
}
