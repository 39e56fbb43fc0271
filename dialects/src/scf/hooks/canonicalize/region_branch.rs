//! The canonicalizations MLIR 22 gives every `scf` op with regions
//! (`populateRegionBranchOpInterfaceCanonicalizationPatterns`), written once
//! over `RegionBranchOpInterface`: they see an op only as operands that
//! forward values along its control-flow edges and the successor inputs
//! (region arguments, op results) those values arrive in. Three patterns,
//! in MLIR's order: an input that can only ever hold one value from before
//! it is that value; an input fed the same values on every edge as an
//! earlier one of the same block or op is that one; and inputs nobody uses
//! go, with every input they are tied to and the operands feeding them.

use super::Rewriter;
use ods_runtime::interfaces::region_branch::{
    successor_operand_inputs, ForwardedOperand as Forwarding,
};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{BlockId, Context, IrResult, OpId, Value};

/// Adds the three patterns for ops `T`, after the op's own ones (where
/// MLIR's `getCanonicalizationPatterns` adds them).
pub(in crate::scf::hooks) fn add_patterns<T: Op>(patterns: &mut RewritePatternSet) {
    patterns
        .add_op_fn::<T>(make_successor_inputs_dead)
        .add_op_fn::<T>(remove_duplicate_successor_input_uses)
        .add_op_fn::<T>(remove_dead_successor_inputs);
}

/// Each successor input with the operands that populate it, inputs in the
/// order they first appear.
fn input_to_operands(mapping: &[(Forwarding, Vec<Value>)]) -> Vec<(Value, Vec<Forwarding>)> {
    let mut inverse: Vec<(Value, Vec<Forwarding>)> = Vec::new();
    for (operand, inputs) in mapping {
        for &input in inputs {
            match inverse.iter_mut().find(|(v, _)| *v == input) {
                Some((_, operands)) => operands.push(*operand),
                None => inverse.push((input, vec![*operand])),
            }
        }
    }
    inverse
}

fn operands_of(inverse: &[(Value, Vec<Forwarding>)], input: Value) -> Option<&[Forwarding]> {
    inverse
        .iter()
        .find(|(v, _)| *v == input)
        .map(|(_, operands)| operands.as_slice())
}

/// The values that are not successor inputs and can reach `input`, through
/// any chain of inputs forwarding each other (the current operand values).
fn reachable_values(
    ctx: &Context,
    input: Value,
    inverse: &[(Value, Vec<Forwarding>)],
) -> Vec<Value> {
    let mut reachable = Vec::new();
    let mut visited = Vec::new();
    let mut worklist = vec![input];
    while let Some(next) = worklist.pop() {
        let Some(operands) = operands_of(inverse, next) else {
            if !reachable.contains(&next) {
                reachable.push(next);
            }
            continue;
        };
        for f in operands {
            let value = ctx.operand(f.owner, f.index);
            if !visited.contains(&value) {
                visited.push(value);
                worklist.push(value);
            }
        }
    }
    reachable
}

/// Whether `value`, reachable from successor input `input` of `op`, is in
/// scope wherever `input` is: from outside `op` it always is; from inside
/// only as an argument of the same block.
fn in_scope_of(ctx: &Context, op: OpId, value: Value, input: Value) -> bool {
    let owner = ctx
        .value_block(value)
        .and_then(|b| ctx.block_parent_region(b))
        .and_then(|r| ctx.region_parent_op(r));
    if owner != Some(op) {
        return true;
    }
    matches!((value, input), (Value::Arg(a, _), Value::Arg(b, _)) if a == b)
}

/// A used successor input that only one value can ever reach, in scope, is
/// that value (MLIR's `MakeRegionBranchOpSuccessorInputsDead`).
fn make_successor_inputs_dead(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let Some(mapping) = successor_operand_inputs(rw, id, None) else {
        return Ok(false);
    };
    let inverse = input_to_operands(&mapping);
    let mut changed = false;
    for &(input, _) in &inverse {
        if !rw.has_uses(input) {
            continue;
        }
        if let [only] = reachable_values(rw, input, &inverse)[..] {
            if in_scope_of(rw, id, only, input) {
                rw.replace_all_uses_with(input, only);
                changed = true;
            }
        }
    }
    Ok(changed)
}

/// The argument or result number of `value`.
fn number(value: Value) -> u32 {
    match value {
        Value::Arg(_, n) | Value::Result(_, n) => n,
    }
}

/// Whether `a` and `b` are arguments of the same block or results of the
/// same op.
fn same_owner(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Arg(x, _), Value::Arg(y, _)) => x == y,
        (Value::Result(x, _), Value::Result(y, _)) => x == y,
        _ => false,
    }
}

/// What each point forwards to `input` now, by the point's terminator (or
/// the op), in a comparable order.
fn forwarded_values(ctx: &Context, operands: &[Forwarding]) -> Vec<(OpId, Value)> {
    let mut values: Vec<(OpId, Value)> = operands
        .iter()
        .map(|f| (f.owner, ctx.operand(f.owner, f.index)))
        .collect();
    values.sort_unstable();
    values
}

/// A used successor input fed the same value at every point as an earlier
/// input of the same block or op is that input (MLIR's
/// `RemoveDuplicateSuccessorInputUses`). Going by number, the tied inputs
/// of a loop (result, iter arg) all keep the same one, so that the others
/// die together.
fn remove_duplicate_successor_input_uses(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let Some(mapping) = successor_operand_inputs(rw, id, None) else {
        return Ok(false);
    };
    let mut inverse = input_to_operands(&mapping);
    inverse.sort_by_key(|&(v, _)| number(v));
    let mut changed = false;
    for (i, (first, first_operands)) in inverse.iter().enumerate() {
        for (second, second_operands) in &inverse[i + 1..] {
            if !rw.has_uses(*second) || !same_owner(*first, *second) {
                continue;
            }
            if forwarded_values(rw, first_operands) == forwarded_values(rw, second_operands) {
                rw.replace_all_uses_with(*second, *first);
                changed = true;
            }
        }
    }
    Ok(changed)
}

/// The successor inputs that must go together: those one operand
/// populates (an `scf.for` result and its iter arg, through the yield).
fn tied_sets(mapping: &[(Forwarding, Vec<Value>)]) -> Vec<Vec<Value>> {
    let mut sets: Vec<Vec<Value>> = Vec::new();
    for (_, inputs) in mapping {
        let mut merged: Vec<Value> = inputs.clone();
        sets.retain(|set| {
            let tied = set.iter().any(|v| inputs.contains(v));
            if tied {
                merged.extend(set.iter().filter(|v| !inputs.contains(v)));
            }
            !tied
        });
        sets.push(merged);
    }
    sets
}

/// Sets of tied successor inputs nobody uses go: the block arguments, the
/// op's results (on a new op) and the operands populating them (MLIR's
/// `RemoveDeadRegionBranchOpSuccessorInputs`).
fn remove_dead_successor_inputs(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let Some(mapping) = successor_operand_inputs(rw, id, None) else {
        return Ok(false);
    };
    let dead: Vec<Value> = tied_sets(&mapping)
        .into_iter()
        .filter(|set| set.iter().all(|&v| !rw.has_uses(v)))
        .flatten()
        .collect();
    if dead.is_empty() {
        return Ok(false);
    }
    let mut operands: Vec<Forwarding> = mapping
        .iter()
        .filter(|(_, inputs)| inputs.iter().any(|v| dead.contains(v)))
        .map(|&(f, _)| f)
        .collect();
    // From the last, so that the indices still to erase stay valid.
    operands.sort_by_key(|f| std::cmp::Reverse(f.index));
    for f in operands {
        rw.modify_op_in_place(f.owner, |ctx| ctx.erase_operand(f.owner, f.index));
    }
    erase_dead_block_args(rw, id, &dead);
    let erase: Vec<bool> = rw.results(id).iter().map(|r| dead.contains(r)).collect();
    if erase.contains(&true) {
        rw.erase_op_results(id, &erase)?;
    }
    Ok(true)
}

/// Erases, in place, the block arguments among `dead`.
fn erase_dead_block_args(rw: &mut Rewriter<'_>, id: OpId, dead: &[Value]) {
    let mut blocks: Vec<BlockId> = Vec::new();
    for &v in dead {
        if let Value::Arg(b, _) = v {
            if !blocks.contains(&b) {
                blocks.push(b);
            }
        }
    }
    for b in blocks {
        rw.modify_op_in_place(id, |ctx| {
            ctx.erase_block_args(b, |i| dead.contains(&Value::Arg(b, i as u32)));
        });
    }
}
