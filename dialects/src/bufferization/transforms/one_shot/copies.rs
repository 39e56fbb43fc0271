//! Tensor copy insertion (MLIR's `TensorCopyInsertion.cpp` and
//! `resolveTensorOpOperandConflicts`): each out-of-place operand gets a
//! `bufferization.alloc_tensor` copy of its tensor, or the result it
//! aliases gets one when that is the smaller copy.

use crate::bufferization::interface::{tensor_operands, Decisions, Options, Rewriter, State};
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{Context, InsertPoint, OpBuilder, OpId, TypeKind, Use, Value, WalkOrder};
use rustc_hash::FxHashSet as HashSet;

/// What to copy for one op.
struct Plan {
    /// Operands to replace with a copy, and whether the copy copies.
    operands: Vec<(Use, bool)>,
    /// Results whose uses take a copy, and whether the copy copies.
    values: Vec<(Value, bool)>,
}

/// Resolves the conflicts of every op with a model in `root`.
pub fn insert_tensor_copies(
    ctx: &mut Context,
    options: &Options,
    decisions: Option<&Decisions>,
    undefined: &HashSet<Use>,
    root: OpId,
) -> Result<(), Diagnostic> {
    let mut ops = Vec::new();
    ctx.walk(root, WalkOrder::PostOrder, &mut |op| ops.push(op));
    for op in ops {
        let st = State {
            ctx,
            options,
            decisions,
        };
        if !st.model(op).is_some_and(|m| m.copies_on_conflict()) {
            continue;
        }
        let plan = plan(&st, op, undefined)?;
        let yields = match (st.model(op), options.copy_before_write) {
            (Some(model), false) => model.yields_to_copy(&st, op),
            _ => Vec::new(),
        };
        apply(ctx, options, op, plan)?;
        for operand in yields {
            let loc = ctx.op_loc(operand.op);
            let mut rw = Rewriter::new(ctx, options, operand.op);
            let value = rw.operand(operand.op, operand.index as usize);
            let copy = rw.allocate_tensor_for(loc, value, true)?;
            rw.set_operand(operand.op, operand.index as usize, copy);
        }
    }
    Ok(())
}

/// The copies `op` needs.
fn plan(st: &State<'_>, op: OpId, undefined: &HashSet<Use>) -> Result<Plan, Diagnostic> {
    let ctx = st.ctx;
    let mut plan = Plan {
        operands: Vec::new(),
        values: Vec::new(),
    };
    for operand in tensor_operands(ctx, op) {
        if st.is_in_place(operand) {
            continue;
        }
        let unranked = |v: Value| {
            matches!(
                ctx.type_kind(ctx.value_type(v)),
                TypeKind::UnrankedTensor(..)
            )
        };
        if unranked(ctx.operand(op, operand.index as usize)) {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                "copying of unranked tensors is not implemented",
            ));
        }
        let copy = !can_omit_copy(st, operand, undefined);
        let aliases = st.aliasing_values(operand);
        let copy_result = aliases.len() == 1
            && matches!(aliases[0].value, Value::Result(..))
            && !st.writes(operand)
            && st.aliasing_op_operands(aliases[0].value).len() == 1
            && !unranked(aliases[0].value);
        if copy_result {
            plan.values.push((aliases[0].value, copy));
        } else {
            plan.operands.push((operand, copy));
        }
    }
    Ok(plan)
}

/// Whether the copy of `operand` need not copy (MLIR's
/// `canOmitTensorCopy`): its contents are undefined, overwritten, or
/// never read.
fn can_omit_copy(st: &State<'_>, operand: Use, undefined: &HashSet<Use>) -> bool {
    if undefined.contains(&operand) {
        return true;
    }
    if st.writes(operand) && !st.reads(operand) {
        return true;
    }
    !st.reads(operand)
        && !st
            .aliasing_values(operand)
            .iter()
            .any(|a| st.is_value_read(a.value))
}

/// Inserts the copies of `plan`.
fn apply(ctx: &mut Context, options: &Options, op: OpId, plan: Plan) -> Result<(), Diagnostic> {
    let loc = ctx.op_loc(op);
    let mut rw = Rewriter::new(ctx, options, op);
    for (operand, copy) in plan.operands {
        rw.at = OpBuilder::before(op);
        let value = rw.operand(op, operand.index as usize);
        let alloc = rw.allocate_tensor_for(loc, value, copy)?;
        rw.set_operand(op, operand.index as usize, alloc);
    }
    for (value, copy) in plan.values {
        rw.at.point = InsertPoint::After(op);
        let alloc = rw.allocate_tensor_for(loc, value, copy)?;
        let alloc_op = rw.defining_op(alloc);
        for u in rw.uses(value) {
            if Some(u.op) == alloc_op || rw.op_name_str(u.op) == "tensor.dim" {
                continue;
            }
            rw.set_operand(u.op, u.index as usize, alloc);
        }
    }
    debug_assert!(tensor_operands(rw.ctx, op)
        .iter()
        .all(|u| is_tensor(rw.ctx, rw.value_type(rw.operand(u.op, u.index as usize)))));
    Ok(())
}
