//! The custom assembly of `affine`'s ops, as MLIR's `AffineOps.cpp` parses
//! and prints them: maps with their dimension and symbol operands
//! (`affine.apply`, `affine.min`, `affine.max`, `affine.if`), loop bounds
//! (`affine.for`, `affine.parallel`), and subscripts that are affine
//! expressions of SSA values (`affine.load`, `affine.store`,
//! `affine.vector_load`, `affine.vector_store`, `affine.prefetch`).

use super::maps::Shape;
use ods_runtime::asm::{
    Delimiter, OpAsmParser, OpAsmPrinter, PResult, SourcePos, UnresolvedOperand,
};
use ods_runtime::ods::convert;
use ods_runtime::ods::pred::{is_affine_map_attr, is_integer_set_attr};
use ods_runtime::{Attribute, OperationState, Type, Value};

/// Adds the inherent or discardable attribute `name` to what is parsed.
pub(super) fn add_attr(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    name: &str,
    value: Attribute,
) {
    let name = p.ctx().symbol(name);
    state.attributes.push((name, value));
}

/// An `affine_map<...>` attribute (or an alias of one).
pub(super) fn parse_affine_map_attr(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    p.parse_attribute_of_kind(|ctx, a| is_affine_map_attr(ctx, a).then_some(a))
}

/// An `affine_set<...>` attribute (or an alias of one).
pub(super) fn parse_integer_set_attr(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    p.parse_attribute_of_kind(|ctx, a| is_integer_set_attr(ctx, a).then_some(a))
}

/// `(%d0, %d1)[%s0]`: the dimension operands, then the optional symbol
/// operands, resolved as `index` into `state` (MLIR's
/// `parseDimAndSymbolList`). The number of dimensions.
pub(super) fn parse_dim_and_symbol_list(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<usize> {
    let mut operands = p.parse_operand_list(Delimiter::Paren, None)?;
    let num_dims = operands.len();
    operands.extend(p.parse_operand_list(Delimiter::OptionalSquare, None)?);
    resolve_indices(p, &operands, state)?;
    Ok(num_dims)
}

/// Resolves `operands` as `index` values into `state`.
pub(super) fn resolve_indices(
    p: &mut OpAsmParser<'_, '_>,
    operands: &[UnresolvedOperand],
    state: &mut OperationState,
) -> PResult<()> {
    let index = convert::index(p.ctx());
    p.resolve_operands_with_type(operands, index, &mut state.operands)
}

/// `map (%dims)[%symbols]`: the map printed, then its operands.
pub(super) fn print_map_and_operands(
    p: &mut OpAsmPrinter<'_, '_>,
    map: Attribute,
    operands: &[Value],
) {
    p.print_attribute(map);
    let dims = Shape::of(p.ctx(), map).dims;
    p.print_dim_and_symbol_list(operands, dims);
}

/// `[subscripts]` of SSA ids: the map, added as `map`, and its operands
/// (MLIR's `parseAffineMapOfSSAIds` with `[` `]`).
pub(super) fn parse_subscripts(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<Vec<UnresolvedOperand>> {
    let (map, operands) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    add_attr(p, state, "map", map);
    Ok(operands)
}

/// `%memref[subscripts]`, as the memory ops print it.
pub(super) fn print_access(
    p: &mut OpAsmPrinter<'_, '_>,
    memref: Value,
    map: Attribute,
    operands: &[Value],
) {
    p.print_operand(memref);
    p.write("[");
    p.print_affine_map_of_ssa_ids(map, operands);
    p.write("]");
}

/// `: memref-type`, with where it was written.
pub(super) fn parse_colon_memref_type(p: &mut OpAsmParser<'_, '_>) -> PResult<(Type, SourcePos)> {
    p.parse_colon()?;
    let at = p.current_location();
    let ty = p.parse_type()?;
    Ok((ty, at))
}
