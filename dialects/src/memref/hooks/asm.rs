//! The custom assembly of `memref`'s ops, as MLIR's `MemRefOps.cpp` parses
//! and prints them: `memref.alloca_scope`, `memref.generic_atomic_rmw`,
//! `memref.dma_start`, `memref.prefetch`, `memref.transpose`, and the
//! directive `custom<GlobalMemrefOpTypeAndInitialValue>`.

use super::dma::DmaOperands;
use super::layout::{tensor_of, MemRefParts};
use crate::memref::*;
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_elements_attr;
use ods_runtime::{Attribute, IrResult, OpId, OperationState, Type, Value};

/// `[%a, %b]`: operands in square brackets.
fn parse_indices(p: &mut OpAsmParser<'_, '_>) -> PResult<Vec<UnresolvedOperand>> {
    p.parse_operand_list(Delimiter::Square, None)
}

/// `[%a, %b]`.
fn print_indices(p: &mut OpAsmPrinter<'_, '_>, values: &[Value]) {
    p.write("[");
    p.print_operands(values);
    p.write("]");
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

/// Adds the inherent attribute `name` to what is parsed.
fn add_attr(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState, name: &str, value: Attribute) {
    let name = p.ctx().symbol(name);
    state.attributes.push((name, value));
}

/// `type (= uninitialized | = elements)?` of `memref.global`: the type
/// must be a static memref, the initial value a unit (`uninitialized`) or
/// an elements attribute of the matching tensor type.
pub(crate) fn parse_global_memref_op_type_and_initial_value(
    p: &mut OpAsmParser<'_, '_>,
    ty: &mut Option<Attribute>,
    initial_value: &mut Option<Attribute>,
) -> PResult<()> {
    let parsed = p.parse_type()?;
    let parts = MemRefParts::of(p.ctx(), parsed).filter(|parts| parts.num_dynamic_dims() == 0);
    let Some(parts) = parts else {
        let at = p.name_location();
        let text = ods_runtime::asm::printer::type_to_string(p.ctx(), parsed);
        return Err(p.emit_error(
            at,
            format!("type should be static shaped memref, but got {text}"),
        ));
    };
    *ty = Some(convert::type_attr(p.ctx(), parsed));
    if !p.parse_optional_equal() {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        *initial_value = Some(convert::unit_attr(p.ctx()));
        return Ok(());
    }
    let tensor = tensor_of(p.ctx(), &parts);
    let value = p.parse_attribute(Some(tensor))?;
    if !is_elements_attr(p.ctx(), value) {
        let at = p.name_location();
        return Err(p.emit_error(at, "initial value should be a unit or elements attribute"));
    }
    *initial_value = Some(value);
    Ok(())
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>`, printed.
pub(crate) fn print_global_memref_op_type_and_initial_value(
    p: &mut OpAsmPrinter<'_, '_>,
    op: OpId,
    ty: Attribute,
    initial_value: Option<Attribute>,
) -> IrResult<()> {
    let ty: Type = convert::as_type(p.ctx(), ty);
    p.print_type(ty);
    if let Some(value) = initial_value {
        p.write(" = ");
        if GlobalOp::from_id_unchecked(op).is_uninitialized(p.ctx()) {
            p.write("uninitialized");
        } else {
            p.print_attribute_without_type(value);
        }
    }
    Ok(())
}

/// `memref.alloca_scope (-> (types))? region attr-dict`: the region's
/// terminator is implicit, and printed only when the scope has results.
pub(crate) fn parse_alloca_scope(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    state.result_types = p.parse_optional_arrow_type_list()?;
    let body = p.parse_region(&[])?;
    AllocaScopeOp::ensure_terminator(p.ctx(), body, state.loc);
    state.regions.push(body);
    p.parse_optional_attr_dict(state)
}

pub(crate) fn print_alloca_scope(op: AllocaScopeOp, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
    let ctx = p.ctx();
    let results = ctx.value_types(ctx.results(op.id()));
    let attrs = p.op_attributes(op.id());
    // MLIR writes a space, then ` -> (...)` with its own space.
    p.write(" ");
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    let body = op.body_region(p.ctx());
    p.print_region(body, false, !results.is_empty(), false)?;
    p.print_optional_attr_dict(&attrs, &[]);
    Ok(())
}

/// `memref.generic_atomic_rmw %m[%i] : type region attr-dict`; the result
/// is of the memref's element type.
pub(crate) fn parse_generic_atomic_rmw(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_indices(p)?;
    let ty = p.parse_colon_type()?;
    let v = p.resolve_operand(&memref, ty)?;
    state.operands.push(v);
    resolve_indices(p, &indices, state)?;
    let body = p.parse_region(&[])?;
    state.regions.push(body);
    p.parse_optional_attr_dict(state)?;
    match MemRefParts::of(p.ctx(), ty) {
        Some(parts) => {
            state.result_types.push(parts.element);
            Ok(())
        }
        None => {
            let at = p.name_location();
            Err(p.emit_error(at, "expected a ranked memref type"))
        }
    }
}

pub(crate) fn print_generic_atomic_rmw(
    op: GenericAtomicRMWOp,
    p: &mut OpAsmPrinter<'_, '_>,
) -> IrResult<()> {
    let ctx = p.ctx();
    let (memref, indices) = (op.memref(ctx), op.indices(ctx));
    let ty = ctx.value_type(memref);
    let attrs = p.op_attributes(op.id());
    p.write(" ");
    p.print_operand(memref);
    print_indices(p, &indices);
    p.write(" : ");
    p.print_type(ty);
    p.write(" ");
    let body = op.atomic_body(p.ctx());
    p.print_region(body, true, true, false)?;
    p.print_optional_attr_dict(&attrs, &[]);
    Ok(())
}

/// `memref.dma_start %src[...], %dst[...], %n, %tag[...] (, %stride,
/// %per_stride)? : src type, dst type, tag type`.
pub(crate) fn parse_dma_start(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let source = p.parse_operand()?;
    let source_indices = parse_indices(p)?;
    p.parse_comma()?;
    let dest = p.parse_operand()?;
    let dest_indices = parse_indices(p)?;
    p.parse_comma()?;
    let num_elements = p.parse_operand()?;
    p.parse_comma()?;
    let tag = p.parse_operand()?;
    let tag_indices = parse_indices(p)?;
    let mut stride = Vec::new();
    while p.parse_optional_comma() {
        stride.push(p.parse_operand()?);
    }
    if !stride.is_empty() && stride.len() != 2 {
        let at = p.name_location();
        return Err(p.emit_error(at, "expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    let [source_ty, dest_ty, tag_ty] = types[..] else {
        let at = p.name_location();
        return Err(p.emit_error(at, "fewer/more types expected"));
    };
    let index = convert::index(p.ctx());
    for (operand, ty, indices) in [
        (&source, source_ty, &source_indices),
        (&dest, dest_ty, &dest_indices),
    ] {
        let v = p.resolve_operand(operand, ty)?;
        state.operands.push(v);
        resolve_indices(p, indices, state)?;
    }
    let v = p.resolve_operand(&num_elements, index)?;
    state.operands.push(v);
    let v = p.resolve_operand(&tag, tag_ty)?;
    state.operands.push(v);
    resolve_indices(p, &tag_indices, state)?;
    resolve_indices(p, &stride, state)
}

pub(crate) fn print_dma_start(op: DmaStartOp, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
    let ctx = p.ctx();
    let parts = DmaOperands::of(ctx, op.id());
    let operands = ctx.operands(op.id());
    let types = [parts.source, parts.dest, parts.tag].map(|i| ctx.value_type(operands[i]));
    let attrs = p.op_attributes(op.id());
    p.write(" ");
    p.print_operand(operands[parts.source]);
    print_indices(p, &operands[parts.source_indices()]);
    p.write(", ");
    p.print_operand(operands[parts.dest]);
    print_indices(p, &operands[parts.dest_indices()]);
    p.write(", ");
    p.print_operand(operands[parts.num_elements()]);
    p.write(", ");
    p.print_operand(operands[parts.tag]);
    print_indices(p, &operands[parts.tag_indices()]);
    if let Some((stride, per_stride)) = parts.stride(operands.len()) {
        p.write(", ");
        p.print_operand(operands[stride]);
        p.write(", ");
        p.print_operand(operands[per_stride]);
    }
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_types(&types);
    Ok(())
}

/// `memref.prefetch %m[...], read|write, locality<N>, data|instr : type`.
pub(crate) fn parse_prefetch(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let memref = p.parse_operand()?;
    let indices = parse_indices(p)?;
    p.parse_comma()?;
    let rw = p.parse_keyword_ident()?;
    p.parse_comma()?;
    p.parse_keyword("locality")?;
    p.parse_less()?;
    let i32t = convert::integer(p.ctx(), 32, ods_runtime::Signedness::Signless);
    let locality = p.parse_attribute(Some(i32t))?;
    add_attr(p, state, "localityHint", locality);
    p.parse_greater()?;
    p.parse_comma()?;
    let cache = p.parse_keyword_ident()?;
    let ty = p.parse_colon_type()?;
    let v = p.resolve_operand(&memref, ty)?;
    state.operands.push(v);
    resolve_indices(p, &indices, state)?;
    let at = p.name_location();
    if rw != "read" && rw != "write" {
        return Err(p.emit_error(at, "rw specifier has to be 'read' or 'write'"));
    }
    let is_write = convert::bool_attr(p.ctx(), rw == "write");
    add_attr(p, state, "isWrite", is_write);
    if cache != "data" && cache != "instr" {
        return Err(p.emit_error(at, "cache type has to be 'data' or 'instr'"));
    }
    let is_data = convert::bool_attr(p.ctx(), cache == "data");
    add_attr(p, state, "isDataCache", is_data);
    Ok(())
}

pub(crate) fn print_prefetch(op: PrefetchOp, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
    let ctx = p.ctx();
    let (memref, indices) = (op.memref(ctx), op.indices(ctx));
    let ty = ctx.value_type(memref);
    let (write, data, locality) = (
        op.is_write(ctx),
        op.is_data_cache(ctx),
        op.locality_hint(ctx),
    );
    let attrs = p.op_attributes(op.id());
    p.write(" ");
    p.print_operand(memref);
    print_indices(p, &indices);
    p.write(if write { ", write" } else { ", read" });
    p.write(&format!(", locality<{locality}>"));
    p.write(if data { ", data" } else { ", instr" });
    p.print_optional_attr_dict(&attrs, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    p.print_type(ty);
    Ok(())
}

/// `memref.transpose %in (d0, d1) -> (d1, d0) attr-dict : type to type`.
pub(crate) fn parse_transpose(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> PResult<()> {
    let input = p.parse_operand()?;
    let permutation = p.parse_affine_map()?;
    p.parse_optional_attr_dict(state)?;
    let source = p.parse_colon_type()?;
    let v = p.resolve_operand(&input, source)?;
    state.operands.push(v);
    p.parse_keyword("to")?;
    let result = p.parse_type()?;
    state.result_types.push(result);
    add_attr(p, state, "permutation", permutation);
    Ok(())
}

pub(crate) fn print_transpose(op: TransposeOp, p: &mut OpAsmPrinter<'_, '_>) -> IrResult<()> {
    let ctx = p.ctx();
    let input = op.r#in(ctx);
    let types = (
        ctx.value_type(input),
        ctx.value_type(ctx.result(op.id(), 0)),
    );
    // MLIR prints the map bare, without `affine_map<...>` or an alias.
    let map = ods_runtime::asm::printer::attr_to_string(ctx, op.permutation_attr(ctx));
    let map = map
        .strip_prefix("affine_map<")
        .and_then(|m| m.strip_suffix('>'))
        .unwrap_or(&map)
        .to_string();
    let attrs = p.op_attributes(op.id());
    p.write(" ");
    p.print_operand(input);
    p.write(" ");
    p.write(&map);
    p.print_optional_attr_dict(&attrs, &["permutation"]);
    p.write(" : ");
    p.print_type(types.0);
    p.write(" to ");
    p.print_type(types.1);
    Ok(())
}
