//! The custom assembly of the ops `VectorOps.td` leaves to C++
//! (`hasCustomAssemblyFormat`): `vector.contract`, `vector.outerproduct`,
//! `vector.transfer_read`, `vector.transfer_write` and `vector.mask`, as
//! `VectorOps.cpp` parses and prints them.

use super::transfer;
use super::types::VectorParts;
use crate::vector::*;
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, Attribute, Context, IrResult, OpId, OperationState, Type, Value};

/// The value of the attribute `name` parsed into `state`, if any.
fn parsed_attr(ctx: &Context, state: &OperationState, name: &str) -> Option<Attribute> {
    state
        .attributes
        .iter()
        .find(|(n, _)| ctx.symbol_str(*n) == name)
        .map(|&(_, a)| a)
}

/// Sets the attribute `name` of what is parsed, replacing a parsed one.
fn set_attr(ctx: &mut Context, state: &mut OperationState, name: &str, value: Attribute) {
    let name = ctx.symbol(name);
    match state.attributes.iter_mut().find(|(n, _)| *n == name) {
        Some(entry) => entry.1 = value,
        None => state.attributes.push((name, value)),
    }
}

/// Resolves `operands` as `index` values into `state`.
fn resolve_indices(
    p: &mut OpAsmParser<'_, '_>,
    operands: &[UnresolvedOperand],
    state: &mut OperationState,
) -> PResult<()> {
    let index = convert::index(p.ctx());
    p.resolve_operands_with_type(operands, index, &mut state.operands)
}

/// `[%a, %b]`.
fn print_indices(p: &mut OpAsmPrinter<'_, '_>, values: &[Value]) {
    p.write("[");
    p.print_operands(values);
    p.write("]");
}

// --- vector.contract --------------------------------------------------------

/// The attributes `vector.contract` prints in its leading dictionary.
const CONTRACT_TRAIT_ATTRS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

/// `vector.contract {trait} %lhs, %rhs, %acc (, %lhs_mask, %rhs_mask)?
/// attr-dict : lhs, rhs into result`; the iterator types are written as
/// strings.
pub(super) fn parse_contract(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let loc = p.current_location();
    let traits = p.parse_attribute(None)?;
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    p.parse_comma()?;
    let acc = p.parse_operand()?;
    let mut masks = Vec::new();
    while p.parse_optional_comma() {
        masks.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(state)?;
    let types = p.parse_colon_type_list()?;
    p.parse_keyword("into")?;
    let result = p.parse_type()?;
    let (Some(&lhs_ty), Some(&rhs_ty)) = (types.first(), types.get(1)) else {
        return Err(p.emit_error(loc, "expected two operand types"));
    };
    let v = p.resolve_operand(&lhs, lhs_ty)?;
    state.operands.push(v);
    let v = p.resolve_operand(&rhs, rhs_ty)?;
    state.operands.push(v);
    let v = p.resolve_operand(&acc, result)?;
    state.operands.push(v);
    state.result_types.push(result);
    let AttrKind::Dictionary(entries) = p.ctx().attr_kind(traits).clone() else {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    };
    state.attributes.extend(entries.iter().copied());
    let Some(iterators) = parsed_attr(p.ctx(), state, "iterator_types")
        .and_then(|a| convert::try_as_array(p.ctx(), a).map(<[_]>::to_vec))
    else {
        return Err(p.emit_error(loc, "expected \"iterator_types\" array attribute"));
    };
    let mut enums = Vec::with_capacity(iterators.len());
    for it in iterators {
        let name = convert::try_str(p.ctx(), it)
            .unwrap_or_default()
            .to_string();
        let Some(kind) = IteratorType::symbolize(&name) else {
            return Err(p.emit_error(loc, format!("unexpected iterator_type ({name})")));
        };
        enums.push(IteratorTypeAttr::get(p.ctx(), kind).attr());
    }
    let iterators = convert::array_attr(p.ctx(), enums);
    set_attr(p.ctx(), state, "iterator_types", iterators);
    if parsed_attr(p.ctx(), state, "kind").is_none() {
        let kind = CombiningKindAttr::get(p.ctx(), CombiningKind::ADD).attr();
        set_attr(p.ctx(), state, "kind", kind);
    }
    if masks.is_empty() {
        return Ok(());
    }
    if masks.len() != 2 {
        let at = p.name_location();
        return Err(p.emit_error(at, "expected zero or exactly 2 vector mask operands"));
    }
    for (mask, ty) in masks.iter().zip([lhs_ty, rhs_ty]) {
        let ty = i1_like(p.ctx(), ty);
        let v = p.resolve_operand(mask, ty)?;
        state.operands.push(v);
    }
    Ok(())
}

/// The vector `ty` with `i1` elements.
fn i1_like(ctx: &mut Context, ty: Type) -> Type {
    let i1 = ctx.i1_type();
    match VectorParts::of(ctx, ty) {
        Some(parts) => VectorParts {
            element: i1,
            ..parts
        }
        .make(ctx),
        None => i1,
    }
}

/// Prints `vector.contract`: its trait attributes first, as a dictionary
/// whose iterator types are their names (`["parallel", "reduction"]`).
pub(super) fn print_contract(op: ContractionOp, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
    let id = op.id();
    let attrs = p.op_attributes(id);
    let mut traits: Vec<(&str, Attribute)> = attrs
        .iter()
        .map(|&(n, a)| (p.ctx().symbol_str(n), a))
        .filter(|(n, _)| CONTRACT_TRAIT_ATTRS.contains(n))
        .collect();
    traits.sort_by(|a, b| a.0.cmp(b.0));
    p.write(" {");
    for (i, (name, value)) in traits.iter().enumerate() {
        p.write(if i == 0 { "" } else { ", " });
        p.write(name);
        p.write(" = ");
        if *name == "iterator_types" {
            print_iterator_names(p, *value);
        } else {
            p.print_attribute(*value);
        }
    }
    p.write("} ");
    let ctx = p.ctx();
    let (lhs, rhs, acc) = (op.lhs(ctx), op.rhs(ctx), op.acc(ctx));
    let (lhs_ty, rhs_ty) = (ctx.value_type(lhs), ctx.value_type(rhs));
    let result_ty = ctx.value_type(ctx.result(id, 0));
    p.print_operand(lhs);
    p.write(", ");
    p.print_operand(rhs);
    p.write(", ");
    p.print_operand(acc);
    p.print_optional_attr_dict(&attrs, &CONTRACT_TRAIT_ATTRS);
    p.write(" : ");
    p.print_type(lhs_ty);
    p.write(", ");
    p.print_type(rhs_ty);
    p.write(" into ");
    p.print_type(result_ty);
    Ok(())
}

/// The iterator types as the array of their names.
fn print_iterator_names(p: &mut OpAsmPrinter<'_, '_>, iterators: Attribute) {
    let names: Vec<&str> = convert::try_as_array(p.ctx(), iterators)
        .unwrap_or_default()
        .iter()
        .map(|&a| {
            IteratorTypeAttr::try_from(p.ctx(), a).map_or("", |t| t.value(p.ctx()).stringify())
        })
        .collect();
    p.write("[");
    for (i, name) in names.iter().enumerate() {
        p.write(if i == 0 { "" } else { ", " });
        p.print_string(name);
    }
    p.write("]");
}

// --- vector.outerproduct ----------------------------------------------------

/// `vector.outerproduct %lhs, %rhs (, %acc)? attr-dict : lhs, rhs`; the
/// result is the outer product's 2-D vector (1-D for a scalar `rhs`).
pub(super) fn parse_outer_product(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let operands = p.parse_operand_list(Delimiter::None, None)?;
    p.parse_optional_attr_dict(state)?;
    let lhs_ty = p.parse_colon_type()?;
    p.parse_comma()?;
    let rhs_ty = p.parse_type()?;
    let at = p.name_location();
    if operands.len() < 2 {
        return Err(p.emit_error(at, "expected at least 2 operands"));
    }
    let Some(lhs) = VectorParts::of(p.ctx(), lhs_ty).filter(|l| l.rank() > 0) else {
        return Err(p.emit_error(at, "expected vector type for operand #1"));
    };
    let (shape, scalable) = match VectorParts::of(p.ctx(), rhs_ty).filter(|r| r.rank() > 0) {
        Some(rhs) => (
            vec![lhs.shape[0], rhs.shape[0]],
            vec![lhs.scalable[0], rhs.scalable[0]],
        ),
        None => (vec![lhs.shape[0]], vec![lhs.scalable[0]]),
    };
    let result = super::types::vector_type(p.ctx(), &shape, &scalable, lhs.element);
    if parsed_attr(p.ctx(), state, "kind").is_none() {
        let kind = CombiningKindAttr::get(p.ctx(), CombiningKind::ADD).attr();
        set_attr(p.ctx(), state, "kind", kind);
    }
    let v = p.resolve_operand(&operands[0], lhs_ty)?;
    state.operands.push(v);
    let v = p.resolve_operand(&operands[1], rhs_ty)?;
    state.operands.push(v);
    if let Some(acc) = operands.get(2) {
        let v = p.resolve_operand(acc, result)?;
        state.operands.push(v);
    }
    state.result_types.push(result);
    Ok(())
}

pub(super) fn print_outer_product(
    op: OuterProductOp,
    p: &mut OpAsmPrinter<'_, '_>,
) -> IrResult<()> {
    let ctx = p.ctx();
    let (lhs, rhs, acc) = (op.lhs(ctx), op.rhs(ctx), op.acc(ctx));
    let (lhs_ty, rhs_ty) = (ctx.value_type(lhs), ctx.value_type(rhs));
    let attrs = p.op_attributes(op.id());
    p.write(" ");
    p.print_operand(lhs);
    p.write(", ");
    p.print_operand(rhs);
    // The attributes are printed with the accumulator only (MLIR's
    // `OuterProductOp::print`): without one, even a non-default kind is
    // left out.
    if let Some(acc) = acc {
        p.write(", ");
        p.print_operand(acc);
        p.print_optional_attr_dict(&attrs, &[]);
    }
    p.write(" : ");
    p.print_type(lhs_ty);
    p.write(", ");
    p.print_type(rhs_ty);
    Ok(())
}

// --- vector.transfer_read / vector.transfer_write ---------------------------

/// The parts of a transfer both forms share once the types are read: the
/// permutation map (the minor identity unless given) and the default
/// `in_bounds` (all out of bounds).
fn transfer_map(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    (shaped, vector): (Type, Type),
    types_at: ods_runtime::asm::SourcePos,
) -> PResult<Attribute> {
    let map = match parsed_attr(p.ctx(), state, "permutation_map") {
        Some(map) => map,
        None => {
            let ctx = p.ctx();
            if transfer::shaped_rank(ctx, shaped)
                < transfer::effective_vector_rank(ctx, shaped, vector)
            {
                return Err(p.emit_error(
                    types_at,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                ));
            }
            let map = transfer::minor_identity_map(p.ctx(), shaped, vector);
            set_attr(p.ctx(), state, "permutation_map", map);
            map
        }
    };
    if parsed_attr(p.ctx(), state, "in_bounds").is_none() {
        let results = transfer::map_results(p.ctx(), map).len();
        let in_bounds = convert::bool_array_attr(p.ctx(), &vec![false; results]);
        set_attr(p.ctx(), state, "in_bounds", in_bounds);
    }
    Ok(map)
}

/// Resolves a transfer's mask of the type its vector and map imply.
fn resolve_transfer_mask(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    mask: &UnresolvedOperand,
    (shaped, vector, map): (Type, Type, Attribute),
    types_at: ods_runtime::asm::SourcePos,
) -> PResult<()> {
    let element = ods_runtime::ods::pred::element_type_or_self(p.ctx(), shaped);
    if VectorParts::of(p.ctx(), element).is_some() {
        return Err(p.emit_error(
            mask.location,
            "does not support masks with vector element type",
        ));
    }
    let rank = VectorParts::of(p.ctx(), vector).map_or(0, |v| v.rank());
    if rank != transfer::map_results(p.ctx(), map).len() {
        return Err(p.emit_error(
            types_at,
            "expected the same rank for the vector and the results of the permutation map",
        ));
    }
    let Some(mask_ty) = transfer::mask_type(p.ctx(), vector, map) else {
        return Err(p.emit_error(types_at, "requires vector type"));
    };
    let v = p.resolve_operand(mask, mask_ty)?;
    state.operands.push(v);
    Ok(())
}

/// Whether `ty` is what a transfer reads or writes: a memref or a ranked
/// tensor.
fn is_transfer_shaped(ctx: &Context, ty: Type) -> bool {
    ods_runtime::ods::pred::is_memref(ctx, ty) || ods_runtime::ods::pred::is_ranked_tensor(ctx, ty)
}

/// `vector.transfer_read %base[%i, ...], %padding (, %mask)? attr-dict :
/// shaped, vector`.
pub(super) fn parse_transfer_read(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let base = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square, None)?;
    p.parse_comma()?;
    let padding = p.parse_operand()?;
    let mask = if p.parse_optional_comma() {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(state)?;
    let types_at = p.current_location();
    let types = p.parse_colon_type_list()?;
    let [shaped, vector] = types[..] else {
        return Err(p.emit_error(types_at, "requires two types"));
    };
    if !is_transfer_shaped(p.ctx(), shaped) {
        return Err(p.emit_error(types_at, "requires memref or ranked tensor type"));
    }
    if VectorParts::of(p.ctx(), vector).is_none() {
        return Err(p.emit_error(types_at, "requires vector type"));
    }
    let map = transfer_map(p, state, (shaped, vector), types_at)?;
    let v = p.resolve_operand(&base, shaped)?;
    state.operands.push(v);
    resolve_indices(p, &indices, state)?;
    let element = ods_runtime::ods::pred::element_type_or_self(p.ctx(), shaped);
    let v = p.resolve_operand(&padding, element)?;
    state.operands.push(v);
    if let Some(mask) = &mask {
        resolve_transfer_mask(p, state, mask, (shaped, vector, map), types_at)?;
    }
    let segments = [1, indices.len() as i32, 1, mask.is_some() as i32];
    let segments = convert::dense_i32_array(p.ctx(), &segments);
    set_attr(p.ctx(), state, "operandSegmentSizes", segments);
    state.result_types.push(vector);
    Ok(())
}

/// The attributes of a transfer: the segment sizes never, the map when
/// it is the minor identity, `in_bounds` when all are out of bounds.
fn print_transfer_attrs(
    p: &mut OpAsmPrinter<'_, '_>,
    op: OpId,
    map: Attribute,
    in_bounds: &[bool],
) {
    let mut elided = vec!["operandSegmentSizes"];
    if transfer::is_minor_identity(p.ctx(), map) {
        elided.push("permutation_map");
    }
    if !in_bounds.contains(&true) {
        elided.push("in_bounds");
    }
    let attrs = p.op_attributes(op);
    p.print_optional_attr_dict(&attrs, &elided);
}

pub(super) fn print_transfer_read(
    op: TransferReadOp,
    p: &mut OpAsmPrinter<'_, '_>,
) -> IrResult<()> {
    let ctx = p.ctx();
    let (base, indices, padding, mask) =
        (op.base(ctx), op.indices(ctx), op.padding(ctx), op.mask(ctx));
    let (map, in_bounds) = (op.permutation_map(ctx), op.in_bounds(ctx));
    let (shaped, vector) = (ctx.value_type(base), ctx.value_type(ctx.result(op.id(), 0)));
    p.write(" ");
    p.print_operand(base);
    print_indices(p, &indices);
    p.write(", ");
    p.print_operand(padding);
    if let Some(mask) = mask {
        p.write(", ");
        p.print_operand(mask);
    }
    print_transfer_attrs(p, op.id(), map, &in_bounds);
    p.write(" : ");
    p.print_type(shaped);
    p.write(", ");
    p.print_type(vector);
    Ok(())
}

/// `vector.transfer_write %vector, %base[%i, ...] (, %mask)? attr-dict :
/// vector, shaped`; a tensor destination is also the result's type.
pub(super) fn parse_transfer_write(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let vector_operand = p.parse_operand()?;
    p.parse_comma()?;
    let base = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square, None)?;
    let mask = if p.parse_optional_comma() {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(state)?;
    let types_at = p.current_location();
    let types = p.parse_colon_type_list()?;
    let [vector, shaped] = types[..] else {
        return Err(p.emit_error(types_at, "requires two types"));
    };
    if VectorParts::of(p.ctx(), vector).is_none() {
        return Err(p.emit_error(types_at, "requires vector type"));
    }
    if !is_transfer_shaped(p.ctx(), shaped) {
        return Err(p.emit_error(types_at, "requires memref or ranked tensor type"));
    }
    let map = transfer_map(p, state, (shaped, vector), types_at)?;
    let v = p.resolve_operand(&vector_operand, vector)?;
    state.operands.push(v);
    let v = p.resolve_operand(&base, shaped)?;
    state.operands.push(v);
    resolve_indices(p, &indices, state)?;
    if let Some(mask) = &mask {
        resolve_transfer_mask(p, state, mask, (shaped, vector, map), types_at)?;
    }
    let segments = [1, 1, indices.len() as i32, mask.is_some() as i32];
    let segments = convert::dense_i32_array(p.ctx(), &segments);
    set_attr(p.ctx(), state, "operandSegmentSizes", segments);
    if ods_runtime::ods::pred::is_ranked_tensor(p.ctx(), shaped) {
        state.result_types.push(shaped);
    }
    Ok(())
}

pub(super) fn print_transfer_write(
    op: TransferWriteOp,
    p: &mut OpAsmPrinter<'_, '_>,
) -> IrResult<()> {
    let ctx = p.ctx();
    let (vector, base, indices, mask) = (
        op.value_to_store(ctx),
        op.base(ctx),
        op.indices(ctx),
        op.mask(ctx),
    );
    let (map, in_bounds) = (op.permutation_map(ctx), op.in_bounds(ctx));
    let (vector_ty, shaped) = (ctx.value_type(vector), ctx.value_type(base));
    p.write(" ");
    p.print_operand(vector);
    p.write(", ");
    p.print_operand(base);
    print_indices(p, &indices);
    if let Some(mask) = mask {
        p.write(", ");
        p.print_operand(mask);
    }
    print_transfer_attrs(p, op.id(), map, &in_bounds);
    p.write(" : ");
    p.print_type(vector_ty);
    p.write(", ");
    p.print_type(shaped);
    Ok(())
}

// --- vector.mask ------------------------------------------------------------

/// `vector.mask %mask (, %passthru)? { op } attr-dict : mask_type (->
/// results)?`.
pub(super) fn parse_mask(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let mask = p.parse_operand()?;
    let passthru = if p.parse_optional_comma() {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let region = p.parse_region(&[])?;
    super::ensure_mask_terminator(p.ctx(), region, state.loc);
    state.regions.push(region);
    p.parse_optional_attr_dict(state)?;
    let mask_ty = p.parse_colon_type()?;
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results.iter().copied());
    let v = p.resolve_operand(&mask, mask_ty)?;
    state.operands.push(v);
    if let Some(passthru) = &passthru {
        let Some(&ty) = results.first() else {
            let at = p.name_location();
            return Err(p.emit_error(at, "expects a result if passthru operand is provided"));
        };
        let v = p.resolve_operand(passthru, ty)?;
        state.operands.push(v);
    }
    Ok(())
}

pub(super) fn print_mask(op: MaskOp, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
    let ctx = p.ctx();
    let id = op.id();
    let (mask, passthru) = (op.mask(ctx), op.passthru(ctx));
    let mask_ty = ctx.value_type(mask);
    let results = ctx.value_types(ctx.results(id).iter().copied());
    let masked = ctx
        .blocks(op.mask_region(ctx))
        .first()
        .and_then(|&b| ctx.block_ops(b).first().copied());
    let attrs = p.op_attributes(id);
    p.write(" ");
    p.print_operand(mask);
    if let Some(passthru) = passthru {
        p.write(", ");
        p.print_operand(passthru);
    }
    p.write(" { ");
    if let Some(masked) = masked {
        p.print_custom_or_generic_op(masked)?;
    }
    p.write(" }");
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_type(mask_ty);
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(&results);
    }
    Ok(())
}
