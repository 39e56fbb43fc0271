//! The memory ops of the `llvm` dialect as LLVM instructions: `alloca`,
//! `load`, `store` (plain, volatile or atomic), `getelementptr` (folded
//! to a byte offset over constants), `atomicrmw`, `cmpxchg` and `fence`.
//! Without an alignment, `alloca` takes the type's preferred one, `load`
//! and `store` its ABI one, the atomic read-modify-writes its store size,
//! as LLVM's `IRBuilder` does in the default data layout.

use super::constants::Constant;
use super::fold;
use super::function::{typed, FunctionState, Operand, Part, Translated};
use super::instructions::{inherent, int_attr, int_list, op_error};
use super::types::IrType;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::{AttrKind, OpId};

/// LLVM's atomic orderings by the value of MLIR's `AtomicOrdering`.
const ORDERINGS: [&str; 8] = [
    "",
    "unordered",
    "monotonic",
    "",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];

/// The type a type attribute of `op` holds, in LLVM.
pub(crate) fn type_attr(
    f: &FunctionState<'_, '_>,
    op: OpId,
    name: &str,
) -> Result<IrType, Diagnostic> {
    let ctx = f.ctx;
    match inherent(ctx, op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(ty)) => f.ir_type(*ty, Some(op)),
        _ => Err(op_error(ctx, op, format!("missing {name}"))),
    }
}

/// The ordering attribute `name` of `op` (empty when not atomic).
fn ordering(f: &FunctionState<'_, '_>, op: OpId, name: &str) -> &'static str {
    let value = int_attr(f.ctx, inherent(f.ctx, op, name)).unwrap_or(0);
    usize::try_from(value)
        .ok()
        .and_then(|v| ORDERINGS.get(v))
        .copied()
        .unwrap_or("")
}

/// ` syncscope("name")` when `op` names a scope.
fn syncscope(f: &FunctionState<'_, '_>, op: OpId) -> String {
    match inherent(f.ctx, op, "syncscope").map(|a| f.ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) if !value.is_empty() => {
            let scope = super::constants::escape(value);
            format!(" syncscope(\"{scope}\")")
        }
        _ => String::new(),
    }
}

/// The `alignment` of `op` when set and not 0, else `default`.
fn alignment(f: &FunctionState<'_, '_>, op: OpId, default: u64) -> u64 {
    int_attr(f.ctx, inherent(f.ctx, op, "alignment"))
        .filter(|&a| a > 0)
        .map_or(default, |a| a as u64)
}

/// ` volatile` when `op` is.
fn volatile(f: &FunctionState<'_, '_>, op: OpId) -> &'static str {
    if inherent(f.ctx, op, "volatile_").is_some() {
        " volatile"
    } else {
        ""
    }
}

/// Appends an instruction with a result of `ty` and maps `op`'s result
/// to it.
fn emit(f: &mut FunctionState<'_, '_>, op: OpId, ty: IrType, parts: Vec<Part>) {
    if let Some(local) = f.push(Some(ty.clone()), parts) {
        if let Some(&r) = f.ctx.results(op).first() {
            f.map(r, Operand::Local(ty, local));
        }
    }
}

/// `alloca [inalloca] T[, ty %n], align A[, addrspace(S)]`.
pub(crate) fn alloca(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
    result: IrType,
) -> Translated {
    let element = type_attr(f, op, "elem_type")?;
    let align = alignment(f, op, f.module.layout.pref_align(&element));
    let inalloca = if inherent(f.ctx, op, "inalloca").is_some() {
        "inalloca "
    } else {
        ""
    };
    let mut parts = vec![Part::Text(format!("alloca {inalloca}{element}"))];
    // LLVM leaves out an `i32 1` size only.
    let size = &operands[0];
    if !(matches!(size.constant(), Some(Constant::Int(1))) && *size.ty() == IrType::Int(32)) {
        parts.push(Part::Str(", "));
        parts.extend(typed(size));
    }
    parts.push(Part::Text(format!(", align {align}")));
    if let IrType::Ptr(space @ 1..) = result {
        parts.push(Part::Text(format!(", addrspace({space})")));
    }
    emit(f, op, result, parts);
    Ok(())
}

/// `load [atomic] [volatile] T, ptr %p[ syncscope(..) ordering], align A`.
pub(crate) fn load(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
    result: IrType,
) -> Translated {
    let order = ordering(f, op, "ordering");
    let atomic = if order.is_empty() { "" } else { " atomic" };
    let align = alignment(f, op, f.module.layout.abi_align(&result));
    let head = format!("load{atomic}{} {result}, ", volatile(f, op));
    let mut parts = vec![Part::Text(head)];
    parts.extend(typed(&operands[0]));
    if !order.is_empty() {
        parts.push(Part::Text(format!("{} {order}", syncscope(f, op))));
    }
    parts.push(Part::Text(format!(", align {align}")));
    emit(f, op, result, parts);
    attach_nontemporal(f, op);
    Ok(())
}

/// `!nontemporal !{i32 1}` on a load or store that says so.
fn attach_nontemporal(f: &mut FunctionState<'_, '_>, op: OpId) {
    if inherent(f.ctx, op, "nontemporal").is_some() {
        f.attach("nontemporal", "!{i32 1}".to_string());
    }
}

/// `store [atomic] [volatile] T %v, ptr %p[ syncscope(..) ordering],
/// align A`.
pub(crate) fn store(f: &mut FunctionState<'_, '_>, op: OpId, operands: &[Operand]) -> Translated {
    let order = ordering(f, op, "ordering");
    let atomic = if order.is_empty() { "" } else { " atomic" };
    let align = alignment(f, op, f.module.layout.abi_align(operands[0].ty()));
    let mut parts = vec![Part::Text(format!("store{atomic}{} ", volatile(f, op)))];
    parts.extend(typed(&operands[0]));
    parts.push(Part::Str(", "));
    parts.extend(typed(&operands[1]));
    if !order.is_empty() {
        parts.push(Part::Text(format!("{} {order}", syncscope(f, op))));
    }
    parts.push(Part::Text(format!(", align {align}")));
    f.push(None, parts);
    attach_nontemporal(f, op);
    Ok(())
}

/// `getelementptr [inbounds] T, ptr %base, i32 c, i64 %i, ...`: constant
/// indices are `i32`; with all operands constant, a byte offset.
pub(crate) fn gep(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
    result: IrType,
) -> Translated {
    let ctx = f.ctx;
    let element = type_attr(f, op, "elem_type")?;
    let raw = int_list(ctx, inherent(ctx, op, "rawConstantIndices"));
    let mut dynamic = operands[1..].iter();
    let indices: Vec<Operand> = raw
        .iter()
        .map(|&i| {
            if i == i128::from(i32::MIN) {
                dynamic.next().cloned()
            } else {
                Some(Operand::Const(IrType::Int(32), Constant::Int(i)))
            }
        })
        .collect::<Option<_>>()
        .ok_or_else(|| op_error(ctx, op, "missing a dynamic index"))?;
    let base = &operands[0];
    let constant_indices: Option<Vec<i128>> = indices
        .iter()
        .map(|i| match i.constant() {
            Some(Constant::Int(v)) => Some(*v),
            Some(Constant::Zero) => Some(0),
            _ => None,
        })
        .collect();
    if let (Some(b), Some(ci)) = (base.constant(), constant_indices) {
        let module = f.module;
        let size = |g: &str| module.global_size(g);
        if let Some(c) = fold::gep(b, &element, &ci, &module.layout, size) {
            f.map(ctx.results(op)[0], Operand::Const(result, c));
            return Ok(());
        }
    }
    // MLIR's `GEPNoWrapFlags`: inbounds = 3 (with nusw = 2), nuw = 4.
    let no_wrap = int_attr(ctx, inherent(ctx, op, "noWrapFlags")).unwrap_or(0);
    let mut flags = String::new();
    if no_wrap & 3 == 3 {
        flags.push_str(" inbounds");
    } else if no_wrap & 2 != 0 {
        flags.push_str(" nusw");
    }
    if no_wrap & 4 != 0 {
        flags.push_str(" nuw");
    }
    let mut parts = vec![Part::Text(format!("getelementptr{flags} {element}, "))];
    parts.extend(typed(base));
    for index in &indices {
        parts.push(Part::Str(", "));
        parts.extend(typed(index));
    }
    emit(f, op, result, parts);
    Ok(())
}

/// `atomicrmw [volatile] op ptr %p, T %v[ syncscope(..)] ordering, align A`.
pub(crate) fn atomic_rmw(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
) -> Translated {
    let ctx = f.ctx;
    let Some(rmw) = crate::llvm::AtomicRMWOp::cast(ctx, op) else {
        return Err(op_error(ctx, op, "expected llvm.atomicrmw"));
    };
    // MLIR spells `and`, `or`, `xor` with an underscore.
    let bin_op = rmw.bin_op(ctx).stringify().trim_start_matches('_');
    let value_type = operands[1].ty().clone();
    let align = alignment(f, op, f.module.layout.store_size(&value_type));
    let head = format!("atomicrmw{} {bin_op} ", volatile(f, op));
    let mut parts = vec![Part::Text(head)];
    parts.extend(typed(&operands[0]));
    parts.push(Part::Str(", "));
    parts.extend(typed(&operands[1]));
    let order = ordering(f, op, "ordering");
    let scope = syncscope(f, op);
    parts.push(Part::Text(format!("{scope} {order}, align {align}")));
    emit(f, op, value_type, parts);
    Ok(())
}

/// `cmpxchg [weak] [volatile] ptr %p, T %cmp, T %new[ syncscope(..)]
/// success failure, align A`, a `{ T, i1 }`.
pub(crate) fn cmpxchg(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
    result: IrType,
) -> Translated {
    let value_type = operands[1].ty().clone();
    let align = alignment(f, op, f.module.layout.store_size(&value_type));
    let weak = if inherent(f.ctx, op, "weak").is_some() {
        " weak"
    } else {
        ""
    };
    let mut parts = vec![Part::Text(format!("cmpxchg{weak}{} ", volatile(f, op)))];
    for (i, operand) in operands.iter().enumerate() {
        if i > 0 {
            parts.push(Part::Str(", "));
        }
        parts.extend(typed(operand));
    }
    let success = ordering(f, op, "success_ordering");
    let failure = ordering(f, op, "failure_ordering");
    let scope = syncscope(f, op);
    parts.push(Part::Text(format!(
        "{scope} {success} {failure}, align {align}"
    )));
    emit(f, op, result, parts);
    Ok(())
}

/// `fence[ syncscope(..)] ordering`.
pub(crate) fn fence(f: &mut FunctionState<'_, '_>, op: OpId) -> Translated {
    let text = format!("fence{} {}", syncscope(f, op), ordering(f, op, "ordering"));
    f.push(None, vec![Part::Text(text)]);
    Ok(())
}
