//! The canonicalizations MLIR 22 gives every `scf` op with regions
//! (`populateRegionBranchOpInterfaceCanonicalizationPatterns`), written once
//! over `RegionBranchOpInterface`: they see an op only as operands that
//! forward values along its control-flow edges and the successor inputs
//! (region arguments, op results) those values arrive in. Three patterns,
//! in MLIR's order: an input that can only ever hold one value from before
//! it is that value; an input fed the same values on every edge as an
//! earlier one of the same block or op is that one; and inputs nobody uses
//! go, with every input they are tied to and the operands feeding them.

use super::{copy_attributes, take_body, Rewriter};
use ods_runtime::interfaces::prelude::mlir::{
    RegionBranchOpInterface, RegionBranchTerminatorOpInterface,
};
use ods_runtime::interfaces::region_branch::{
    region_branch_points, RegionBranchPoint, RegionSuccessor,
};
use ods_runtime::ods::op::Op;
use ods_runtime::rewrite::RewritePatternSet;
use ods_runtime::{BlockId, Context, IrResult, OpId, OperationState, Value};
use std::collections::HashMap;

/// Adds the three patterns for ops `T`, after the op's own ones (where
/// MLIR's `getCanonicalizationPatterns` adds them).
pub(in crate::scf::hooks) fn add_patterns<T: Op>(patterns: &mut RewritePatternSet) {
    patterns
        .add_op_fn::<T>(make_successor_inputs_dead)
        .add_op_fn::<T>(remove_duplicate_successor_input_uses)
        .add_op_fn::<T>(remove_dead_successor_inputs);
}

/// Operand `index` of `owner` (the region branch op itself or one of its
/// terminators), forwarded along some edge (MLIR's `OpOperand *`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Forwarding {
    owner: OpId,
    index: usize,
}

/// Each forwarding operand with the successor inputs it populates over all
/// edges, in the order of the branch points and their successors (MLIR's
/// `getSuccessorOperandInputMapping`); `None` when `op` does not branch.
fn operand_to_inputs(ctx: &Context, op: OpId) -> Option<Vec<(Forwarding, Vec<Value>)>> {
    let branch = RegionBranchOpInterface::try_from(ctx, op)?;
    let mut mapping: Vec<(Forwarding, Vec<Value>)> = Vec::new();
    let mut position: HashMap<Forwarding, usize> = HashMap::new();
    for point in region_branch_points(ctx, op) {
        for successor in branch.get_successor_regions(ctx, op, point) {
            let operands = forwarded_operands(ctx, branch, point, &successor)?;
            for (operand, &input) in operands.into_iter().zip(&successor.inputs) {
                let at = *position.entry(operand).or_insert_with(|| {
                    mapping.push((operand, Vec::new()));
                    mapping.len() - 1
                });
                mapping[at].1.push(input);
            }
        }
    }
    Some(mapping)
}

/// The operands `point` forwards to `successor`. Those the op forwards on
/// entry are its trailing operands (`scf.for`'s and `scf.while`'s inits);
/// `None` if they are not.
fn forwarded_operands(
    ctx: &Context,
    branch: RegionBranchOpInterface,
    point: RegionBranchPoint,
    successor: &RegionSuccessor,
) -> Option<Vec<Forwarding>> {
    match point {
        RegionBranchPoint::Parent => {
            let op = branch.id();
            let values = branch.get_entry_successor_operands(ctx, op, successor);
            let first = ctx.num_operands(op).checked_sub(values.len())?;
            let operands: Vec<Forwarding> = (first..ctx.num_operands(op))
                .map(|index| Forwarding { owner: op, index })
                .collect();
            let trailing = operands.iter().map(|f| ctx.operand(op, f.index));
            trailing.eq(values).then_some(operands)
        }
        RegionBranchPoint::Terminator(t) => {
            let terminator = RegionBranchTerminatorOpInterface::try_from(ctx, t)?;
            let range = terminator.get_mutable_successor_operands(ctx, t, successor);
            Some(range.map(|index| Forwarding { owner: t, index }).collect())
        }
    }
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
    let Some(mapping) = operand_to_inputs(rw, id) else {
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
    let Some(mapping) = operand_to_inputs(rw, id) else {
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
    let Some(mapping) = operand_to_inputs(rw, id) else {
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
    let results = rw.results(id);
    if results.iter().any(|r| dead.contains(r)) {
        let kept: Vec<usize> = (0..results.len())
            .filter(|&i| !dead.contains(&results[i]))
            .collect();
        erase_op_results(rw, id, &kept)?;
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

/// Replaces `id` by an op like it with only the results `kept` (MLIR's
/// `eraseOpResults`): results cannot be erased in place.
fn erase_op_results(rw: &mut Rewriter<'_>, id: OpId, kept: &[usize]) -> IrResult<()> {
    let results = rw.results(id);
    let mut state = OperationState::named(rw.op_name(id), rw.op_loc(id));
    state.operands = rw.operands(id);
    state.result_types = kept.iter().map(|&i| rw.value_type(results[i])).collect();
    let old_regions = rw.regions(id).to_vec();
    state.regions = old_regions
        .iter()
        .map(|_| rw.context().create_region())
        .collect();
    rw.set_insertion_point(id);
    let new = rw.insert(state);
    copy_attributes(rw.context(), id, new);
    for (&from, to) in old_regions.iter().zip(rw.regions(new).to_vec()) {
        take_body(rw, from, to);
    }
    let new_results = rw.results(new);
    let mut replacements = results;
    for (k, &i) in kept.iter().enumerate() {
        replacements[i] = new_results[k];
    }
    rw.replace_op(id, &replacements)
}
