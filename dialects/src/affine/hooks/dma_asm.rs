//! The custom forms of `affine.dma_start` and `affine.dma_wait`, as MLIR's
//! `AffineDmaStartOp::parse`/`print` and `AffineDmaWaitOp::parse`/`print`
//! write them: each memref with its subscripts, then the number of
//! elements (and the stride pair), then the memref types. Neither form
//! has an attribute dictionary: MLIR's printers drop other attributes.
//!
//! ```text
//! affine.dma_start %src[%i, %j + 1], %dst[%k], %tag[0], %n, %stride, %per_stride
//!   : memref<64x64xf32>, memref<128xf32, 2>, memref<1xi32>
//! affine.dma_wait %tag[0], %n : memref<1xi32>
//! ```

use super::asm::{add_attr, print_access, resolve_indices};
use super::dma::{AffineDmaStartOp, AffineDmaWaitOp, DmaAccess};
use ods_runtime::asm::{Delimiter, OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods_runtime::ods::pred::is_memref;
use ods_runtime::{IrResult, OpId, OperationState};

/// `%memref[subscripts]` as parsed: the memref and the subscripts (the
/// map they make is added to the state).
struct ParsedAccess {
    memref: UnresolvedOperand,
    indices: Vec<UnresolvedOperand>,
}

fn parse_access(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    name: &str,
) -> PResult<ParsedAccess> {
    let memref = p.parse_operand()?;
    let (map, indices) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    add_attr(p, state, name, map);
    Ok(ParsedAccess { memref, indices })
}

/// Resolves the memref as `ty` and its subscripts as `index`, in operand
/// order.
fn resolve_access(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    access: &ParsedAccess,
    ty: ods_runtime::Type,
) -> PResult<()> {
    let memref = p.resolve_operand(&access.memref, ty)?;
    state.operands.push(memref);
    resolve_indices(p, &access.indices, state)
}

/// The subscripts' maps are made from the subscripts, so they always read
/// as many operands as are written (MLIR's check of that never fails).
///
/// `src[...], dst[...], tag[...], num_elements (, stride, per_stride)? :
/// src-type, dst-type, tag-type`.
pub(super) fn parse_start(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let src = parse_access(p, state, "src_map")?;
    p.parse_comma()?;
    let dst = parse_access(p, state, "dst_map")?;
    p.parse_comma()?;
    let tag = parse_access(p, state, "tag_map")?;
    p.parse_comma()?;
    let num_elements = p.parse_operand()?;
    // MLIR's `parseTrailingOperandList`: after a comma, any operands.
    let stride = match p.parse_optional_comma() {
        true => p.parse_operand_list(Delimiter::None, None)?,
        false => Vec::new(),
    };
    if !stride.is_empty() && stride.len() != 2 {
        let at = p.name_location();
        return Err(p.emit_error(at, "expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    let &[src_ty, dst_ty, tag_ty] = types.as_slice() else {
        let at = p.name_location();
        return Err(p.emit_error(at, "expected three types"));
    };
    resolve_access(p, state, &src, src_ty)?;
    resolve_access(p, state, &dst, dst_ty)?;
    resolve_access(p, state, &tag, tag_ty)?;
    resolve_indices(p, &[num_elements], state)?;
    resolve_indices(p, &stride, state)
}

/// `tag[...], num_elements : tag-type`.
pub(super) fn parse_wait(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
    let tag = parse_access(p, state, "tag_map")?;
    p.parse_comma()?;
    let num_elements = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    resolve_access(p, state, &tag, ty)?;
    resolve_indices(p, &[num_elements], state)?;
    if !is_memref(p.ctx(), ty) {
        let at = p.name_location();
        return Err(p.emit_error(at, "expected tag to be of memref type"));
    }
    Ok(())
}

fn print_memref_access(p: &mut OpAsmPrinter<'_, '_>, access: &DmaAccess) {
    print_access(p, access.memref, access.map, &access.indices);
}

pub(super) fn print_start(p: &mut OpAsmPrinter<'_, '_>, op: OpId) -> IrResult<()> {
    let ctx = p.ctx();
    let parts = AffineDmaStartOp(op).parts(ctx);
    p.write(" ");
    for access in [&parts.src, &parts.dst, &parts.tag] {
        print_memref_access(p, access);
        p.write(", ");
    }
    p.print_operand(parts.num_elements);
    if let Some((stride, per_stride)) = parts.stride {
        p.write(", ");
        p.print_operand(stride);
        p.write(", ");
        p.print_operand(per_stride);
    }
    p.write(" : ");
    let types = [&parts.src, &parts.dst, &parts.tag].map(|a| ctx.value_type(a.memref));
    p.print_types(&types);
    Ok(())
}

pub(super) fn print_wait(p: &mut OpAsmPrinter<'_, '_>, op: OpId) -> IrResult<()> {
    let ctx = p.ctx();
    let parts = AffineDmaWaitOp(op).parts(ctx);
    p.write(" ");
    print_memref_access(p, &parts.tag);
    p.write(", ");
    p.print_operand(parts.num_elements);
    p.write(" : ");
    p.print_type(ctx.value_type(parts.tag.memref));
    Ok(())
}
