//! The terminators of the `llvm` dialect as LLVM instructions: `ret`,
//! `unreachable`, `br` (with a condition or not) and `switch`, with their
//! branch weights as `!prof` metadata; and the values each edge passes,
//! which become the `phi`s of the blocks they lead to.

use super::function::{label, typed, FunctionState, Operand, Part, Translated};
use super::instructions::{inherent, int_list};
use crate::llvm::*;
use ods_runtime::ods::op::Op;
use ods_runtime::{Context, OpId, Value};

/// The operands a terminator passes to its successor `index` (MLIR's
/// `getPHISourceValue`).
pub(crate) fn successor_operands(ctx: &Context, op: OpId, index: usize) -> Vec<Value> {
    if let Some(br) = BrOp::cast(ctx, op) {
        return br.dest_operands(ctx).to_vec();
    }
    if let Some(cond) = CondBrOp::cast(ctx, op) {
        return if index == 0 {
            cond.true_dest_operands(ctx).to_vec()
        } else {
            cond.false_dest_operands(ctx).to_vec()
        };
    }
    if let Some(invoke) = InvokeOp::cast(ctx, op) {
        return if index == 0 {
            invoke.normal_dest_operands(ctx)
        } else {
            invoke.unwind_dest_operands(ctx)
        };
    }
    if let Some(switch) = SwitchOp::cast(ctx, op) {
        if index == 0 {
            return switch.default_operands(ctx).to_vec();
        }
        return switch
            .case_operands(ctx)
            .get(index - 1)
            .cloned()
            .unwrap_or_default();
    }
    Vec::new()
}

/// `!prof !{!"branch_weights", i32 w, ...}` on the instruction of an op
/// with `branch_weights`.
fn attach_branch_weights(f: &mut FunctionState<'_, '_>, op: OpId) {
    let weights = int_list(f.ctx, inherent(f.ctx, op, "branch_weights"));
    if !weights.is_empty() {
        let weights: Vec<String> = weights.iter().map(|w| format!(", i32 {w}")).collect();
        let node = format!("!{{!\"branch_weights\"{}}}", weights.concat());
        f.attach("prof", node);
    }
}

/// Translates a terminator.
pub(crate) fn translate_terminator(
    f: &mut FunctionState<'_, '_>,
    op: OpId,
    operands: &[Operand],
) -> Translated {
    let ctx = f.ctx;
    match ctx.op_name_str(op) {
        "llvm.return" => {
            let mut parts = vec![Part::Str("ret ")];
            match operands.first() {
                Some(value) => parts.extend(typed(value)),
                None => parts.push(Part::Str("void")),
            }
            f.push(None, parts);
        }
        "llvm.unreachable" => {
            f.push(None, vec![Part::Str("unreachable")]);
        }
        "llvm.br" => {
            let target = f.successor(op, 0);
            let mut parts = vec![Part::Str("br ")];
            parts.extend(label(target));
            f.push_branch(parts, &[target]);
        }
        "llvm.cond_br" => {
            let (t, e) = (f.successor(op, 0), f.successor(op, 1));
            let mut parts = vec![Part::Str("br ")];
            parts.extend(typed(&operands[0]));
            parts.push(Part::Str(", "));
            parts.extend(label(t));
            parts.push(Part::Str(", "));
            parts.extend(label(e));
            f.push_branch(parts, &[t, e]);
            attach_branch_weights(f, op);
        }
        "llvm.switch" => {
            let successors: Vec<usize> = (0..ctx.successors(op).len())
                .map(|i| f.successor(op, i))
                .collect();
            let value = &operands[0];
            let mut parts = vec![Part::Str("switch ")];
            parts.extend(typed(value));
            parts.push(Part::Str(", "));
            parts.extend(label(successors[0]));
            parts.push(Part::Str(" [\n"));
            let cases = int_list(ctx, inherent(ctx, op, "case_values"));
            for (case, &target) in cases.iter().zip(&successors[1..]) {
                parts.push(Part::Text(format!("    {} {case}, ", value.ty())));
                parts.extend(label(target));
                parts.push(Part::Str("\n"));
            }
            parts.push(Part::Str("  ]"));
            f.push_branch(parts, &successors);
            attach_branch_weights(f, op);
        }
        _ => {}
    }
    Ok(())
}
