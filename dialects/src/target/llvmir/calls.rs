//! `llvm.call` as LLVM's `call`: direct or through a pointer, variadic
//! callees with their function type, fast-math flags.

use super::function::{typed, FunctionState, Operand, Part, Translated};
use super::instructions::{flags, inherent};
use super::types::IrType;
use ods_runtime::{AttrKind, OpId};

/// `call T @f(args)`, `call T (params, ...) @f(args)` for a variadic
/// callee, `call T %p(args)` for an indirect one.
pub(crate) fn translate_call(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
    result: Option<IrType>,
) -> Translated {
    let ctx = f.ctx;
    let callee = match inherent(ctx, op, "callee").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::SymbolRef { root, .. }) => Some(ctx.symbol_str(*root).to_string()),
        _ => None,
    };
    let (target, args) = match &callee {
        Some(name) => (vec![Part::Text(format!("@{name}"))], operands),
        None => (vec![Part::Value(operands[0].clone())], &operands[1..]),
    };
    let result_text = result.clone().unwrap_or(IrType::Void);
    // An indirect call through a pointer of another address space says so.
    let space = match (&callee, operands.first().map(Operand::ty)) {
        (None, Some(IrType::Ptr(space))) if *space != 0 => format!("addrspace({space}) "),
        _ => String::new(),
    };
    let flags = flags(ctx, op);
    let mut head = format!("call{flags} {space}{result_text} ");
    if let Some(var_type) = inherent(ctx, op, "var_callee_type") {
        if let AttrKind::Type(ty) = ctx.attr_kind(var_type) {
            if let IrType::Function { params, .. } = f.ir_type(*ty, Some(op))? {
                let mut list = super::types::comma_list(&params);
                list.push_str(if params.is_empty() { "..." } else { ", ..." });
                head = format!("call{flags} {space}{result_text} ({list}) ");
            }
        }
    }
    let mut parts = vec![Part::Text(head)];
    parts.extend(target);
    parts.push(Part::Text("(".to_string()));
    for (i, arg) in args.iter().enumerate() {
        if i > 0 {
            parts.push(Part::Text(", ".to_string()));
        }
        parts.extend(typed(arg));
    }
    parts.push(Part::Text(")".to_string()));
    if let Some(l) = f.push(result.clone(), parts) {
        if let (Some(&r), Some(ty)) = (ctx.results(op).first(), result) {
            f.map(r, Operand::Local(ty, l));
        }
    }
    Ok(())
}
