//! The `custom<...>` directives of the LLVM ops' declarative formats, as
//! MLIR's `LLVMDialect.cpp` parses and prints them.

use crate::llvm::*;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods_runtime::ods::convert;
use ods_runtime::{Attribute, BigInt, BlockId, Context, IrResult, OpId, Type, TypeKind, Value};

/// The constant index of `llvm.getelementptr` that stands for a dynamic
/// one (MLIR's `GEPOp::kDynamicIndex`).
pub(crate) const DYNAMIC_INDEX: i32 = i32::MIN;

/// The first of `cases` whose keyword comes next, consumed (MLIR's
/// `parseOptionalLLVMKeyword`).
pub(crate) fn parse_optional_case<T: Copy>(
    p: &mut OpAsmParser<'_, '_>,
    cases: &[T],
    keyword: impl Fn(T) -> &'static str,
) -> Option<T> {
    cases
        .iter()
        .copied()
        .find(|&c| p.parse_optional_keyword(keyword(c)))
}

/// `custom<LLVMLinkage>`: a linkage keyword, `external` when none.
pub(crate) fn parse_llvm_linkage(
    p: &mut OpAsmParser<'_, '_>,
    linkage: &mut Option<Attribute>,
) -> PResult<()> {
    let value =
        parse_optional_case(p, &Linkage::CASES, Linkage::stringify).unwrap_or(Linkage::External);
    *linkage = Some(LinkageAttr::get(p.ctx(), value).into());
    Ok(())
}

/// The linkage keyword, always.
pub(crate) fn print_llvm_linkage(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    linkage: Attribute,
) -> IrResult<()> {
    let ctx = p.ctx();
    let value = LinkageAttr::try_from(ctx, linkage).map_or(Linkage::External, |a| *a.linkage(ctx));
    p.write(value.stringify());
    Ok(())
}

/// `custom<GEPIndices>`: constants and operands, comma-separated; each
/// operand's place holds [`DYNAMIC_INDEX`] among the constants.
pub(crate) fn parse_gep_indices(
    p: &mut OpAsmParser<'_, '_>,
    dynamic_indices: &mut Vec<UnresolvedOperand>,
    raw_constant_indices: &mut Option<Attribute>,
) -> PResult<()> {
    let mut constants = Vec::new();
    loop {
        match p.parse_optional_integer::<i32>()? {
            Some(value) => constants.push(value),
            None => {
                constants.push(DYNAMIC_INDEX);
                dynamic_indices.push(p.parse_operand()?);
            }
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    *raw_constant_indices = Some(convert::dense_i32_array(p.ctx(), &constants));
    Ok(())
}

/// The indices in order, constants as integers.
pub(crate) fn print_gep_indices(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    dynamic_indices: &[Value],
    raw_constant_indices: Attribute,
) -> IrResult<()> {
    let mut dynamic = dynamic_indices.iter();
    let constants = convert::dense_i32_vec(p.ctx(), raw_constant_indices);
    for (i, value) in constants.into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if value != DYNAMIC_INDEX {
            p.write(&value.to_string());
        } else if let Some(&v) = dynamic.next() {
            p.print_operand(v);
        }
    }
    Ok(())
}

/// The type at `position` in the aggregate `container`, or the reason it
/// has none (MLIR's `getInsertExtractValueElementType`).
pub(crate) fn element_type_at(
    ctx: &Context,
    container: Type,
    position: &[i64],
) -> Result<Type, String> {
    let quoted = |ty| ods_runtime::ods::op::type_text(ctx, ty);
    if !super::types::is_compatible_type(ctx, container) {
        return Err(format!(
            "expected LLVM IR Dialect type, got {}",
            quoted(container)
        ));
    }
    let mut ty = container;
    for &index in position {
        let element = if let Some(array) = LLVMArrayType::try_from(ctx, ty) {
            u64::try_from(index)
                .is_ok_and(|i| i < array.num_elements(ctx))
                .then(|| array.element_type(ctx))
        } else if let Some(st) = LLVMStructType::try_from(ctx, ty) {
            usize::try_from(index)
                .ok()
                .and_then(|i| st.elements(ctx).get(i).copied())
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: {}",
                quoted(ty)
            ));
        };
        ty = element.ok_or_else(|| format!("position out of bounds: {index}"))?;
    }
    Ok(ty)
}

/// `custom<InsertExtractValueElementType>`: nothing written; the type of
/// the value inserted or extracted is the container's at the position.
pub(crate) fn parse_insert_extract_value_element_type(
    p: &mut OpAsmParser<'_, '_>,
    type_res: &mut Option<Type>,
    type_container: Type,
    position: Option<Attribute>,
) -> PResult<()> {
    let position = position
        .map(|a| convert::dense_i64_vec(p.ctx(), a))
        .unwrap_or_default();
    match element_type_at(p.ctx(), type_container, &position) {
        Ok(ty) => {
            *type_res = Some(ty);
            Ok(())
        }
        Err(message) => {
            let at = p.current_location();
            Err(p.emit_error(at, message))
        }
    }
}

/// Nothing: the type follows from the container's.
pub(crate) fn print_insert_extract_value_element_type(
    _p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    _type_res: Type,
    _type_container: Type,
    _position: Attribute,
) -> IrResult<()> {
    Ok(())
}

/// `custom<ShuffleType>`: nothing written; the result is a vector of the
/// operands' element type as long as the mask, scalable when they are.
pub(crate) fn parse_shuffle_type(
    p: &mut OpAsmParser<'_, '_>,
    type_v1: Type,
    type_res: &mut Option<Type>,
    mask: Option<Attribute>,
) -> PResult<()> {
    let length = mask.map_or(0, |m| convert::dense_i32_vec(p.ctx(), m).len()) as i64;
    let TypeKind::Vector {
        scalable, element, ..
    } = p.ctx().type_kind(type_v1).clone()
    else {
        let at = p.name_location();
        return Err(p.emit_error(at, "expected an LLVM compatible vector type"));
    };
    *type_res = Some(p.ctx().ty(TypeKind::Vector {
        shape: vec![length].into(),
        scalable: vec![scalable.iter().any(|&s| s)].into(),
        element,
    }));
    Ok(())
}

/// Nothing: the type follows from the operands' and the mask.
pub(crate) fn print_shuffle_type(
    _p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    _type_v1: Type,
    _type_res: Type,
    _mask: Attribute,
) -> IrResult<()> {
    Ok(())
}

/// `(operands : types)` after a successor, if they come next.
fn parse_successor_operands(
    p: &mut OpAsmParser<'_, '_>,
) -> PResult<(Vec<UnresolvedOperand>, Vec<Type>)> {
    if !p.parse_optional_lparen() {
        return Ok((Vec::new(), Vec::new()));
    }
    let operands = p.parse_operand_list_with(ods_runtime::asm::Delimiter::None, false, None)?;
    let types = p.parse_colon_type_list()?;
    p.parse_rparen()?;
    Ok((operands, types))
}

/// `[ value: ^bb(operands : types), ... ]`, the cases of `llvm.switch`
/// (MLIR's `parseSwitchOpCases`): each value read as an `int64_t` and
/// truncated to the flag's width.
pub(crate) fn parse_switch_op_cases(
    p: &mut OpAsmParser<'_, '_>,
    type_value: Type,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<BlockId>,
    case_operands: &mut Vec<Vec<UnresolvedOperand>>,
    type_case_operands: &mut Vec<Vec<Type>>,
) -> PResult<()> {
    p.parse_lsquare()?;
    if p.parse_optional_rsquare() {
        return Ok(());
    }
    let width = match p.ctx().type_kind(type_value) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let mut values = Vec::new();
    loop {
        let value = p.parse_integer::<i64>()?;
        values.push(BigInt::from(value).wrap(width, true));
        p.parse_colon()?;
        case_destinations.push(p.parse_successor()?);
        let (operands, types) = parse_successor_operands(p)?;
        case_operands.push(operands);
        type_case_operands.push(types);
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rsquare()?;
    *case_values = convert::dense_int_vector(p.ctx(), type_value, &values);
    Ok(())
}

/// The cases one a line between `[` and `]`, each value signed.
pub(crate) fn print_switch_op_cases(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    _type_value: Type,
    case_values: Option<Attribute>,
    case_destinations: &[BlockId],
    case_operands: &[Vec<Value>],
    _type_case_operands: &[Vec<Type>],
) -> IrResult<()> {
    p.write("[");
    p.print_new_line();
    let Some(values) = case_values else {
        p.write("]");
        return Ok(());
    };
    let values = convert::dense_int_values(p.ctx(), values);
    for (i, value) in values.iter().enumerate() {
        if i > 0 {
            p.write(",");
            p.print_new_line();
        }
        p.write(&format!("  {value}: "));
        if let (Some(&dest), Some(operands)) = (case_destinations.get(i), case_operands.get(i)) {
            p.print_successor_and_use_list(dest, operands);
        }
    }
    p.print_new_line();
    p.write("]");
    Ok(())
}

/// `custom<IndirectBrOpSucessors>`: `[ ^bb(operands : types), ... ]`.
pub(crate) fn parse_indirect_br_op_sucessors(
    p: &mut OpAsmParser<'_, '_>,
    _type_addr: Type,
    successors: &mut Vec<BlockId>,
    succ_operands: &mut Vec<Vec<UnresolvedOperand>>,
    type_succ_operands: &mut Vec<Vec<Type>>,
) -> PResult<()> {
    p.parse_lsquare()?;
    if p.parse_optional_rsquare() {
        return Ok(());
    }
    loop {
        successors.push(p.parse_successor()?);
        let (operands, types) = parse_successor_operands(p)?;
        succ_operands.push(operands);
        type_succ_operands.push(types);
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rsquare()
}

/// The successors one a line between `[` and `]`.
pub(crate) fn print_indirect_br_op_sucessors(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    _type_addr: Type,
    successors: &[BlockId],
    succ_operands: &[Vec<Value>],
    _type_succ_operands: &[Vec<Type>],
) -> IrResult<()> {
    p.write("[");
    p.increase_indent();
    for (i, &dest) in successors.iter().enumerate() {
        if i > 0 {
            p.write(",");
        }
        p.print_new_line();
        p.print_successor_and_use_list(dest, succ_operands.get(i).map_or(&[], Vec::as_slice));
    }
    p.decrease_indent();
    p.print_new_line();
    p.write("]");
    Ok(())
}

/// `custom<OpBundles>`: `["tag"(%a, %b : t1, t2), "tag"()]`, each bundle
/// a string tag and its operands with their types; nothing when no `[`
/// comes, no tags for `[]` (MLIR's `parseOpBundles`). `true` when a list
/// was read.
pub(crate) fn parse_op_bundles(
    p: &mut OpAsmParser<'_, '_>,
    operands: &mut Vec<Vec<UnresolvedOperand>>,
    types: &mut Vec<Vec<Type>>,
    tags: &mut Option<Attribute>,
) -> PResult<bool> {
    if !p.parse_optional_lsquare() {
        return Ok(false);
    }
    if p.parse_optional_rsquare() {
        return Ok(true);
    }
    let mut read = Vec::new();
    loop {
        let at = p.current_location();
        let Some(tag) = p.parse_optional_string()? else {
            return Err(p.emit_error(at, "expect operand bundle tag"));
        };
        p.parse_lparen()?;
        let (mut values, mut value_types) = (Vec::new(), Vec::new());
        if !p.parse_optional_rparen() {
            values = p.parse_operand_list(ods_runtime::asm::Delimiter::None, None)?;
            p.parse_colon()?;
            value_types = p.parse_type_list()?;
            p.parse_rparen()?;
        }
        operands.push(values);
        types.push(value_types);
        read.push(convert::string_attr(p.ctx(), &tag));
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rsquare()?;
    *tags = Some(convert::array_attr(p.ctx(), read));
    Ok(true)
}

/// Prints `custom<OpBundles>` (MLIR's `printOpBundles`): nothing without
/// bundles.
pub(crate) fn print_op_bundles(
    p: &mut OpAsmPrinter<'_, '_>,
    _: OpId,
    operands: &[Vec<Value>],
    types: &[Vec<Type>],
    tags: Option<Attribute>,
) -> IrResult<()> {
    if operands.is_empty() {
        return Ok(());
    }
    let tags = tags.map(|t| convert::as_array(p.ctx(), t).to_vec());
    p.write("[");
    for (i, (values, value_types)) in operands.iter().zip(types).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let tag = tags
            .as_ref()
            .and_then(|t| t.get(i))
            .and_then(|&t| convert::try_str(p.ctx(), t))
            .unwrap_or_default()
            .to_string();
        p.print_string(&tag);
        p.write("(");
        if !values.is_empty() {
            p.print_operands(values);
            p.write(" : ");
            p.print_types(value_types);
        }
        p.write(")");
    }
    p.write("]");
    Ok(())
}
