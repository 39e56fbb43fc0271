//! `llvm.call` and `llvm.invoke` as LLVM's `call` and `invoke`: direct or
//! through a pointer, variadic callees with their function type,
//! fast-math flags, argument and result attributes, operand bundles; `llvm.landingpad` and its clauses; `llvm.inline_asm`
//! as a call of inline assembly.

use super::attributes::parameter_attributes;
use super::constants::escape;
use super::function::{label, typed, FunctionState, Operand, Part, Translated};
use super::instructions::{flags, inherent};
use super::types::IrType;
use crate::llvm::{CallOp, InvokeOp, TailCallKind};
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, OpId};

/// `keyword [flags] T @f(args)` (`call` or `invoke`), `T (params, ...)`
/// for a variadic callee, `%p(args)` for an indirect one; `operands` are
/// the callee's (the pointer first when indirect).
fn call_parts(
    f: &FunctionState<'_, '_>,
    op: OpId,
    keyword: &str,
    operands: &[Operand],
    result: &IrType,
) -> Result<Vec<Part>, ods_runtime::diag::Diagnostic> {
    let ctx = f.ctx;
    let callee = match inherent(ctx, op, "callee").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::SymbolRef { root, .. }) => Some(ctx.symbol_str(*root).to_string()),
        _ => None,
    };
    let (target, args) = match &callee {
        Some(name) => (vec![Part::Text(format!("@{name}"))], operands),
        None => (vec![Part::Value(operands[0].clone())], &operands[1..]),
    };
    // An indirect call through a pointer of another address space says so.
    let space = match (&callee, operands.first().map(Operand::ty)) {
        (None, Some(IrType::Ptr(space))) if *space != 0 => format!("addrspace({space}) "),
        _ => String::new(),
    };
    // LLVM keeps fast-math flags on calls of floating-point results only.
    let mut flags = if takes_fast_math(result) {
        flags(ctx, op)
    } else {
        String::new()
    };
    for word in parameter_attributes(ctx, inherent(ctx, op, "res_attrs"), 0) {
        flags.push(' ');
        flags.push_str(&word);
    }
    let mut head = format!("{keyword}{flags} {space}{result} ");
    if let Some(var_type) = inherent(ctx, op, "var_callee_type") {
        if let AttrKind::Type(ty) = ctx.attr_kind(var_type) {
            if let IrType::Function { params, .. } = f.ir_type(*ty, Some(op))? {
                let mut list = super::types::comma_list(&params);
                list.push_str(if params.is_empty() { "..." } else { ", ..." });
                head = format!("{keyword}{flags} {space}{result} ({list}) ");
            }
        }
    }
    let mut parts = vec![Part::Text(head)];
    parts.extend(target);
    parts.push(Part::Str("("));
    let arg_attrs = inherent(ctx, op, "arg_attrs");
    for (i, arg) in args.iter().enumerate() {
        if i > 0 {
            parts.push(Part::Str(", "));
        }
        let mut words = parameter_attributes(ctx, arg_attrs, i);
        words.push(String::new());
        parts.push(Part::Text(format!("{} {}", arg.ty(), words.join(" "))));
        parts.push(Part::Value(arg.clone()));
    }
    parts.push(Part::Str(")"));
    Ok(parts)
}

/// Whether a call of result `ty` takes fast-math flags (LLVM's
/// `FPMathOperator`): a float or vector of floats, or arrays of them, or a
/// struct of one such type throughout.
fn takes_fast_math(ty: &IrType) -> bool {
    let float = |t: &IrType| match t {
        IrType::Float(_) | IrType::PpcFp128 => true,
        IrType::Vector { element, .. } => matches!(**element, IrType::Float(_) | IrType::PpcFp128),
        _ => false,
    };
    let mut ty = ty;
    while let IrType::Array(_, element) = ty {
        ty = element;
    }
    match ty {
        IrType::Struct { elements, .. } => elements
            .first()
            .is_some_and(|first| float(first) && elements.iter().all(|e| e == first)),
        other => float(other),
    }
}

/// ` [ "tag"(T %v, ...), ... ]`, the operand bundles of a call, each of
/// `bundles` the tag and its operands; nothing without bundles.
fn bundle_parts(bundles: &[(String, Vec<Operand>)]) -> Vec<Part> {
    if bundles.is_empty() {
        return Vec::new();
    }
    let mut parts = vec![Part::Str(" [ ")];
    for (i, (tag, operands)) in bundles.iter().enumerate() {
        if i > 0 {
            parts.push(Part::Str(", "));
        }
        parts.push(Part::Text(format!("\"{}\"(", escape(tag.as_bytes()))));
        for (j, operand) in operands.iter().enumerate() {
            if j > 0 {
                parts.push(Part::Str(", "));
            }
            parts.extend(typed(operand));
        }
        parts.push(Part::Str(")"));
    }
    parts.push(Part::Str(" ]"));
    parts
}

/// The operand bundles of `op` (a call or invoke), each its tag and its
/// translated operands: `groups` and `tags` as the op holds them.
fn bundles(
    f: &FunctionState<'_, '_>,
    op: OpId,
    groups: Vec<Vec<ods_runtime::Value>>,
    tags: Option<ods_runtime::Attribute>,
) -> Result<Vec<(String, Vec<Operand>)>, ods_runtime::diag::Diagnostic> {
    let ctx = f.ctx;
    let tags = tags
        .and_then(|t| ods_runtime::ods::convert::try_as_array(ctx, t))
        .unwrap_or_default();
    let mut out = Vec::new();
    for (i, group) in groups.into_iter().enumerate() {
        let tag = tags
            .get(i)
            .and_then(|&t| ods_runtime::ods::convert::try_str(ctx, t))
            .unwrap_or_default()
            .to_string();
        let operands = group
            .into_iter()
            .map(|v| f.value(v, op))
            .collect::<Result<Vec<_>, _>>()?;
        out.push((tag, operands));
    }
    Ok(out)
}

/// Appends an instruction with `result` (none when void) and maps `op`'s
/// result to it.
fn emit(f: &mut FunctionState<'_, '_>, op: OpId, result: Option<IrType>, parts: Vec<Part>) {
    if let Some(l) = f.push(result.clone(), parts) {
        if let (Some(&r), Some(ty)) = (f.ctx.results(op).first(), result) {
            f.map(r, Operand::Local(ty, l));
        }
    }
}

/// `call T @f(args)`.
pub(crate) fn translate_call(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
    result: Option<IrType>,
) -> Translated {
    let Some(call) = CallOp::cast(f.ctx, op) else {
        return Ok(());
    };
    let bundles = bundles(
        f,
        op,
        call.op_bundle_operands(f.ctx),
        call.op_bundle_tags(f.ctx),
    )?;
    let callee_count = call.callee_operands(f.ctx).len().min(operands.len());
    let callee_operands = &operands[..callee_count];
    // `tail`, `musttail` or `notail` before the keyword.
    let keyword = match call.tail_call_kind(f.ctx) {
        TailCallKind::None => "call".to_string(),
        kind => format!("{} call", kind.stringify()),
    };
    let mut parts = call_parts(
        f,
        op,
        &keyword,
        callee_operands,
        result.as_ref().unwrap_or(&IrType::Void),
    )?;
    parts.extend(bundle_parts(&bundles));
    emit(f, op, result, parts);
    Ok(())
}

/// `invoke T @f(args)` and, on a line of its own, `to label %normal
/// unwind label %unwind`.
pub(crate) fn translate_invoke(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    result: Option<IrType>,
) -> Translated {
    let ctx = f.ctx;
    let Some(invoke) = InvokeOp::cast(ctx, op) else {
        return Ok(());
    };
    let callee_operands = invoke.callee_operands(ctx);
    let operands = callee_operands
        .iter()
        .map(|&v| f.value(v, op))
        .collect::<Result<Vec<_>, _>>()?;
    let result_type = result.clone().unwrap_or(IrType::Void);
    let mut parts = call_parts(f, op, "invoke", &operands, &result_type)?;
    let groups = invoke.op_bundle_operands(ctx);
    parts.extend(bundle_parts(&bundles(
        f,
        op,
        groups,
        invoke.op_bundle_tags(ctx),
    )?));
    let (normal, unwind) = (f.successor(op, 0), f.successor(op, 1));
    parts.push(Part::Str("\n          to "));
    parts.extend(label(normal));
    parts.push(Part::Str(" unwind "));
    parts.extend(label(unwind));
    emit(f, op, result, parts);
    f.set_normal_dest(normal);
    f.record_edges(&[normal, unwind]);
    Ok(())
}

/// `landingpad T` with `cleanup` and its clauses, each on a line: `catch`
/// for a pointer, `filter` for an array.
pub(crate) fn translate_landingpad(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
    result: IrType,
) -> Translated {
    let mut parts = vec![Part::Text(format!("landingpad {result}"))];
    if inherent(f.ctx, op, "cleanup").is_some() {
        parts.push(Part::Str("\n          cleanup"));
    }
    for clause in operands {
        let kind = if matches!(clause.ty(), IrType::Array(..)) {
            "filter"
        } else {
            "catch"
        };
        parts.push(Part::Text(format!("\n          {kind} ")));
        parts.extend(typed(clause));
    }
    emit(f, op, Some(result), parts);
    Ok(())
}

/// The text of a string attribute of `op`, escaped as LLVM writes it.
fn string_of(f: &FunctionState<'_, '_>, op: OpId, name: &str) -> String {
    match inherent(f.ctx, op, name).map(|a| f.ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => super::constants::escape(value),
        _ => String::new(),
    }
}

/// `call T asm [sideeffect] [alignstack] [inteldialect] "asm",
/// "constraints"(args)`.
pub(crate) fn translate_inline_asm(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
    result: Option<IrType>,
) -> Translated {
    let ctx = f.ctx;
    let mut head = format!("call {} asm ", result.as_ref().unwrap_or(&IrType::Void));
    if inherent(ctx, op, "has_side_effects").is_some() {
        head.push_str("sideeffect ");
    }
    if inherent(ctx, op, "is_align_stack").is_some() {
        head.push_str("alignstack ");
    }
    // MLIR's `AsmDialect`: AT&T is 0, Intel 1.
    if super::instructions::int_attr(ctx, inherent(ctx, op, "asm_dialect")) == Some(1) {
        head.push_str("inteldialect ");
    }
    let asm = string_of(f, op, "asm_string");
    let constraints = string_of(f, op, "constraints");
    let mut parts = vec![Part::Text(format!("{head}\"{asm}\", \"{constraints}\"("))];
    for (i, arg) in operands.iter().enumerate() {
        if i > 0 {
            parts.push(Part::Str(", "));
        }
        parts.extend(typed(arg));
    }
    parts.push(Part::Str(")"));
    emit(f, op, result, parts);
    Ok(())
}
