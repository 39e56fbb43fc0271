//! The folders and canonicalization patterns of `scf`'s ops, as MLIR's
//! `SCF.cpp` writes them. Patterns that create `arith` ops (`arith.select`
//! for a trivial `scf.if`) apply when the context has that dialect. Each
//! op with regions but `scf.forall`, `scf.parallel` gets, after its own
//! patterns, MLIR 22's generic region-branch ones (`region_branch`).

mod region_branch;
#[cfg(feature = "tensor")]
mod tensor_casts;

use crate::scf::*;
use ods_runtime::helpers::try_int;
use ods_runtime::matchers::{m_constant, match_value};
use ods_runtime::ods::op::Op;
use ods_runtime::registry::FoldResult;
use ods_runtime::rewrite::{constant_value, PatternRewriter, RewritePatternSet};
use ods_runtime::{
    Attribute, BlockId, Context, InsertPoint, IrResult, OpId, OperationState, RegionId, Type, Value,
};

type Rewriter<'a> = PatternRewriter<'a>;

/// The integer (or boolean) constant `value` is defined as.
fn constant_int(rw: &mut Rewriter<'_>, value: Value) -> Option<i128> {
    let attr = match_value(rw.context(), value, m_constant())?;
    try_int::<i128>(rw, attr)
}

/// The boolean constant `value` is defined as (an `i1` constant).
fn constant_bool(rw: &mut Rewriter<'_>, value: Value) -> Option<bool> {
    let ty = rw.value_type(value);
    if !ods_runtime::ods::pred::is_integer_of_width(rw, ty, 1) {
        return None;
    }
    constant_int(rw, value).map(|v| v != 0)
}

/// Whether `value` is defined outside the regions of `op` (MLIR's
/// `isDefinedOutsideOfLoop`).
fn defined_outside(ctx: &Context, value: Value, op: OpId) -> bool {
    let mut block = ctx.value_block(value);
    while let Some(b) = block {
        match ctx
            .block_parent_region(b)
            .and_then(|r| ctx.region_parent_op(r))
        {
            Some(p) if p == op => return false,
            Some(p) => block = ctx.parent_block(p),
            None => break,
        }
    }
    true
}

/// The region holding `value`'s definition.
fn parent_region(ctx: &Context, value: Value) -> Option<RegionId> {
    ctx.block_parent_region(ctx.value_block(value)?)
}

fn entry(ctx: &Context, region: RegionId) -> Option<BlockId> {
    ctx.blocks(region).first().copied()
}

/// The terminator of the (single) block of `region`.
fn terminator(ctx: &Context, region: RegionId) -> Option<OpId> {
    ctx.last_op(*ctx.blocks(region).last()?)
}

/// Moves the ops of `source` to the end of `dest`, its arguments replaced
/// by `args`, and erases it (MLIR's `mergeBlocks`).
fn merge_blocks(
    rw: &mut Rewriter<'_>,
    source: BlockId,
    dest: BlockId,
    args: &[Value],
) -> IrResult<()> {
    let params = rw.block_args(source);
    for (&p, &a) in params.iter().zip(args) {
        rw.replace_all_uses_with(p, a);
    }
    for op in rw.block_ops(source) {
        rw.context().move_op(op, InsertPoint::End(dest));
        rw.modify_op_in_place(op, |_| ());
    }
    rw.context().erase_block(source)
}

/// Replaces `op` by the ops of the single block of `region` (its
/// arguments replaced by `args`), and its results by the operands of the
/// block's terminator (MLIR's `replaceOpWithRegion`). The terminator's
/// operands are read after inlining: one may be a block argument, which
/// inlining replaces by its value in `args`.
fn replace_op_with_region(
    rw: &mut Rewriter<'_>,
    op: OpId,
    region: RegionId,
    args: &[Value],
) -> IrResult<()> {
    let block = rw.blocks(region)[0];
    let Some(terminator) = rw.last_op(block) else {
        return Ok(());
    };
    rw.inline_block_before(block, op, args)?;
    let results = rw.operands(terminator);
    rw.replace_op(op, &results)?;
    rw.erase_op(terminator)
}

/// An `scf.yield` of `values` at the end of `block`, at `loc`.
fn yield_at_end(rw: &mut Rewriter<'_>, block: BlockId, values: &[Value], loc: Attribute) -> OpId {
    let mut state = YieldOp::state(rw.context(), loc);
    state.operands = values.to_vec();
    rw.set_insertion_point_to_end(block);
    rw.insert(state)
}

/// Copies the attributes and properties of `from` onto `to` (MLIR's
/// `setAttrs(from->getAttrs())`).
fn copy_attributes(ctx: &mut Context, from: OpId, to: OpId) {
    let properties = ctx.properties(from);
    ctx.set_properties(to, properties);
    for (name, value) in ctx.attrs(from).to_vec() {
        let name = ctx.symbol_str(name).to_string();
        ctx.set_attr(to, &name, Some(value));
    }
}

/// A constant of `ty` holding `value`, made before the rewriter's
/// insertion point by `dialect`'s materializer (`arith.constant`); `None`
/// when the context has no such dialect.
fn materialize(
    rw: &mut Rewriter<'_>,
    dialect: &str,
    value: i128,
    ty: Type,
    loc: Attribute,
) -> Option<Value> {
    let materializer = rw.registry.dialect(dialect)?.materialize_constant?;
    let attr = ods_runtime::ods::convert::integer_attr(rw.context(), ty, value);
    let state = materializer(rw.context(), attr, ty, loc)?;
    let op = rw.insert(state);
    Some(rw.result(op, 0))
}

/// `arith.<name> %lhs, %rhs` before the rewriter's insertion point, when
/// the context has `arith`.
fn arith_binary(
    rw: &mut Rewriter<'_>,
    name: &str,
    lhs: Value,
    rhs: Value,
    loc: Attribute,
) -> Option<Value> {
    rw.registry.lookup_custom(name, "").ok()?;
    let ty = rw.value_type(lhs);
    let mut state = OperationState::new(rw.context(), name, loc);
    state.operands = vec![lhs, rhs];
    state.result_types = vec![ty];
    let op = rw.insert(state);
    Some(rw.result(op, 0))
}

fn i1(rw: &mut Rewriter<'_>) -> Type {
    ods_runtime::ods::convert::integer(rw.context(), 1, ods_runtime::Signedness::Signless)
}

/// The region holding `op`.
fn op_region(ctx: &Context, op: OpId) -> Option<RegionId> {
    ctx.block_parent_region(ctx.parent_block(op)?)
}

/// Whether `region` is `ancestor` or nested in it.
fn region_within(ctx: &Context, region: Option<RegionId>, ancestor: RegionId) -> bool {
    let mut at = region;
    while let Some(r) = at {
        if r == ancestor {
            return true;
        }
        at = ctx
            .region_parent_op(r)
            .and_then(|op| ctx.parent_block(op))
            .and_then(|b| ctx.block_parent_region(b));
    }
    false
}

// ----- scf.if ---------------------------------------------------------------

pub(super) fn if_op(patterns: &mut RewritePatternSet) {
    patterns
        .add_op_fn::<IfOp>(combine_ifs)
        .add_op_fn::<IfOp>(combine_nested_ifs)
        .add_op_fn::<IfOp>(condition_propagation)
        .add_op_fn::<IfOp>(convert_trivial_if_to_select)
        .add_op_fn::<IfOp>(remove_empty_else_branch)
        .add_op_fn::<IfOp>(remove_static_condition)
        .add_op_fn::<IfOp>(replace_if_yield_with_condition_or_value);
    region_branch::add_patterns::<IfOp>(patterns);
}

/// A new `scf.if` on `cond` before `at` with empty regions.
fn new_if(rw: &mut Rewriter<'_>, at: OpId, loc: Attribute, types: &[Type], cond: Value) -> IfOp {
    let mut state = IfOp::state(rw.context(), loc);
    super::builders::if_op(rw.context(), &mut state, types, cond, (false, false));
    rw.set_insertion_point(at);
    rw.create::<IfOp>(state)
}

/// Moves the blocks of `from` to the end of `to`.
fn take_body(rw: &mut Rewriter<'_>, from: RegionId, to: RegionId) {
    rw.inline_region_before(from, to, None);
}

/// `scf.if` on a constant condition: the region taken, inlined.
fn remove_static_condition(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = IfOp::from_id_unchecked(id);
    let cond = op.condition(rw);
    let Some(value) = constant_bool(rw, cond) else {
        return Ok(false);
    };
    let (then_region, else_region) = (op.then_region(rw), op.else_region(rw));
    if value {
        replace_op_with_region(rw, id, then_region, &[])?;
    } else if !rw.blocks(else_region).is_empty() {
        replace_op_with_region(rw, id, else_region, &[])?;
    } else {
        rw.erase_op(id)?;
    }
    Ok(true)
}

/// An else branch holding only its `scf.yield`, in an `scf.if` without
/// results, is dropped.
fn remove_empty_else_branch(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = IfOp::from_id_unchecked(id);
    if rw.num_results(id) != 0 {
        return Ok(false);
    }
    let Some(else_block) = rw.blocks(op.else_region(rw)).last().copied() else {
        return Ok(false);
    };
    if rw.block_ops(else_block).len() != 1 {
        return Ok(false);
    }
    let mut state = OperationState::named(rw.op_name(id), op.loc(rw));
    state.operands = rw.operands(id);
    let then_region = rw.context().create_region();
    let else_region = rw.context().create_region();
    state.regions = vec![then_region, else_region];
    rw.set_insertion_point(id);
    let new = rw.insert(state);
    copy_attributes(rw.context(), id, new);
    take_body(rw, op.then_region(rw), then_region);
    rw.erase_op(id)?;
    Ok(true)
}

/// The yielded values defined outside the `scf.if` become `arith.select`s
/// of the condition (or the value itself, when both branches yield it).
fn convert_trivial_if_to_select(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = IfOp::from_id_unchecked(id);
    let n = rw.num_results(id);
    if n == 0 || rw.registry.lookup_custom("arith.select", "").is_err() {
        return Ok(false);
    }
    let cond = op.condition(rw);
    let (then_region, else_region) = (op.then_region(rw), op.else_region(rw));
    let (Some(then_yield), Some(else_yield)) =
        (terminator(rw, then_region), terminator(rw, else_region))
    else {
        return Ok(false);
    };
    let (then_args, else_args) = (rw.operands(then_yield), rw.operands(else_yield));
    let inside = |rw: &Rewriter<'_>, t: Value, f: Value| {
        parent_region(rw, t) == Some(then_region) || parent_region(rw, f) == Some(else_region)
    };
    let non_hoistable: Vec<Type> = then_args
        .iter()
        .zip(&else_args)
        .filter(|&(&t, &f)| inside(rw, t, f))
        .map(|(&t, _)| rw.value_type(t))
        .collect();
    if non_hoistable.len() == n {
        return Ok(false);
    }
    let loc = op.loc(rw);
    let mut state = IfOp::state(rw.context(), loc);
    super::builders::if_op_terminated(rw.context(), &mut state, &non_hoistable, cond, false);
    rw.set_insertion_point(id);
    let replacement = rw.create::<IfOp>(state);
    let (new_then, new_else) = (replacement.then_region(rw), replacement.else_region(rw));
    if let Some(b) = entry(rw, new_then) {
        rw.erase_block(b)?;
    }
    take_body(rw, then_region, new_then);
    take_body(rw, else_region, new_else);
    let mut results = Vec::with_capacity(n);
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    let new_results = rw.results(replacement.id());
    for (&t, &f) in then_args.iter().zip(&else_args) {
        if parent_region(rw, t) == Some(new_then) || parent_region(rw, f) == Some(new_else) {
            results.push(new_results[true_yields.len()]);
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            let ty = rw.value_type(t);
            let mut select = OperationState::new(rw.context(), "arith.select", loc);
            select.operands = vec![cond, t, f];
            select.result_types = vec![ty];
            rw.set_insertion_point(replacement.id());
            let s = rw.insert(select);
            results.push(rw.result(s, 0));
        }
    }
    for (block_region, old_yield, values) in [
        (new_then, then_yield, true_yields),
        (new_else, else_yield, false_yields),
    ] {
        let block = rw.blocks(block_region)[0];
        let yield_loc = rw.op_loc(old_yield);
        let mut state = YieldOp::state(rw.context(), yield_loc);
        state.operands = values;
        rw.replace_op_with_new_op::<YieldOp>(old_yield, state)?;
        let _ = block;
    }
    rw.replace_op(id, &results)?;
    Ok(true)
}

/// Results whose branches yield the same value become that value; an
/// `i1` result yielding `true` then `false` becomes the condition.
fn replace_if_yield_with_condition_or_value(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = IfOp::from_id_unchecked(id);
    if rw.num_results(id) == 0 {
        return Ok(false);
    }
    let (Some(t), Some(f)) = (
        terminator(rw, op.then_region(rw)),
        terminator(rw, op.else_region(rw)),
    ) else {
        return Ok(false);
    };
    let (trues, falses) = (rw.operands(t), rw.operands(f));
    let cond = op.condition(rw);
    let mut changed = false;
    for ((&tv, &fv), r) in trues.iter().zip(&falses).zip(rw.results(id)) {
        if tv == fv {
            if rw.has_uses(r) {
                rw.replace_all_uses_with(r, tv);
                changed = true;
            }
            continue;
        }
        let (Some(a), Some(b)) = (constant_bool(rw, tv), constant_bool(rw, fv)) else {
            continue;
        };
        if !a && b && rw.has_uses(r) {
            // `not cond`, its `true` made by the dialect of the yielded
            // constant.
            let dialect = rw.defining_op(tv).and_then(|c| {
                rw.registry
                    .registered_dialect_of_op(rw.op_name_str(c))
                    .map(str::to_string)
            });
            let loc = op.loc(rw);
            rw.set_insertion_point(id);
            let ty = i1(rw);
            let not = dialect
                .and_then(|d| materialize(rw, &d, 1, ty, loc))
                .and_then(|t| arith_binary(rw, "arith.xori", cond, t, loc));
            if let Some(not) = not {
                rw.replace_all_uses_with(r, not);
                changed = true;
            }
        }
        if a && !b && rw.has_uses(r) {
            rw.replace_all_uses_with(r, cond);
            changed = true;
        }
    }
    Ok(changed)
}

/// `arith.xori %x, true` (MLIR's `not` of a condition): `%x`.
fn negated(rw: &mut Rewriter<'_>, value: Value) -> Option<Value> {
    let op = rw.defining_op(value)?;
    if rw.op_name_str(op) != "arith.xori" {
        return None;
    }
    let (lhs, rhs) = (rw.operand(op, 0), rw.operand(op, 1));
    (constant_int(rw, rhs)? != 0).then_some(lhs)
}

/// Two consecutive `scf.if`s on the same condition (or its negation)
/// become one.
fn combine_ifs(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let next_if = IfOp::from_id_unchecked(id);
    let Some(prev) = rw.prev_op(id) else {
        return Ok(false);
    };
    let Some(prev_if) = IfOp::cast(rw, prev) else {
        return Ok(false);
    };
    let (next_cond, prev_cond) = (next_if.condition(rw), prev_if.condition(rw));
    let next_then_block = entry(rw, next_if.then_region(rw));
    let next_else_block = rw.blocks(next_if.else_region(rw)).last().copied();
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == prev_cond {
        next_then = next_then_block;
        next_else = next_else_block;
    }
    if negated(rw, next_cond) == Some(prev_cond) || negated(rw, prev_cond) == Some(next_cond) {
        next_else = next_then_block;
        next_then = next_else_block;
    }
    if next_then.is_none() && next_else.is_none() {
        return Ok(false);
    }
    let (prev_then, prev_else) = (prev_if.then_region(rw), prev_if.else_region(rw));
    let prev_else_yielded = match terminator(rw, prev_else) {
        Some(y) => rw.operands(y),
        None => Vec::new(),
    };
    let prev_then_yielded = terminator(rw, prev_then).map_or_else(Vec::new, |y| rw.operands(y));
    let is_in = |rw: &Rewriter<'_>, block: Option<BlockId>, user: OpId| {
        let Some(b) = block else { return false };
        let Some(region) = rw.block_parent_region(b) else {
            return false;
        };
        let mut at = Some(user);
        while let Some(o) = at {
            let r = rw.parent_block(o).and_then(|pb| rw.block_parent_region(pb));
            if r == Some(region) {
                return true;
            }
            at = r.and_then(|r| rw.region_parent_op(r));
        }
        false
    };
    for ((r, &t), &e) in rw
        .results(prev)
        .iter()
        .zip(&prev_then_yielded)
        .zip(&prev_else_yielded)
    {
        for u in rw.uses(*r) {
            let to = if is_in(rw, next_then, u.op) {
                t
            } else if is_in(rw, next_else, u.op) {
                e
            } else {
                continue;
            };
            rw.modify_op_in_place(u.op, |ctx| ctx.set_operand(u.op, u.index as usize, to));
        }
    }
    let mut merged: Vec<Type> = rw.value_types(rw.results(prev));
    merged.extend(rw.value_types(rw.results(id)));
    let loc = next_if.loc(rw);
    let mut state = IfOp::state(rw.context(), loc);
    super::builders::if_op_terminated(rw.context(), &mut state, &merged, prev_cond, false);
    rw.set_insertion_point(id);
    let combined = rw.create::<IfOp>(state);
    let (c_then, c_else) = (combined.then_region(rw), combined.else_region(rw));
    if let Some(&b) = rw.blocks(c_then).last() {
        rw.erase_block(b)?;
    }
    rw.inline_region_before(prev_then, c_then, entry(rw, c_then));
    if let Some(next_then) = next_then {
        let then_block = *rw.blocks(c_then).last().expect("the then block");
        let then_yield = rw.last_op(then_block).expect("a yield");
        let then_yield2 = rw.last_op(next_then).expect("a yield");
        merge_blocks(rw, next_then, then_block, &[])?;
        let mut values = rw.operands(then_yield);
        values.extend(rw.operands(then_yield2));
        let yield_loc = rw.op_loc(then_yield2);
        yield_at_end(rw, then_block, &values, yield_loc);
        rw.erase_op(then_yield)?;
        rw.erase_op(then_yield2)?;
    }
    rw.inline_region_before(prev_else, c_else, entry(rw, c_else));
    if let Some(next_else) = next_else {
        if rw.blocks(c_else).is_empty() {
            let region = rw.block_parent_region(next_else).expect("in a region");
            rw.inline_region_before(region, c_else, None);
        } else {
            let else_block = *rw.blocks(c_else).last().expect("the else block");
            let else_yield = rw.last_op(else_block).expect("a yield");
            let else_yield2 = rw.last_op(next_else).expect("a yield");
            merge_blocks(rw, next_else, else_block, &[])?;
            let mut values = rw.operands(else_yield);
            values.extend(rw.operands(else_yield2));
            let yield_loc = rw.op_loc(else_yield2);
            yield_at_end(rw, else_block, &values, yield_loc);
            rw.erase_op(else_yield)?;
            rw.erase_op(else_yield2)?;
        }
    }
    let results = rw.results(combined.id());
    let split = rw.num_results(prev);
    rw.replace_op(prev, &results[..split])?;
    rw.replace_op(id, &results[split..])?;
    Ok(true)
}

/// `if (not c) then A else B` is `if c then B else A` (in place).
pub(super) fn fold_if(
    ctx: &mut Context,
    op: IfOp,
    _constants: IfOpAdaptor<Option<Attribute>>,
) -> Option<Vec<FoldResult>> {
    let (then_region, else_region) = (op.then_region(ctx), op.else_region(ctx));
    if ctx.blocks(else_region).is_empty() {
        return None;
    }
    let xor = ctx.defining_op(op.condition(ctx))?;
    if ctx.op_name_str(xor) != "arith.xori" {
        return None;
    }
    let rhs = ctx.operand(xor, 1);
    let one = ctx.defining_op(rhs).and_then(|c| constant_value(ctx, c))?;
    if try_int::<i128>(ctx, one)? == 0 {
        return None;
    }
    let lhs = ctx.operand(xor, 0);
    ctx.set_operand(op.id(), 0, lhs);
    let then_blocks = ctx.blocks(then_region).to_vec();
    let else_blocks = ctx.blocks(else_region).to_vec();
    for &b in then_blocks.iter().chain(&else_blocks) {
        ctx.detach_block(b);
    }
    for b in else_blocks {
        ctx.append_block(then_region, b);
    }
    for b in then_blocks {
        ctx.append_block(else_region, b);
    }
    Some(
        ctx.results(op.id())
            .into_iter()
            .map(FoldResult::Value)
            .collect(),
    )
}

/// Uses of the condition inside the then region are `true`, inside the
/// else region `false`.
fn condition_propagation(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = IfOp::from_id_unchecked(id);
    let cond = op.condition(rw);
    if match_value(rw.context(), cond, m_constant()).is_some() {
        return Ok(false);
    }
    let (then_region, else_region) = (op.then_region(rw), op.else_region(rw));
    let loc = op.loc(rw);
    let (mut constant_true, mut constant_false) = (None, None);
    let mut changed = false;
    for u in rw.uses(cond) {
        let region = rw
            .parent_block(u.op)
            .and_then(|b| rw.block_parent_region(b));
        let (slot, value) = if region_within(rw, region, then_region) {
            (&mut constant_true, 1)
        } else if region_within(rw, region, else_region) {
            (&mut constant_false, 0)
        } else {
            continue;
        };
        if slot.is_none() {
            rw.set_insertion_point(id);
            let ty = i1(rw);
            *slot = materialize(rw, "arith", value, ty, loc);
        }
        let Some(c) = *slot else {
            return Ok(changed);
        };
        rw.modify_op_in_place(u.op, |ctx| ctx.set_operand(u.op, u.index as usize, c));
        changed = true;
    }
    Ok(changed)
}

/// `if a { if b { ... } }` (else branches only yielding) is
/// `if (a and b) { ... }`.
fn combine_nested_ifs(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = IfOp::from_id_unchecked(id);
    let then_region = op.then_region(rw);
    let Some(then_block) = entry(rw, then_region) else {
        return Ok(false);
    };
    let ops = rw.block_ops(then_block);
    if ops.len() != 2 {
        return Ok(false);
    }
    let else_block = rw.blocks(op.else_region(rw)).last().copied();
    if else_block.is_some_and(|b| rw.block_ops(b).len() != 1) {
        return Ok(false);
    }
    let Some(nested) = IfOp::cast(rw, ops[0]) else {
        return Ok(false);
    };
    let nested_else = rw.blocks(nested.else_region(rw)).last().copied();
    if nested_else.is_some_and(|b| rw.block_ops(b).len() != 1) {
        return Ok(false);
    }
    let mut then_yield = rw.operands(ops[1]);
    let else_yield =
        else_block.map_or_else(Vec::new, |b| rw.operands(rw.last_op(b).expect("yield")));
    let nested_then_block = rw.blocks(nested.then_region(rw))[0];
    let nested_then_yield_op = rw.last_op(nested_then_block).expect("yield");
    let nested_else_yield =
        nested_else.map_or_else(Vec::new, |b| rw.operands(rw.last_op(b).expect("yield")));
    let mut upgrade = Vec::new();
    for (i, slot) in then_yield.iter_mut().enumerate() {
        let v = *slot;
        if rw.defining_op(v) == Some(nested.id()) {
            let k = rw
                .results(nested.id())
                .iter()
                .position(|&r| r == v)
                .expect("a result");
            if nested_else_yield.get(k) != else_yield.get(i) {
                return Ok(false);
            }
            *slot = rw.operand(nested_then_yield_op, k);
            continue;
        }
        if parent_region(rw, v) == Some(then_region) {
            return Ok(false);
        }
        upgrade.push(i);
    }
    if rw.registry.lookup_custom("arith.andi", "").is_err()
        || (!upgrade.is_empty() && rw.registry.lookup_custom("arith.select", "").is_err())
    {
        return Ok(false);
    }
    let loc = op.loc(rw);
    let (cond, nested_cond) = (op.condition(rw), nested.condition(rw));
    rw.set_insertion_point(id);
    let new_cond = arith_binary(rw, "arith.andi", cond, nested_cond, loc).expect("arith is there");
    let types = rw.value_types(rw.results(id));
    let new = new_if(rw, id, loc, &types, new_cond);
    let new_then = new.then_region(rw);
    let new_block = rw.context().create_block(&[]);
    rw.context().append_block(new_then, new_block);
    let mut results = rw.results(new.id());
    rw.set_insertion_point(new.id());
    for &i in &upgrade {
        let ty = rw.value_type(then_yield[i]);
        let mut select = OperationState::new(rw.context(), "arith.select", loc);
        select.operands = vec![cond, then_yield[i], else_yield[i]];
        select.result_types = vec![ty];
        let s = rw.insert(select);
        results[i] = rw.result(s, 0);
    }
    merge_blocks(rw, nested_then_block, new_block, &[])?;
    let merged_yield = rw.last_op(new_block).expect("the nested yield");
    let yield_loc = rw.op_loc(merged_yield);
    let mut state = YieldOp::state(rw.context(), yield_loc);
    state.operands = then_yield;
    rw.replace_op_with_new_op::<YieldOp>(merged_yield, state)?;
    if !else_yield.is_empty() {
        let new_else = new.else_region(rw);
        let block = rw.context().create_block(&[]);
        rw.context().append_block(new_else, block);
        yield_at_end(rw, block, &else_yield, loc);
    }
    rw.replace_op(id, &results)?;
    Ok(true)
}

// ----- scf.for --------------------------------------------------------------

pub(super) fn for_op(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<ForOp>(simplify_trivial_loops);
    #[cfg(feature = "tensor")]
    tensor_casts::for_op(patterns);
    region_branch::add_patterns::<ForOp>(patterns);
}

/// A `width`-bit number held in the low bits of a `u128`.
fn truncate(value: i128, width: u32) -> u128 {
    (value as u128) & (u128::MAX >> (128 - width))
}

/// Whether the `width`-bit `value` is negative as a signed number.
fn is_negative(value: u128, width: u32) -> bool {
    value >> (width - 1) & 1 == 1
}

/// A `width`-bit `value` as a signed number.
fn sign_extend(value: u128, width: u32) -> i128 {
    let shift = 128 - width;
    ((value << shift) as i128) >> shift
}

/// `ub - lb` (as `width` bits) when both are constants, or `ub` is
/// `lb + c` (in that order) whose `arith.addi` cannot wrap in the loop's comparison
/// (`nsw` for a signed loop, `nuw` for an unsigned one); `Some(0)` when a
/// constant `ub` is not above `lb`.
fn ub_minus_lb(
    rw: &mut Rewriter<'_>,
    lb: Value,
    ub: Value,
    signed: bool,
    width: u32,
) -> Option<u128> {
    if let (Some(l), Some(u)) = (constant_int(rw, lb), constant_int(rw, ub)) {
        let (l, u) = (truncate(l, width), truncate(u, width));
        let below = if signed {
            sign_extend(u, width) <= sign_extend(l, width)
        } else {
            u <= l
        };
        if below {
            return Some(0);
        }
        return Some(truncate(u.wrapping_sub(l) as i128, width));
    }
    let add = rw.defining_op(ub)?;
    if rw.op_name_str(add) != "arith.addi" {
        return None;
    }
    let flags = crate::arith::overflow_flags(rw, add);
    if !(if signed { flags.nsw } else { flags.nuw }) {
        return None;
    }
    // `lb` first, as MLIR's `computeUbMinusLb` matches it: `c + lb` is
    // not recognized until the canonicalizer moves the constant right.
    if rw.operand(add, 0) != lb {
        return None;
    }
    let c = rw.operand(add, 1);
    Some(truncate(constant_int(rw, c)?, width))
}

/// How many times the loop runs, when its bounds and step say so
/// statically (MLIR's `ForOp::getStaticTripCount`): the bounds are
/// numbers of their width (64 bits for `index`), signed or unsigned as
/// `unsignedCmp` says, and a difference negative as a signed number is
/// no trip for a signed loop.
fn static_trip_count(rw: &mut Rewriter<'_>, op: ForOp) -> Option<u128> {
    let (lb, ub) = (op.lower_bound(rw), op.upper_bound(rw));
    if lb == ub {
        return Some(0);
    }
    let width = match rw.type_kind(rw.value_type(ub)) {
        ods_runtime::TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    if width == 0 || width > 128 {
        return None;
    }
    let signed = !op.unsigned_cmp(rw);
    let diff = ub_minus_lb(rw, lb, ub, signed, width)?;
    if diff == 0 || (signed && is_negative(diff, width)) {
        return Some(0);
    }
    let step = truncate(constant_int(rw, op.step(rw))?, width);
    (step != 0).then(|| diff.div_ceil(step))
}

/// Loops that do not run are their inits; loops that run once are their
/// body; empty loops that run yielding values from outside are those.
fn simplify_trivial_loops(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ForOp::from_id_unchecked(id);
    let Some(trips) = static_trip_count(rw, op) else {
        return Ok(false);
    };
    let inits = op.init_args(rw);
    if trips == 0 {
        rw.replace_op(id, &inits)?;
        return Ok(true);
    }
    let region = op.region(rw);
    if trips == 1 {
        let mut args = vec![op.lower_bound(rw)];
        args.extend(inits);
        replace_op_with_region(rw, id, region, &args)?;
        return Ok(true);
    }
    let block = rw.blocks(region)[0];
    let ops = rw.block_ops(block);
    if ops.len() != 1 {
        return Ok(false);
    }
    let yielded = rw.operands(ops[0]);
    if yielded.iter().any(|&v| !defined_outside(rw, v, id)) {
        return Ok(false);
    }
    rw.replace_op(id, &yielded)?;
    Ok(true)
}

// ----- scf.execute_region ----------------------------------------------------

pub(super) fn execute_region(patterns: &mut RewritePatternSet) {
    patterns
        .add_op_fn::<ExecuteRegionOp>(single_block_execute_inliner)
        .add_op_fn::<ExecuteRegionOp>(multi_block_execute_inliner);
    region_branch::add_patterns::<ExecuteRegionOp>(patterns);
}

/// In a function (or another `scf.execute_region`), the blocks of an
/// `scf.execute_region` join its parent's: a `cf.br` enters them, each
/// `scf.yield` becomes a `cf.br` to the block after the op, whose
/// arguments are the results.
fn multi_block_execute_inliner(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ExecuteRegionOp::from_id_unchecked(id);
    if op.no_inline(rw) || rw.registry.lookup_custom("cf.br", "").is_err() {
        return Ok(false);
    }
    let Some(parent) = rw.parent_op(id) else {
        return Ok(false);
    };
    let function = rw
        .registry
        .get(rw.op_name(parent))
        .is_some_and(|info| info.interfaces.contains_named("FunctionOpInterface"));
    if !function && ExecuteRegionOp::cast(rw, parent).is_none() {
        return Ok(false);
    }
    let region = op.region(rw);
    let Some(&entry) = rw.blocks(region).first() else {
        return Ok(false);
    };
    let prev_block = rw.parent_block(id).expect("in a block");
    let post_block = rw.split_block(prev_block, id);
    let loc = op.loc(rw);
    let br = |rw: &mut Rewriter<'_>, loc: Attribute, dest: BlockId, operands: Vec<Value>| {
        let mut state = OperationState::new(rw.context(), "cf.br", loc);
        state.successors = vec![dest];
        state.operands = operands;
        rw.insert(state);
    };
    rw.set_insertion_point_to_end(prev_block);
    br(rw, loc, entry, Vec::new());
    for block in rw.blocks(region).to_vec() {
        let Some(terminator) = rw.last_op(block) else {
            continue;
        };
        if rw.op_name_str(terminator) != YieldOp::OPERATION_NAME {
            continue;
        }
        rw.set_insertion_point(terminator);
        let yield_loc = rw.op_loc(terminator);
        let operands = rw.operands(terminator);
        br(rw, yield_loc, post_block, operands);
        rw.erase_op(terminator)?;
    }
    let parent_region = rw.block_parent_region(post_block).expect("in a region");
    rw.inline_region_before(region, parent_region, Some(post_block));
    let mut args = Vec::new();
    for r in rw.results(id) {
        let ty = rw.value_type(r);
        args.push(rw.context().add_block_arg(post_block, ty, loc));
    }
    rw.replace_op(id, &args)?;
    Ok(true)
}

/// A single-block `scf.execute_region` (without `no_inline`) is its body.
fn single_block_execute_inliner(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ExecuteRegionOp::from_id_unchecked(id);
    let region = op.region(rw);
    if rw.blocks(region).len() != 1 || op.no_inline(rw) {
        return Ok(false);
    }
    replace_op_with_region(rw, id, region, &[])?;
    Ok(true)
}

// ----- scf.index_switch ------------------------------------------------------

pub(super) fn index_switch(patterns: &mut RewritePatternSet) {
    patterns.add_op_fn::<IndexSwitchOp>(fold_constant_case);
    region_branch::add_patterns::<IndexSwitchOp>(patterns);
}

/// A switch on a constant is the region of its case (or the default).
fn fold_constant_case(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = IndexSwitchOp::from_id_unchecked(id);
    let arg = op.arg(rw);
    let Some(value) = constant_int(rw, arg) else {
        return Ok(false);
    };
    let cases = ods_runtime::ods::convert::dense_i64_vec(rw, op.cases_attr(rw));
    let case_regions = op.case_regions(rw);
    let region = cases
        .iter()
        .position(|&c| i128::from(c) == value)
        .map_or_else(|| op.default_region(rw), |i| case_regions[i]);
    let source = rw.blocks(region)[0];
    let Some(terminator) = rw.last_op(source) else {
        return Ok(false);
    };
    let results = rw.operands(terminator);
    rw.inline_block_before(source, id, &[])?;
    rw.erase_op(terminator)?;
    rw.replace_op(id, &results)?;
    Ok(true)
}

// ----- scf.while, scf.parallel -------------------------------------------------

pub(super) fn while_op(patterns: &mut RewritePatternSet) {
    patterns
        .add_op_fn::<WhileOp>(while_condition_truth)
        .add_op_fn::<WhileOp>(while_cmp_cond)
        .add_op_fn::<WhileOp>(while_align_before_args)
        .add_op_fn::<WhileOp>(while_move_if_down);
    region_branch::add_patterns::<WhileOp>(patterns);
}

/// The parts of a well-formed `scf.while` (its after block ending in an
/// `scf.yield`): its blocks and its `scf.condition`.
struct WhileParts {
    before: BlockId,
    after: BlockId,
    condition: OpId,
}

fn while_parts(rw: &Rewriter<'_>, op: WhileOp) -> Option<WhileParts> {
    let before = *rw.blocks(op.before(rw)).first()?;
    let after = *rw.blocks(op.after(rw)).first()?;
    let condition = rw
        .last_op(before)
        .filter(|&c| rw.op_name_str(c) == ConditionOp::OPERATION_NAME)?;
    rw.last_op(after)
        .filter(|&y| rw.op_name_str(y) == YieldOp::OPERATION_NAME)?;
    Some(WhileParts {
        before,
        after,
        condition,
    })
}

/// A new `scf.while` before `at`: with empty regions, or (`blocks`) with a
/// before block taking the inits' types and an after block the results'.
fn new_while(
    rw: &mut Rewriter<'_>,
    at: OpId,
    loc: Attribute,
    types: &[Type],
    inits: &[Value],
    blocks: bool,
) -> WhileOp {
    let mut state = WhileOp::state(rw.context(), loc);
    if blocks {
        super::builders::while_op(rw.context(), &mut state, types, inits, None, None);
    } else {
        state.operands = inits.to_vec();
        state.result_types = types.to_vec();
        state.regions = vec![rw.context().create_region(), rw.context().create_region()];
    }
    rw.set_insertion_point(at);
    rw.create::<WhileOp>(state)
}

/// A new `scf.while` before `at` whose before block takes the inits (at
/// their locations) and whose after block takes `after` (types and
/// locations).
fn new_while_with_after(
    rw: &mut Rewriter<'_>,
    at: OpId,
    loc: Attribute,
    inits: &[Value],
    after: &[(Type, Attribute)],
) -> WhileOp {
    let types: Vec<Type> = after.iter().map(|&(t, _)| t).collect();
    let new = new_while(rw, at, loc, &types, inits, false);
    let before: Vec<(Type, Attribute)> = inits
        .iter()
        .map(|&v| (rw.value_type(v), rw.value_loc(v)))
        .collect();
    let before_region = new.before(rw);
    create_block(rw, before_region, &before);
    let after_region = new.after(rw);
    create_block(rw, after_region, after);
    new
}

/// Replaces the `scf.condition` `condition` by one forwarding `args`.
fn replace_condition(rw: &mut Rewriter<'_>, condition: OpId, args: &[Value]) -> IrResult<()> {
    let loc = rw.op_loc(condition);
    let cond = rw.operand(condition, 0);
    let mut state = ConditionOp::state(rw.context(), loc);
    state.operands = std::iter::once(cond).chain(args.iter().copied()).collect();
    rw.replace_op_with_new_op::<ConditionOp>(condition, state)?;
    Ok(())
}

/// A new block of `region` with arguments of `types` at `locs`.
fn create_block(rw: &mut Rewriter<'_>, region: RegionId, args: &[(Type, Attribute)]) -> BlockId {
    let block = rw.context().create_block(args);
    rw.context().append_block(region, block);
    block
}

/// After-block arguments forwarded from the condition itself are `true`.
fn while_condition_truth(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = WhileOp::from_id_unchecked(id);
    let Some(parts) = while_parts(rw, op) else {
        return Ok(false);
    };
    let operands = rw.operands(parts.condition);
    let cond = operands[0];
    let after_args = rw.block_args(parts.after);
    let mut constant_true = None;
    let mut replaced = false;
    for (&arg, &after) in operands[1..].iter().zip(&after_args) {
        if arg != cond || !rw.has_uses(after) {
            continue;
        }
        if constant_true.is_none() {
            let loc = op.loc(rw);
            rw.set_insertion_point(id);
            let ty = rw.value_type(cond);
            constant_true = materialize(rw, "arith", 1, ty, loc);
        }
        let Some(t) = constant_true else {
            return Ok(false);
        };
        rw.replace_all_uses_with(after, t);
        replaced = true;
    }
    Ok(replaced)
}

/// The predicate of an `arith.cmpi`, and its inverse (MLIR's
/// `invertPredicate`).
fn cmpi_predicate(rw: &Rewriter<'_>, op: OpId) -> Option<i64> {
    let props = rw.properties(op)?;
    let AttrKindRef::Dictionary(entries) = attr_kind_ref(rw, props) else {
        return None;
    };
    let attr = entries
        .iter()
        .find(|(n, _)| rw.symbol_str(*n) == "predicate")?
        .1;
    try_int::<i64>(rw, attr)
}

enum AttrKindRef<'a> {
    Dictionary(&'a [(ods_runtime::Symbol, Attribute)]),
    Other,
}

fn attr_kind_ref(ctx: &Context, attr: Attribute) -> AttrKindRef<'_> {
    match ctx.attr_kind(attr) {
        ods_runtime::AttrKind::Dictionary(entries) => AttrKindRef::Dictionary(entries),
        _ => AttrKindRef::Other,
    }
}

/// `arith.cmpi`'s predicates: eq, ne, slt, sle, sgt, sge, ult, ule, ugt,
/// uge; each one's inverse.
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        9 => 6,
        p => p,
    }
}

/// In the after block, a comparison like the condition's of a forwarded
/// operand is `true` (or `false` for the inverse predicate).
fn while_cmp_cond(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = WhileOp::from_id_unchecked(id);
    let Some(parts) = while_parts(rw, op) else {
        return Ok(false);
    };
    let operands = rw.operands(parts.condition);
    let Some(cmp) = rw
        .defining_op(operands[0])
        .filter(|&c| rw.op_name_str(c) == "arith.cmpi")
    else {
        return Ok(false);
    };
    let Some(pred) = cmpi_predicate(rw, cmp) else {
        return Ok(false);
    };
    let cmp_operands = rw.operands(cmp);
    let after_args = rw.block_args(parts.after);
    let mut changed = false;
    for (&arg, &after) in operands[1..].iter().zip(&after_args) {
        for idx in 0..2 {
            if arg != cmp_operands[idx] {
                continue;
            }
            for u in rw.uses(after) {
                if !rw.is_live(u.op) || rw.op_name_str(u.op) != "arith.cmpi" {
                    continue;
                }
                let other = rw.operand(u.op, 1 - idx);
                if other != cmp_operands[1 - idx] {
                    continue;
                }
                let Some(pred2) = cmpi_predicate(rw, u.op) else {
                    continue;
                };
                let same = if pred2 == pred {
                    1
                } else if pred2 == invert_predicate(pred) {
                    0
                } else {
                    continue;
                };
                let loc = rw.op_loc(u.op);
                let ty = rw.value_type(rw.result(u.op, 0));
                rw.set_insertion_point(u.op);
                let Some(c) = materialize(rw, "arith", same, ty, loc) else {
                    return Ok(changed);
                };
                rw.replace_op(u.op, &[c])?;
                changed = true;
            }
        }
    }
    Ok(changed)
}

/// A condition forwarding the before-block arguments in another order
/// forwards them in theirs; the after block and results follow.
fn while_align_before_args(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = WhileOp::from_id_unchecked(id);
    let Some(parts) = while_parts(rw, op) else {
        return Ok(false);
    };
    let before_args = rw.block_args(parts.before);
    let term_args: Vec<Value> = rw.operands(parts.condition)[1..].to_vec();
    if before_args == term_args {
        return Ok(false);
    }
    let mut seen = Vec::new();
    for &v in &term_args {
        if seen.contains(&v) {
            return Ok(false);
        }
        seen.push(v);
    }
    if before_args.len() != term_args.len() {
        return Ok(false);
    }
    // mapping[k] = the index in `before_args` of the k-th term arg.
    let mut mapping = vec![0; term_args.len()];
    for (i, a) in before_args.iter().enumerate() {
        let Some(k) = term_args.iter().position(|t| t == a) else {
            return Ok(false);
        };
        mapping[k] = i;
    }
    rw.set_insertion_point(parts.condition);
    replace_condition(rw, parts.condition, &before_args)?;
    let results = rw.results(id);
    // The builder's after block, its arguments at the op's location.
    let loc = op.loc(rw);
    let mut new_types = vec![None; before_args.len()];
    for (i, &j) in mapping.iter().enumerate() {
        new_types[j] = Some((rw.value_type(results[i]), loc));
    }
    let after: Vec<(Type, Attribute)> = new_types
        .into_iter()
        .map(|t| t.expect("a permutation"))
        .collect();
    let inits = rw.operands(id);
    let new = new_while_with_after(rw, id, loc, &inits, &after);
    let (new_before, new_after) = (rw.blocks(new.before(rw))[0], rw.blocks(new.after(rw))[0]);
    let new_results = rw.results(new.id());
    let new_after_args = rw.block_args(new_after);
    let mut replacements = Vec::with_capacity(mapping.len());
    let mut after_map = Vec::with_capacity(mapping.len());
    for &j in &mapping {
        replacements.push(new_results[j]);
        after_map.push(new_after_args[j]);
    }
    let args = rw.block_args(new_before);
    inline_block_at_start(rw, parts.before, new_before, &args)?;
    inline_block_at_start(rw, parts.after, new_after, &after_map)?;
    rw.replace_op(id, &replacements)?;
    Ok(true)
}

/// An `scf.if` right before the `scf.condition`, on the same condition and
/// with nothing but its yield in any else block, moves into the after
/// region, which only runs when it would take its then branch: the
/// condition forwards the else values (taken when the loop exits) in place
/// of the `if`'s results, the after region uses the then values instead,
/// and the before-region values the then branch uses become extra
/// condition operands and after arguments (at the loop's location).
fn while_move_if_down(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = WhileOp::from_id_unchecked(id);
    let Some(parts) = while_parts(rw, op) else {
        return Ok(false);
    };
    let Some(if_id) = rw.prev_op(parts.condition) else {
        return Ok(false);
    };
    if rw.op_name_str(if_id) != IfOp::OPERATION_NAME {
        return Ok(false);
    }
    let if_op = IfOp::from_id_unchecked(if_id);
    let cond = rw.operand(parts.condition, 0);
    if if_op.condition(rw) != cond || !else_is_only_yield(rw, if_op) {
        return Ok(false);
    }
    forward_if_results(rw, if_op, &parts);
    let then_block = rw.blocks(if_op.then_region(rw))[0];
    let extra = before_values_used_in(rw, if_op.then_region(rw), op.before(rw));
    let loc = op.loc(rw);
    let types: Vec<Type> = rw
        .results(id)
        .into_iter()
        .chain(extra.iter().copied())
        .map(|v| rw.value_type(v))
        .collect();
    let inits = rw.operands(id);
    let new = new_while(rw, id, loc, &types, &inits, false);
    take_body(rw, op.before(rw), new.before(rw));
    take_body(rw, op.after(rw), new.after(rw));
    let extra_args: Vec<Value> = extra
        .iter()
        .map(|&v| {
            let ty = rw.value_type(v);
            rw.modify_op_in_place(new.id(), |ctx| ctx.add_block_arg(parts.after, ty, loc))
        })
        .collect();
    rw.modify_op_in_place(parts.condition, |ctx| {
        for &v in &extra {
            ctx.append_operand(parts.condition, v);
        }
    });
    let then_region = if_op.then_region(rw);
    for (&v, &arg) in extra.iter().zip(&extra_args) {
        let inside: Vec<_> = rw
            .uses(v)
            .into_iter()
            .filter(|u| region_within(rw, op_region(rw, u.op), then_region))
            .collect();
        rw.replace_uses_if(v, arg, |u| inside.contains(&u));
    }
    let then_yield = rw.last_op(then_block).expect("the then yield");
    rw.erase_op(then_yield)?;
    inline_block_at_start(rw, then_block, parts.after, &[])?;
    rw.erase_op(if_id)?;
    let mut results = rw.results(new.id());
    results.truncate(rw.num_results(id));
    rw.replace_op(id, &results)?;
    Ok(true)
}

/// Whether `if_op` has no else block, or one holding only its yield.
fn else_is_only_yield(rw: &Rewriter<'_>, if_op: IfOp) -> bool {
    rw.blocks(if_op.else_region(rw))
        .first()
        .is_none_or(|&b| rw.block_ops(b).len() == 1)
}

/// For each condition operand that is a result of `if_op`: the `if`'s
/// result becomes the else value, the matching after argument the then
/// value.
fn forward_if_results(rw: &mut Rewriter<'_>, if_op: IfOp, parts: &WhileParts) {
    let if_results = rw.results(if_op.id());
    let args = rw.operands(parts.condition)[1..].to_vec();
    let after_args = rw.block_args(parts.after);
    for (idx, arg) in args.into_iter().enumerate() {
        let Some(k) = if_results.iter().position(|&r| r == arg) else {
            continue;
        };
        let yielded = |region| terminator(rw, region).map(|y| rw.operand(y, k));
        let (Some(then_value), Some(else_value)) = (
            yielded(if_op.then_region(rw)),
            yielded(if_op.else_region(rw)),
        ) else {
            continue;
        };
        rw.replace_all_uses_with(if_results[k], else_value);
        rw.replace_all_uses_with(after_args[idx], then_value);
    }
}

/// The values defined directly in `before` that ops in `region` (nested
/// ones first, as MLIR's post-order walk) use, each once, in order.
fn before_values_used_in(rw: &Rewriter<'_>, region: RegionId, before: RegionId) -> Vec<Value> {
    let mut used = Vec::new();
    for block in rw.blocks(region).to_vec() {
        for o in rw.block_ops(block) {
            rw.walk(o, ods_runtime::WalkOrder::PostOrder, &mut |inner| {
                for v in rw.operands(inner) {
                    if parent_region(rw, v) == Some(before) && !used.contains(&v) {
                        used.push(v);
                    }
                }
            });
        }
    }
    used
}

/// Moves the ops of `source` to the start of `dest` (MLIR's
/// `inlineBlockBefore(source, dest, dest->begin(), args)`).
fn inline_block_at_start(
    rw: &mut Rewriter<'_>,
    source: BlockId,
    dest: BlockId,
    args: &[Value],
) -> IrResult<()> {
    match rw.first_op(dest) {
        Some(first) => rw.inline_block_before(source, first, args),
        None => merge_blocks(rw, source, dest, args),
    }
}

pub(super) fn parallel_op(patterns: &mut RewritePatternSet) {
    patterns
        .add_op_fn::<ParallelOp>(parallel_single_or_zero_iteration_dims)
        .add_op_fn::<ParallelOp>(merge_nested_parallel_loops);
}

/// The number of iterations of a loop with constant bounds and a positive
/// constant step (MLIR's `constantTripCount`); 0 when `lb == ub`.
fn constant_trip_count(rw: &mut Rewriter<'_>, lb: Value, ub: Value, step: Value) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let (lb, ub, step) = (
        constant_int(rw, lb)?,
        constant_int(rw, ub)?,
        constant_int(rw, step)?,
    );
    if step <= 0 {
        return None;
    }
    if ub <= lb {
        return Some(0);
    }
    Some((ub - lb + step - 1) / step)
}

/// Dimensions of one iteration are dropped, their induction variable
/// replaced by the lower bound; a dimension of none makes the loop its
/// inits; no dimension left inlines the body and the reductions.
fn parallel_single_or_zero_iteration_dims(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ParallelOp::from_id_unchecked(id);
    let (lbs, ubs, steps) = (op.lower_bound(rw), op.upper_bound(rw), op.step(rw));
    let region = op.region(rw);
    let body = rw.blocks(region)[0];
    let ivs = rw.block_args(body);
    let init_vals = op.init_vals(rw);
    let mut map = Default::default();
    let (mut new_lbs, mut new_ubs, mut new_steps) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..steps.len().min(ivs.len()) {
        match constant_trip_count(rw, lbs[i], ubs[i], steps[i]) {
            Some(0) => {
                rw.replace_op(id, &init_vals)?;
                return Ok(true);
            }
            Some(1) => {
                insert_value(&mut map, ivs[i], lbs[i]);
                continue;
            }
            _ => {}
        }
        new_lbs.push(lbs[i]);
        new_ubs.push(ubs[i]);
        new_steps.push(steps[i]);
    }
    if new_lbs.len() == lbs.len() {
        return Ok(false);
    }
    let loc = op.loc(rw);
    if new_lbs.is_empty() {
        let ops = rw.block_ops(body);
        let Some((&reduce, body_ops)) = ops.split_last() else {
            return Ok(false);
        };
        rw.set_insertion_point(id);
        for &o in body_ops {
            let clone = rw.context().clone_op(o, &mut map);
            insert_existing(rw, clone);
        }
        let mut results = Vec::with_capacity(init_vals.len());
        let operands = rw.operands(reduce);
        for (i, &r) in rw.regions(reduce).to_vec().iter().enumerate() {
            let block = rw.blocks(r)[0];
            let args = rw.block_args(block);
            insert_value(&mut map, args[0], init_vals[results.len()]);
            let operand = lookup(&map, operands[i]);
            insert_value(&mut map, args[1], operand);
            let reduce_ops = rw.block_ops(block);
            let Some((&ret, reduce_body)) = reduce_ops.split_last() else {
                continue;
            };
            for &o in reduce_body {
                let clone = rw.context().clone_op(o, &mut map);
                insert_existing(rw, clone);
            }
            let value = rw.operand(ret, 0);
            results.push(lookup(&map, value));
        }
        rw.replace_op(id, &results)?;
        return Ok(true);
    }
    let mut state = ParallelOp::state(rw.context(), loc);
    super::builders::parallel_op(
        rw.context(),
        &mut state,
        [&new_lbs, &new_ubs, &new_steps],
        &init_vals,
        None,
    );
    rw.set_insertion_point(id);
    let new = rw.create::<ParallelOp>(state);
    let new_region = new.region(rw);
    let new_body = rw.blocks(new_region)[0];
    rw.erase_block(new_body)?;
    // The body again, the collapsed induction variables mapped.
    let unmapped: Vec<Value> = ivs
        .iter()
        .copied()
        .filter(|v| !map.contains_key(v))
        .collect();
    let kept: Vec<(ods_runtime::Type, Attribute)> = unmapped
        .iter()
        .map(|&v| (rw.value_type(v), rw.block_arg_loc(body, v_index(&v))))
        .collect();
    let block = rw.context().create_block(&kept);
    rw.context().append_block(new_region, block);
    let new_ivs = rw.block_args(block);
    for (&old, &new_iv) in unmapped.iter().zip(&new_ivs) {
        insert_value(&mut map, old, new_iv);
    }
    rw.set_insertion_point_to_end(block);
    for o in rw.block_ops(body) {
        let clone = rw.context().clone_op(o, &mut map);
        insert_existing(rw, clone);
    }
    let results = rw.results(new.id());
    rw.replace_op(id, &results)?;
    Ok(true)
}

/// The index of a block argument.
fn v_index(v: &Value) -> usize {
    match v {
        Value::Arg(_, i) => *i as usize,
        _ => 0,
    }
}

fn insert_value<S: std::hash::BuildHasher>(
    map: &mut std::collections::HashMap<Value, Value, S>,
    from: Value,
    to: Value,
) {
    map.insert(from, to);
}

fn lookup<S: std::hash::BuildHasher>(
    map: &std::collections::HashMap<Value, Value, S>,
    v: Value,
) -> Value {
    map.get(&v).copied().unwrap_or(v)
}

/// Inserts a detached op at the rewriter's insertion point.
fn insert_existing(rw: &mut Rewriter<'_>, op: OpId) {
    let point = rw.insertion_point().expect("an insertion point");
    rw.context().insert_op(point, op);
    if let InsertPoint::After(_) | InsertPoint::Start(_) = point {
        rw.set_insertion_point_after(op);
    }
    rw.modify_op_in_place(op, |_| ());
}

/// A parallel loop whose body is only another parallel loop (without
/// reductions, its bounds defined outside) is one loop of both.
fn merge_nested_parallel_loops(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ParallelOp::from_id_unchecked(id);
    let outer_body = rw.blocks(op.region(rw))[0];
    let ops = rw.block_ops(outer_body);
    if ops.len() != 2 {
        return Ok(false);
    }
    let Some(inner) = ParallelOp::cast(rw, ops[0]) else {
        return Ok(false);
    };
    let outer_args = rw.block_args(outer_body);
    let inner_bounds: Vec<Value> =
        [inner.lower_bound(rw), inner.upper_bound(rw), inner.step(rw)].concat();
    if outer_args.iter().any(|a| inner_bounds.contains(a)) {
        return Ok(false);
    }
    if !op.init_vals(rw).is_empty() || !inner.init_vals(rw).is_empty() {
        return Ok(false);
    }
    let inner_body = rw.blocks(inner.region(rw))[0];
    let inner_args = rw.block_args(inner_body);
    let lbs = [op.lower_bound(rw), inner.lower_bound(rw)].concat();
    let ubs = [op.upper_bound(rw), inner.upper_bound(rw)].concat();
    let steps = [op.step(rw), inner.step(rw)].concat();
    let loc = op.loc(rw);
    let mut state = ParallelOp::state(rw.context(), loc);
    super::builders::parallel_op(rw.context(), &mut state, [&lbs, &ubs, &steps], &[], None);
    rw.set_insertion_point(id);
    let new = rw.create::<ParallelOp>(state);
    let block = rw.blocks(new.region(rw))[0];
    let ivs = rw.block_args(block);
    let mut map = Default::default();
    for (&old, &new_iv) in outer_args.iter().chain(&inner_args).zip(&ivs) {
        insert_value(&mut map, old, new_iv);
    }
    let terminator = rw.last_op(block).expect("the implicit scf.reduce");
    rw.set_insertion_point(terminator);
    let inner_ops = rw.block_ops(inner_body);
    for &o in &inner_ops[..inner_ops.len().saturating_sub(1)] {
        let clone = rw.context().clone_op(o, &mut map);
        insert_existing(rw, clone);
    }
    rw.replace_op(id, &[])?;
    Ok(true)
}

// ----- scf.forall -------------------------------------------------------------

pub(super) fn forall_op(patterns: &mut RewritePatternSet) {
    #[cfg(feature = "tensor")]
    tensor_casts::forall_op(patterns);
    patterns
        .add_op_fn::<ForallOp>(forall_control_operands_folder)
        .add_op_fn::<ForallOp>(forall_iter_args_folder)
        .add_op_fn::<ForallOp>(forall_single_or_zero_iteration_dims);
}

/// A bound of `scf.forall`: static, or an operand (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, PartialEq)]
enum Bound {
    Static(i64),
    Dynamic(Value),
}

/// The lower bounds, upper bounds and steps of `op`, mixed.
fn forall_bounds(rw: &Rewriter<'_>, op: ForallOp) -> [Vec<Bound>; 3] {
    let mix = |statics: Vec<i64>, dynamics: Vec<Value>| {
        let mut dynamic = dynamics.into_iter();
        statics
            .into_iter()
            .map(|s| match s {
                super::values::DYNAMIC => {
                    Bound::Dynamic(dynamic.next().expect("an operand per dynamic bound"))
                }
                s => Bound::Static(s),
            })
            .collect::<Vec<_>>()
    };
    [
        mix(op.static_lower_bound(rw), op.dynamic_lower_bound(rw)),
        mix(op.static_upper_bound(rw), op.dynamic_upper_bound(rw)),
        mix(op.static_step(rw), op.dynamic_step(rw)),
    ]
}

fn bound_constant(rw: &mut Rewriter<'_>, b: Bound) -> Option<i128> {
    match b {
        Bound::Static(s) => Some(i128::from(s)),
        Bound::Dynamic(v) => constant_int(rw, v),
    }
}

/// A new `scf.forall` before `old` with these bounds and outputs, the
/// body of `old` moved in (its arguments replaced by `args`: `None` for
/// the new op's next argument), its attributes kept.
fn rebuild_forall(
    rw: &mut Rewriter<'_>,
    old: ForallOp,
    [lbs, ubs, steps]: [&[Bound]; 3],
    outputs: &[Value],
    args: &[Option<Value>],
) -> IrResult<ForallOp> {
    let loc = old.loc(rw);
    let fold = |rw: &mut Rewriter<'_>, bounds: &[Bound]| -> Vec<FoldResult> {
        bounds
            .iter()
            .map(|b| match *b {
                Bound::Static(s) => {
                    FoldResult::Attr(ods_runtime::ods::convert::index_attr(rw.context(), s))
                }
                Bound::Dynamic(v) => FoldResult::Value(v),
            })
            .collect()
    };
    let (l, u, st) = (fold(rw, lbs), fold(rw, ubs), fold(rw, steps));
    let mut state = ForallOp::state(rw.context(), loc);
    let mapping = old.mapping_attr(rw);
    let mut recorder = |_: &mut Context, _: ods_runtime::OpBuilder, _: Attribute, _: &[Value]| {};
    super::builders::forall_op(
        rw.context(),
        &mut state,
        [&l, &u, &st],
        outputs,
        mapping,
        Some(&mut recorder),
    );
    rw.set_insertion_point(old.id());
    let new = rw.create::<ForallOp>(state);
    // The discardable attributes.
    for (name, value) in rw.attrs(old.id()).to_vec() {
        let name = rw.symbol_str(name).to_string();
        rw.context().set_attr(new.id(), &name, Some(value));
    }
    let new_block = rw.blocks(new.region(rw))[0];
    let new_args = rw.block_args(new_block);
    let mut next = new_args.into_iter();
    let transfer: Vec<Value> = args
        .iter()
        .map(|a| a.unwrap_or_else(|| next.next().expect("a new argument")))
        .collect();
    let old_block = rw.blocks(old.region(rw))[0];
    merge_blocks(rw, old_block, new_block, &transfer)?;
    Ok(new)
}

/// Dynamic bounds defined by constants become static.
fn forall_control_operands_folder(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ForallOp::from_id_unchecked(id);
    let mut bounds = forall_bounds(rw, op);
    let mut changed = false;
    for list in &mut bounds {
        for b in list.iter_mut() {
            if let Bound::Dynamic(v) = *b {
                if let Some(c) = constant_int(rw, v) {
                    *b = Bound::Static(c as i64);
                    changed = true;
                }
            }
        }
    }
    if !changed {
        return Ok(false);
    }
    let outputs = op.outputs(rw);
    let block = rw.blocks(op.region(rw))[0];
    let args: Vec<Option<Value>> = vec![None; rw.num_block_args(block)];
    let new = rebuild_forall(
        rw,
        op,
        [&bounds[0], &bounds[1], &bounds[2]],
        &outputs,
        &args,
    )?;
    let results = rw.results(new.id());
    rw.replace_op(id, &results)?;
    Ok(true)
}

/// Shared outputs whose result is unused or that no op of the terminator
/// writes are their init.
fn forall_iter_args_folder(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ForallOp::from_id_unchecked(id);
    let rank = op.rank(rw);
    let block = rw.blocks(op.region(rw))[0];
    let args = rw.block_args(block);
    let outputs = op.outputs(rw);
    let results = rw.results(id);
    let combining_ops = rw
        .last_op(block)
        .map(|t| yielding_ops(rw, t))
        .unwrap_or_default();
    let combining = |rw: &Rewriter<'_>, arg: Value| {
        combining_ops.iter().any(|&o| rw.operands(o).contains(&arg))
    };
    let mut drop = Vec::new();
    for i in 0..outputs.len().min(results.len()) {
        let arg = args[rank + i];
        drop.push(!rw.has_uses(results[i]) || !combining(rw, arg));
    }
    if !drop.iter().any(|&d| d) {
        return Ok(false);
    }
    // The ops of the terminator that combine into a dropped output go with
    // it: their destination becomes a value defined outside the loop.
    for &o in &combining_ops {
        let operands = rw.operands(o);
        let into_dropped = (0..drop.len()).any(|i| drop[i] && operands.contains(&args[rank + i]));
        if into_dropped {
            rw.erase_op(o)?;
        }
    }
    let bounds = forall_bounds(rw, op);
    let new_outputs: Vec<Value> = (0..drop.len())
        .filter(|&i| !drop[i])
        .map(|i| outputs[i])
        .collect();
    let mut transfer: Vec<Option<Value>> = vec![None; rank];
    for i in 0..drop.len() {
        transfer.push(drop[i].then_some(outputs[i]));
    }
    let new = rebuild_forall(
        rw,
        op,
        [&bounds[0], &bounds[1], &bounds[2]],
        &new_outputs,
        &transfer,
    )?;
    let new_results = rw.results(new.id());
    let mut k = 0;
    let replacements: Vec<Value> = (0..drop.len())
        .map(|i| {
            if drop[i] {
                outputs[i]
            } else {
                k += 1;
                new_results[k - 1]
            }
        })
        .collect();
    rw.replace_op(id, &replacements)?;
    Ok(true)
}

/// The ops of `terminator`, an `scf.forall.in_parallel` (MLIR's
/// `InParallelOp::getYieldingOps`).
fn yielding_ops(ctx: &Context, terminator: OpId) -> Vec<OpId> {
    ctx.regions(terminator)
        .iter()
        .flat_map(|&r| ctx.blocks(r).to_vec())
        .flat_map(|b| ctx.block_ops(b))
        .collect()
}

/// The iterations of a dimension of `scf.forall` of these constant bounds
/// and step, as MLIR 22's `constantTripCount` counts them: none when its
/// bounds are one operand, its step is not positive (newer MLIR keeps a
/// loop of step 0, which never ends) or its upper bound is not above its
/// lower one.
fn forall_trip_count(
    same_bounds: bool,
    lb: Option<i128>,
    ub: Option<i128>,
    step: Option<i128>,
) -> Option<i128> {
    if same_bounds || step.is_some_and(|s| s <= 0) {
        return Some(0);
    }
    let (lb, ub) = (lb?, ub?);
    if ub <= lb {
        return Some(0);
    }
    let step = step?;
    Some((ub - lb + step - 1) / step)
}

/// Dimensions of one iteration are dropped (their induction variable the
/// lower bound); a dimension of none makes the loop its outputs.
fn forall_single_or_zero_iteration_dims(rw: &mut Rewriter<'_>, id: OpId) -> IrResult<bool> {
    let op = ForallOp::from_id_unchecked(id);
    if op
        .mapping_attr(rw)
        .is_some_and(|m| !ods_runtime::ods::convert::as_array(rw, m).is_empty())
    {
        return Ok(false);
    }
    let [lbs, ubs, steps] = forall_bounds(rw, op);
    let rank = lbs.len();
    let loc = op.loc(rw);
    let mut transfer: Vec<Option<Value>> = Vec::new();
    let (mut new_lbs, mut new_ubs, mut new_steps) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..rank {
        let (lb, ub, step) = (
            bound_constant(rw, lbs[i]),
            bound_constant(rw, ubs[i]),
            bound_constant(rw, steps[i]),
        );
        let trip = forall_trip_count(lbs[i] == ubs[i], lb, ub, step);
        match trip {
            Some(0) => {
                let outputs = op.outputs(rw);
                rw.replace_op(id, &outputs)?;
                return Ok(true);
            }
            Some(1) => {
                let value = match lbs[i] {
                    Bound::Dynamic(v) => Some(v),
                    Bound::Static(s) => {
                        rw.set_insertion_point(id);
                        let index = ods_runtime::ods::convert::index(rw.context());
                        materialize(rw, "arith", i128::from(s), index, loc)
                    }
                };
                let Some(value) = value else {
                    return Ok(false);
                };
                transfer.push(Some(value));
                continue;
            }
            _ => {}
        }
        transfer.push(None);
        new_lbs.push(lbs[i]);
        new_ubs.push(ubs[i]);
        new_steps.push(steps[i]);
    }
    if new_lbs.len() == rank {
        return rw.notify_match_failure(id, "no dimensions have 0 or 1 iterations");
    }
    let outputs = op.outputs(rw);
    if new_lbs.is_empty() {
        let ivs: Vec<Value> = transfer
            .iter()
            .map(|t| t.expect("every dimension is one iteration"))
            .collect();
        return promote_forall(rw, op, &ivs);
    }
    transfer.extend(std::iter::repeat_n(None, outputs.len()));
    let new = rebuild_forall(
        rw,
        op,
        [&new_lbs, &new_ubs, &new_steps],
        &outputs,
        &transfer,
    )?;
    let results = rw.results(new.id());
    rw.replace_op(id, &results)?;
    Ok(true)
}

/// Moves the body of `op`, a loop of one iteration, before it (MLIR's
/// `scf::promote`): the induction variables become `ivs`, the shared
/// outputs their inits, and each `tensor.parallel_insert_slice` of the
/// terminator a `tensor.insert_slice` after the loop, whose result replaces
/// the loop's. A terminator holding another op is left alone (MLIR has no
/// promotion for it).
fn promote_forall(rw: &mut Rewriter<'_>, op: ForallOp, ivs: &[Value]) -> IrResult<bool> {
    let id = op.id();
    let block = rw.blocks(op.region(rw))[0];
    let terminator = rw.last_op(block).expect("the terminator");
    let yielding = yielding_ops(rw, terminator);
    let outputs = op.outputs(rw);
    if yielding.len() != outputs.len() || !yielding.iter().all(|&y| inserts_slice(rw, y)) {
        return Ok(false);
    }
    let mut args = ivs.to_vec();
    args.extend(&outputs);
    rw.inline_block_before(block, id, &args)?;
    rw.set_insertion_point_after(id);
    let loc = op.loc(rw);
    let results: Vec<Value> = yielding
        .iter()
        .filter_map(|&y| insert_slice_of_parallel(rw, y, loc))
        .collect();
    rw.erase_op(terminator)?;
    rw.replace_op(id, &results)?;
    Ok(true)
}

/// Whether `op` is a `tensor.parallel_insert_slice`.
#[cfg(feature = "tensor")]
fn inserts_slice(rw: &Rewriter<'_>, op: OpId) -> bool {
    crate::tensor::ParallelInsertSliceOp::cast(rw, op).is_some()
}

#[cfg(not(feature = "tensor"))]
fn inserts_slice(_: &Rewriter<'_>, _: OpId) -> bool {
    false
}

/// A `tensor.insert_slice` of what the `tensor.parallel_insert_slice`
/// `op` inserts, into its destination, at the insertion point.
#[cfg(feature = "tensor")]
fn insert_slice_of_parallel(rw: &mut Rewriter<'_>, op: OpId, loc: Attribute) -> Option<Value> {
    use crate::tensor::{InsertSliceOp, ParallelInsertSliceOp};
    let p = ParallelInsertSliceOp::cast(rw, op)?;
    let (source, dest) = (p.source(rw), p.dest(rw));
    let ty = rw.value_type(dest);
    let (o, s, t) = (
        p.static_offsets(rw),
        p.static_sizes(rw),
        p.static_strides(rw),
    );
    let (dyn_o, dyn_s, dyn_t) = (p.offsets(rw), p.sizes(rw), p.strides(rw));
    let new = InsertSliceOp::create(rw, loc, ty, source, dest, &dyn_o, &dyn_s, &dyn_t, o, s, t);
    Some(new.result(rw))
}

#[cfg(not(feature = "tensor"))]
fn insert_slice_of_parallel(_: &mut Rewriter<'_>, _: OpId, _: Attribute) -> Option<Value> {
    None
}
