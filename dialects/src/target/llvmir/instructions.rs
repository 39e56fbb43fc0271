//! The ops of the `llvm` dialect as LLVM IR instructions (MLIR's
//! `LLVMToLLVMIRTranslation.cpp`): the constant ops, a table of the ops
//! that are one LLVM instruction of the same shape (binary operators,
//! casts: a new one is a line there), comparisons, `select`, vector and
//! aggregate ops here; memory ops in [`memory`](super::memory), calls in
//! [`calls`](super::calls), terminators in [`branches`](super::branches).
//! An op whose operands are all constants is folded as LLVM's target
//! folder would ([`fold`](super::fold)).

use super::constants::{from_attr, Constant};
use super::fold;
use super::function::{typed, FunctionState, Operand, Part, Translated};
use super::types::IrType;
use super::{branches, calls, intrinsics, memory};
use crate::llvm::*;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::verify::with_current_op;
use ods_runtime::{AttrKind, Attribute, Context, DenseData, OpId};

/// The binary operators: the op's name and the LLVM opcode.
const BINARY: [(&str, &str); 18] = [
    ("llvm.add", "add"),
    ("llvm.sub", "sub"),
    ("llvm.mul", "mul"),
    ("llvm.udiv", "udiv"),
    ("llvm.sdiv", "sdiv"),
    ("llvm.urem", "urem"),
    ("llvm.srem", "srem"),
    ("llvm.and", "and"),
    ("llvm.or", "or"),
    ("llvm.xor", "xor"),
    ("llvm.shl", "shl"),
    ("llvm.lshr", "lshr"),
    ("llvm.ashr", "ashr"),
    ("llvm.fadd", "fadd"),
    ("llvm.fsub", "fsub"),
    ("llvm.fmul", "fmul"),
    ("llvm.fdiv", "fdiv"),
    ("llvm.frem", "frem"),
];

/// The casts: the op's name and the LLVM opcode.
const CASTS: [(&str, &str); 13] = [
    ("llvm.trunc", "trunc"),
    ("llvm.zext", "zext"),
    ("llvm.sext", "sext"),
    ("llvm.fptrunc", "fptrunc"),
    ("llvm.fpext", "fpext"),
    ("llvm.fptosi", "fptosi"),
    ("llvm.fptoui", "fptoui"),
    ("llvm.sitofp", "sitofp"),
    ("llvm.uitofp", "uitofp"),
    ("llvm.ptrtoint", "ptrtoint"),
    ("llvm.inttoptr", "inttoptr"),
    ("llvm.bitcast", "bitcast"),
    ("llvm.addrspacecast", "addrspacecast"),
];

/// The predicates of `llvm.icmp` and `llvm.fcmp` by their value.
const ICMP: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const FCMP: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// `message` at `op`, with the op shown in a note (`Operation::emitError`).
pub(crate) fn op_error(ctx: &Context, op: OpId, message: impl Into<String>) -> Diagnostic {
    with_current_op(ctx, op, Diagnostic::error(ctx.op_loc(op), message))
}

/// An inherent attribute (a property) or, failing that, a discardable
/// one.
pub(crate) fn inherent(ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
    let in_props = ctx
        .properties(op)
        .and_then(|props| match ctx.attr_kind(props) {
            AttrKind::Dictionary(entries) => entries
                .iter()
                .find(|(n, _)| ctx.symbol_str(*n) == name)
                .map(|&(_, v)| v),
            _ => None,
        });
    in_props.or_else(|| ctx.get_attr(op, name))
}

/// An integer attribute's value.
pub(crate) fn int_attr(ctx: &Context, attr: Option<Attribute>) -> Option<i128> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { value, .. } => Some(value.low_i128()),
        _ => None,
    }
}

/// The integers of a dense array or dense elements attribute.
pub(crate) fn int_list(ctx: &Context, attr: Option<Attribute>) -> Vec<i128> {
    match attr.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray {
            data: DenseData::Ints(v),
            ..
        })
        | Some(AttrKind::DenseElements {
            data: DenseData::Ints(v),
            ..
        }) => v.iter().map(|i| i.low_i128()).collect(),
        _ => Vec::new(),
    }
}

/// The flags an instruction prints after its opcode, each with a space
/// before it: `nuw nsw`, `exact`, `disjoint`, `nneg`, fast-math flags
/// (`fast` when all are set).
pub(crate) fn flags(ctx: &Context, op: OpId) -> String {
    let mut out = String::new();
    // MLIR's `IntegerOverflowFlags`: nsw = 1, nuw = 2.
    let overflow = int_attr(ctx, inherent(ctx, op, "overflowFlags")).unwrap_or(0);
    for (bit, word) in [(2, " nuw"), (1, " nsw")] {
        if overflow & bit != 0 {
            out.push_str(word);
        }
    }
    for (name, word) in [
        ("isExact", " exact"),
        ("isDisjoint", " disjoint"),
        ("nonNeg", " nneg"),
    ] {
        if inherent(ctx, op, name).is_some() {
            out.push_str(word);
        }
    }
    let fastmath = inherent(ctx, op, "fastmathFlags")
        .and_then(|a| FastmathFlagsAttr::try_from(ctx, a))
        .map_or(FastmathFlags::NONE, |a| a.storage(ctx).value);
    if fastmath.contains(FastmathFlags::FAST) {
        out.push_str(" fast");
    } else {
        for (flag, word) in [
            (FastmathFlags::REASSOC, " reassoc"),
            (FastmathFlags::NNAN, " nnan"),
            (FastmathFlags::NINF, " ninf"),
            (FastmathFlags::NSZ, " nsz"),
            (FastmathFlags::ARCP, " arcp"),
            (FastmathFlags::CONTRACT, " contract"),
            (FastmathFlags::AFN, " afn"),
        ] {
            if fastmath.contains(flag) {
                out.push_str(word);
            }
        }
    }
    out
}

/// Translates one op of a function's body.
pub(crate) fn translate_op(f: &mut FunctionState<'_, '_>, op: OpId) -> Translated {
    let ctx = f.ctx;
    let name = ctx.op_name_str(op);
    let results = ctx.results(op);
    let result_type = match results.first() {
        Some(&r) => Some(f.ir_type(ctx.value_type(r), Some(op))?),
        None => None,
    };
    let operands = f.operands(op)?;
    let define = |f: &mut FunctionState<'_, '_>, operand: Operand| {
        if let Some(&r) = results.first() {
            f.map(r, operand);
        }
    };
    // An instruction with a result of `ty`.
    let emit = |f: &mut FunctionState<'_, '_>, ty: IrType, parts: Vec<Part>| {
        let local = f.push(Some(ty.clone()), parts);
        local.map(|l| Operand::Local(ty, l))
    };
    if let Some(&(_, opcode)) = BINARY.iter().find(|(n, _)| *n == name) {
        let (lhs, rhs) = (&operands[0], &operands[1]);
        let ty = lhs.ty().clone();
        if let (Some(a), Some(b)) = (lhs.constant(), rhs.constant()) {
            let folded = if opcode.starts_with('f') {
                fold::float_binary(opcode, &ty, a, b)
            } else {
                fold::int_binary(opcode, &ty, a, b)
            };
            if let Some(c) = folded {
                define(f, Operand::Const(ty, c));
                return Ok(());
            }
        }
        let mut parts = vec![Part::Text(format!("{opcode}{} ", flags(ctx, op)))];
        parts.extend(typed(lhs));
        parts.push(Part::Str(", "));
        parts.push(Part::Value(rhs.clone()));
        if let Some(r) = emit(f, ty, parts) {
            define(f, r);
        }
        return Ok(());
    }
    if let Some(&(_, opcode)) = CASTS.iter().find(|(n, _)| *n == name) {
        let to = result_type.unwrap_or(IrType::Void);
        let value = &operands[0];
        if let Some(c) = value
            .constant()
            .and_then(|c| fold::cast(opcode, c, value.ty(), &to))
        {
            define(f, Operand::Const(to, c));
            return Ok(());
        }
        let mut parts = vec![Part::Text(format!("{opcode}{} ", flags(ctx, op)))];
        parts.extend(typed(value));
        parts.push(Part::Text(format!(" to {to}")));
        if let Some(r) = emit(f, to, parts) {
            define(f, r);
        }
        return Ok(());
    }
    match name {
        "llvm.mlir.constant" => {
            let ty = result_type.unwrap_or(IrType::Void);
            let value =
                inherent(ctx, op, "value").ok_or_else(|| op_error(ctx, op, "missing value"))?;
            let c = from_attr(ctx, value, &ty).map_err(|m| op_error(ctx, op, m))?;
            define(f, Operand::Const(ty, c));
        }
        "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" => {
            let c = match name {
                "llvm.mlir.undef" => Constant::Undef,
                "llvm.mlir.poison" => Constant::Poison,
                _ => Constant::Zero,
            };
            define(f, Operand::Const(result_type.unwrap_or(IrType::Void), c));
        }
        "llvm.mlir.addressof" => {
            let target = AddressOfOp::cast(ctx, op)
                .map(|a| a.global_name(ctx).to_string())
                .unwrap_or_default();
            let c = Constant::Ptr {
                base: Some(target),
                offset: 0,
                inbounds: false,
            };
            define(f, Operand::Const(result_type.unwrap_or(IrType::Ptr(0)), c));
        }
        "llvm.extractelement" | "llvm.insertelement" => {
            let (vector, rest) = if name == "llvm.extractelement" {
                (&operands[0], vec![&operands[1]])
            } else {
                (&operands[0], vec![&operands[1], &operands[2]])
            };
            let opcode = &name["llvm.".len()..];
            let mut parts = vec![Part::Text(format!("{opcode} "))];
            parts.extend(typed(vector));
            for operand in rest {
                parts.push(Part::Str(", "));
                parts.extend(typed(operand));
            }
            if let Some(r) = emit(f, result_type.unwrap_or(IrType::Void), parts) {
                define(f, r);
            }
        }
        "llvm.shufflevector" => {
            let result = result_type.unwrap_or(IrType::Void);
            let mask: Vec<Constant> = int_list(ctx, inherent(ctx, op, "mask"))
                .into_iter()
                .map(|m| {
                    if m < 0 {
                        Constant::Poison
                    } else {
                        Constant::Int(m)
                    }
                })
                .collect();
            let IrType::Vector { len, scalable, .. } = result else {
                return Err(op_error(ctx, op, "expected a vector result"));
            };
            let mask_type = IrType::Vector {
                len,
                scalable,
                element: Box::new(IrType::Int(32)),
            };
            let mut parts = vec![Part::Str("shufflevector ")];
            parts.extend(typed(&operands[0]));
            parts.push(Part::Str(", "));
            parts.extend(typed(&operands[1]));
            let mask = Constant::aggregate(mask);
            parts.push(Part::Text(format!(", {}", mask.typed(&mask_type))));
            if let Some(r) = emit(f, result, parts) {
                define(f, r);
            }
        }
        "llvm.fneg" => {
            let value = &operands[0];
            if let Some(c) = value.constant().and_then(|c| fold::fneg(value.ty(), c)) {
                define(f, Operand::Const(value.ty().clone(), c));
                return Ok(());
            }
            let mut parts = vec![Part::Text(format!("fneg{} ", flags(ctx, op)))];
            parts.extend(typed(value));
            if let Some(r) = emit(f, value.ty().clone(), parts) {
                define(f, r);
            }
        }
        "llvm.icmp" | "llvm.fcmp" => {
            let predicate = int_attr(ctx, inherent(ctx, op, "predicate")).unwrap_or(0) as usize;
            let (table, opcode): (&[&str], _) = if name == "llvm.icmp" {
                (&ICMP, "icmp")
            } else {
                (&FCMP, "fcmp")
            };
            let predicate = table.get(predicate).copied().unwrap_or("eq");
            let (lhs, rhs) = (&operands[0], &operands[1]);
            let ty = result_type.unwrap_or(IrType::Int(1));
            if let (Some(a), Some(b)) = (lhs.constant(), rhs.constant()) {
                let folded = if opcode == "icmp" {
                    fold::icmp(predicate, lhs.ty(), a, b)
                } else {
                    fold::fcmp(predicate, lhs.ty(), a, b)
                };
                if let Some(c) = folded {
                    define(f, Operand::Const(ty, c));
                    return Ok(());
                }
            }
            let mut parts = vec![Part::Text(format!(
                "{opcode}{} {predicate} ",
                flags(ctx, op)
            ))];
            parts.extend(typed(lhs));
            parts.push(Part::Str(", "));
            parts.push(Part::Value(rhs.clone()));
            if let Some(r) = emit(f, ty, parts) {
                define(f, r);
            }
        }
        "llvm.select" => {
            let ty = operands[1].ty().clone();
            if let (Some(Constant::Int(c)), Some(_), Some(_)) = (
                operands[0].constant(),
                operands[1].constant(),
                operands[2].constant(),
            ) {
                let chosen = if *c != 0 { &operands[1] } else { &operands[2] };
                define(f, chosen.clone());
                return Ok(());
            }
            let mut parts = vec![Part::Text(format!("select{} ", flags(ctx, op)))];
            for (i, operand) in operands.iter().enumerate() {
                if i > 0 {
                    parts.push(Part::Str(", "));
                }
                parts.extend(typed(operand));
            }
            if let Some(r) = emit(f, ty, parts) {
                define(f, r);
            }
        }
        "llvm.extractvalue" | "llvm.insertvalue" => {
            let position: Vec<u64> = int_list(ctx, inherent(ctx, op, "position"))
                .into_iter()
                .map(|p| p as u64)
                .collect();
            let container = &operands[0];
            let ty = container.ty().clone();
            let insert = name == "llvm.insertvalue";
            let folded = match (
                container.constant(),
                operands.get(1).and_then(Operand::constant),
            ) {
                (Some(c), _) if !insert => fold::extract(c, &ty, &position),
                (Some(c), Some(v)) => fold::insert(c, &ty, v, &position),
                _ => None,
            };
            let result = result_type.unwrap_or(IrType::Void);
            if let Some(c) = folded {
                define(f, Operand::Const(result, c));
                return Ok(());
            }
            let opcode = if insert {
                "insertvalue"
            } else {
                "extractvalue"
            };
            let mut parts = vec![Part::Text(format!("{opcode} "))];
            parts.extend(typed(container));
            if insert {
                parts.push(Part::Str(", "));
                parts.extend(typed(&operands[1]));
            }
            let indices: Vec<String> = position.iter().map(u64::to_string).collect();
            parts.push(Part::Text(format!(", {}", indices.join(", "))));
            if let Some(r) = emit(f, result, parts) {
                define(f, r);
            }
        }
        "llvm.alloca" => memory::alloca(f, op, &operands, result_type.unwrap_or(IrType::Ptr(0)))?,
        "llvm.load" => memory::load(f, op, &operands, result_type.unwrap_or(IrType::Void))?,
        "llvm.store" => memory::store(f, op, &operands)?,
        "llvm.getelementptr" => {
            memory::gep(f, op, &operands, result_type.unwrap_or(IrType::Ptr(0)))?
        }
        "llvm.atomicrmw" => memory::atomic_rmw(f, op, &operands)?,
        "llvm.cmpxchg" => memory::cmpxchg(f, op, &operands, result_type.unwrap_or(IrType::Void))?,
        "llvm.fence" => memory::fence(f, op)?,
        "llvm.freeze" => {
            let mut parts = vec![Part::Str("freeze ")];
            parts.extend(typed(&operands[0]));
            if let Some(r) = emit(f, operands[0].ty().clone(), parts) {
                define(f, r);
            }
        }
        "llvm.call" => calls::translate_call(f, op, &operands, result_type)?,
        "llvm.invoke" => calls::translate_invoke(f, op, result_type)?,
        "llvm.inline_asm" => calls::translate_inline_asm(f, op, &operands, result_type)?,
        "llvm.va_arg" => {
            let ty = result_type.unwrap_or(IrType::Void);
            let mut parts = vec![Part::Str("va_arg ")];
            parts.extend(typed(&operands[0]));
            parts.push(Part::Text(format!(", {ty}")));
            if let Some(r) = emit(f, ty, parts) {
                define(f, r);
            }
        }
        "llvm.landingpad" => {
            calls::translate_landingpad(f, op, &operands, result_type.unwrap_or(IrType::Void))?
        }
        "llvm.return" | "llvm.unreachable" | "llvm.br" | "llvm.cond_br" | "llvm.switch" => {
            branches::translate_terminator(f, op, &operands)?
        }
        "llvm.intr.dbg.value" | "llvm.intr.dbg.declare" | "llvm.intr.dbg.label" => {
            super::debug_records::translate_debug_record(f, op, &operands)?
        }
        _ if name.starts_with("llvm.intr.") => {
            let result = result_type.unwrap_or(IrType::Void);
            let Some(intrinsic) = intrinsics::intrinsic(f, op, &operands, &result) else {
                let message =
                    format!("cannot be converted to LLVM IR: unsupported operation: {name}");
                return Err(op_error(ctx, op, message));
            };
            intrinsics::translate(f, op, intrinsic, &operands)?
        }
        _ => {
            let dialect = name.split('.').next().unwrap_or("");
            let message = if dialect == "llvm" {
                format!("cannot be converted to LLVM IR: unsupported operation: {name}")
            } else {
                format!(
                    "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: {name}"
                )
            };
            return Err(op_error(ctx, op, message));
        }
    }
    Ok(())
}
