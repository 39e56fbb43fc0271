//! What `ControlFlowOps.td` leaves to Rust, with the semantics of MLIR's
//! `ControlFlowOps.cpp`: the custom form of `cf.switch`'s cases, its
//! verifier, the operands each successor receives, and the
//! canonicalization of branches (collapsing pass-through blocks, merging a
//! block into its only predecessor, folding constant conditions and
//! switch flags, dropping impossible cases).

use super::*;
use ods_runtime::asm::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ods_runtime::diag::Diagnostic;
use ods_runtime::helpers::{
    bool_attr, integer, predecessors, single_predecessor, unique_predecessor,
};
use ods_runtime::interfaces::prelude::mlir::MemoryEffectOpInterfaceImpl;
use ods_runtime::matchers::{m_constant_int, match_value};
use ods_runtime::ods::convert;
use ods_runtime::ods::op::{type_text, Op};
use ods_runtime::registry::MemoryEffect;
use ods_runtime::rewrite::{PatternRewriter, RewritePatternSet};
use ods_runtime::{
    AttrKind, Attribute, BigInt, BlockId, Context, IrResult, OpId, OperationState, Signedness,
    Type, TypeKind, Value,
};

// ----- constants -----------------------------------------------------------

/// The integer of a constant integer attribute (MLIR's `m_ConstantInt`).
fn constant_int(ctx: &mut Context, value: Value) -> Option<BigInt> {
    match_value(ctx, value, m_constant_int()).map(|c| c.value)
}

/// An `arith.constant` of the boolean `value` before the insertion point,
/// made by the `arith` dialect's materializer; none when this context has
/// no `arith`.
fn arith_bool_constant(
    rewriter: &mut PatternRewriter<'_>,
    value: bool,
    loc: Attribute,
) -> Option<Value> {
    let ctx = rewriter.context();
    let materialize = ctx.registry.dialect("arith")?.materialize_constant?;
    let i1 = integer(ctx, 1, Signedness::Signless);
    let attr = bool_attr(ctx, value);
    let state = materialize(ctx, attr, i1, loc)?;
    let op = rewriter.insert(state);
    Some(rewriter.result(op, 0))
}

/// The first operand's value when it is a constant integer (MLIR's
/// `dyn_cast_or_null<IntegerAttr>(operands.front())`).
fn first_int_operand(ctx: &Context, operands: &[Option<Attribute>]) -> Option<BigInt> {
    match ctx.attr_kind(operands.first().copied().flatten()?) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

// ----- cf.assert ------------------------------------------------------------

impl MemoryEffectOpInterfaceImpl for AssertOp {
    /// An assertion writes: it may abort the program, so it stays where it
    /// is and is not erased unused.
    fn get_effects(_ctx: &Context, _op: OpId) -> Vec<MemoryEffect> {
        vec![MemoryEffect::Write]
    }
}

impl AssertOpHooks for AssertOp {
    /// An assertion of a constant true is erased.
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let arg = self.arg(rewriter);
        if constant_int(rewriter.context(), arg).is_some_and(|v| v == BigInt::from(1)) {
            rewriter.erase_op(self.id())?;
            return Ok(true);
        }
        Ok(false)
    }
}

// ----- cf.br ----------------------------------------------------------------

/// A successor and the operands passed to it.
type Edge = (BlockId, Vec<Value>);

/// `successor` when it holds only a `cf.br` to another block, whose
/// arguments only that branch uses, and the branches from there lead into
/// no cycle: the branch's destination, with the branch's operands, the
/// successor's arguments replaced by what `edge` passes them (MLIR's
/// `collapseBranch`).
fn collapse_branch(ctx: &Context, edge: &Edge) -> Option<Edge> {
    let (successor, operands) = edge;
    let ops = ctx.block_ops(*successor);
    let [only] = ops[..] else {
        return None;
    };
    let branch = BranchOp::cast(ctx, only)?;
    let args = ctx.block_args(*successor);
    if args
        .iter()
        .any(|&a| ctx.uses(a).iter().any(|u| u.op != only))
    {
        return None;
    }
    let dest = branch.dest(ctx);
    if dest == *successor {
        return None;
    }
    // Nor when the chain of branches from there comes back (a cycle).
    let mut visited = vec![*successor, dest];
    let mut next = ctx.last_op(dest).and_then(|t| BranchOp::cast(ctx, t));
    while let Some(br) = next {
        let to = br.dest(ctx);
        if visited.contains(&to) {
            return None;
        }
        visited.push(to);
        next = ctx.last_op(to).and_then(|t| BranchOp::cast(ctx, t));
    }
    let forwarded = branch.dest_operands(ctx);
    let remapped = forwarded
        .into_iter()
        .map(|v| match v {
            Value::Arg(b, i) if b == *successor => operands[i as usize],
            v => v,
        })
        .collect();
    Some((dest, remapped))
}

/// A `cf.br` to `dest` with `operands`, replacing `op`.
fn replace_with_branch(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    (dest, operands): Edge,
) -> IrResult<bool> {
    let loc = rewriter.op_loc(op);
    let mut state = BranchOp::state(rewriter.context(), loc);
    BranchOp::build(rewriter.context(), &mut state, &operands, dest);
    rewriter.replace_op_with_new_op::<BranchOp>(op, state)?;
    Ok(true)
}

/// A branch to a block whose only predecessor is the branch's block merges
/// the two blocks.
fn simplify_br_to_block_with_single_pred(
    rewriter: &mut PatternRewriter<'_>,
    op: BranchOp,
) -> IrResult<bool> {
    let succ = op.dest(rewriter);
    let parent = rewriter.parent_block(op.id());
    if Some(succ) == parent || predecessors(rewriter, succ).len() != 1 {
        return Ok(false);
    }
    let operands = op.dest_operands(rewriter);
    rewriter.inline_block_before(succ, op.id(), &operands)?;
    rewriter.erase_op(op.id())?;
    Ok(true)
}

/// `br ^bb1` where `^bb1` only branches on: a branch to where it goes.
fn simplify_pass_through_br(rewriter: &mut PatternRewriter<'_>, op: BranchOp) -> IrResult<bool> {
    let edge = (op.dest(rewriter), op.dest_operands(rewriter));
    if Some(edge.0) == rewriter.parent_block(op.id()) {
        return Ok(false);
    }
    let Some(collapsed) = collapse_branch(rewriter, &edge) else {
        return Ok(false);
    };
    replace_with_branch(rewriter, op.id(), collapsed)
}

impl BranchOpBranchOpInterface for BranchOp {
    /// Always its destination.
    fn get_successor_for_operands(
        ctx: &Context,
        op: OpId,
        _operands: &[Option<Attribute>],
    ) -> Option<BlockId> {
        ctx.successors(op).first().copied()
    }
}

impl BranchOpHooks for BranchOp {
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> IrResult<bool> {
        Ok(simplify_br_to_block_with_single_pred(rewriter, self)?
            || simplify_pass_through_br(rewriter, self)?)
    }
}

// ----- cf.cond_br -----------------------------------------------------------

/// A `cf.cond_br` of `op`'s condition and weights to two edges, replacing
/// `op`.
fn replace_with_cond_branch(
    rewriter: &mut PatternRewriter<'_>,
    op: CondBranchOp,
    (true_dest, true_operands): Edge,
    (false_dest, false_operands): Edge,
) -> IrResult<bool> {
    let loc = rewriter.op_loc(op.id());
    let condition = op.condition(rewriter);
    let weights = op.branch_weights_attr(rewriter);
    let ctx = rewriter.context();
    let mut state = CondBranchOp::state(ctx, loc);
    CondBranchOp::build_with_attrs(
        ctx,
        &mut state,
        condition,
        &true_operands,
        &false_operands,
        weights,
        true_dest,
        false_dest,
    );
    rewriter.replace_op_with_new_op::<CondBranchOp>(op.id(), state)?;
    Ok(true)
}

fn true_edge(ctx: &Context, op: CondBranchOp) -> Edge {
    (op.true_dest(ctx), op.true_operands(ctx))
}

fn false_edge(ctx: &Context, op: CondBranchOp) -> Edge {
    (op.false_dest(ctx), op.false_operands(ctx))
}

/// `cond_br true, ^a, ^b` is `br ^a`; `cond_br false, ^a, ^b` is `br ^b`.
fn simplify_const_cond_branch_pred(rewriter: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(condbr) = CondBranchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let condition = condbr.condition(rewriter);
    let Some(value) = constant_int(rewriter.context(), condition) else {
        return Ok(false);
    };
    let edge = if value.is_zero() {
        false_edge(rewriter, condbr)
    } else {
        true_edge(rewriter, condbr)
    };
    replace_with_branch(rewriter, op, edge)
}

/// Each destination that only branches on is replaced by where it goes;
/// the weights stay.
fn simplify_pass_through_cond_branch(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let Some(condbr) = CondBranchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let (on_true, on_false) = (true_edge(rewriter, condbr), false_edge(rewriter, condbr));
    let collapsed_true = collapse_branch(rewriter, &on_true);
    let collapsed_false = collapse_branch(rewriter, &on_false);
    if collapsed_true.is_none() && collapsed_false.is_none() {
        return Ok(false);
    }
    replace_with_cond_branch(
        rewriter,
        condbr,
        collapsed_true.unwrap_or(on_true),
        collapsed_false.unwrap_or(on_false),
    )
}

/// Both destinations the same block: a `br` when the operands are the
/// same too, else, when the block has no other predecessor, a `br` passing
/// an `arith.select` of the condition for each operand that differs.
fn simplify_cond_branch_identical_successors(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let Some(condbr) = CondBranchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let (dest, true_operands) = true_edge(rewriter, condbr);
    let (false_dest, false_operands) = false_edge(rewriter, condbr);
    if dest != false_dest {
        return Ok(false);
    }
    if true_operands == false_operands {
        return replace_with_branch(rewriter, op, (dest, true_operands));
    }
    if unique_predecessor(rewriter, dest) != rewriter.parent_block(op) {
        return Ok(false);
    }
    let select = rewriter.context().symbol("arith.select");
    if !rewriter.registry.is_registered(select) {
        return Ok(false);
    }
    let condition = condbr.condition(rewriter);
    let loc = rewriter.op_loc(op);
    let mut merged = Vec::with_capacity(true_operands.len());
    for (&t, &f) in true_operands.iter().zip(&false_operands) {
        if t == f {
            merged.push(t);
            continue;
        }
        let mut state = OperationState::named(select, loc);
        state.operands = vec![condition, t, f];
        state.result_types = vec![rewriter.value_type(t)];
        let created = rewriter.insert(state);
        merged.push(rewriter.result(created, 0));
    }
    replace_with_branch(rewriter, op, (dest, merged))
}

/// A `cond_br` whose block's only predecessor branches on the same
/// condition: a `br` to the destination that condition selects.
fn simplify_cond_branch_from_cond_branch_on_same_condition(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let Some(condbr) = CondBranchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let Some(current) = rewriter.parent_block(op) else {
        return Ok(false);
    };
    let Some(predecessor) = single_predecessor(rewriter, current) else {
        return Ok(false);
    };
    let pred_branch = rewriter
        .last_op(predecessor)
        .and_then(|t| CondBranchOp::cast(rewriter, t));
    let Some(pred_branch) = pred_branch else {
        return Ok(false);
    };
    if condbr.condition(rewriter) != pred_branch.condition(rewriter) {
        return Ok(false);
    }
    let edge = if current == pred_branch.true_dest(rewriter) {
        true_edge(rewriter, condbr)
    } else {
        false_edge(rewriter, condbr)
    };
    replace_with_branch(rewriter, op, edge)
}

/// In a destination the `cond_br` alone leads to, the condition is known:
/// its uses there become an `arith.constant` true (false).
fn cond_branch_truth_propagation(rewriter: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(condbr) = CondBranchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let condition = condbr.condition(rewriter);
    let loc = rewriter.op_loc(op);
    let mut replaced = false;
    for (dest, known) in [
        (condbr.true_dest(rewriter), true),
        (condbr.false_dest(rewriter), false),
    ] {
        if single_predecessor(rewriter, dest).is_none() {
            continue;
        }
        let mut constant = None;
        for u in rewriter.uses(condition) {
            if rewriter.parent_block(u.op) != Some(dest) {
                continue;
            }
            let value = match constant {
                Some(v) => v,
                None => {
                    rewriter.set_insertion_point(op);
                    let Some(v) = arith_bool_constant(rewriter, known, loc) else {
                        return Ok(replaced);
                    };
                    constant = Some(v);
                    v
                }
            };
            replaced = true;
            rewriter.modify_op_in_place(u.op, |ctx| ctx.set_operand(u.op, u.index as usize, value));
        }
    }
    Ok(replaced)
}

impl CondBranchOpBranchOpInterface for CondBranchOp {
    /// The destination a constant condition selects.
    fn get_successor_for_operands(
        ctx: &Context,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<BlockId> {
        let condition = first_int_operand(ctx, operands)?;
        let index = if condition.is_zero() {
            CondBranchOp::FALSE_INDEX
        } else {
            CondBranchOp::TRUE_INDEX
        };
        ctx.successors(op).get(index).copied()
    }
}

impl CondBranchOpHooks for CondBranchOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns
            .add_op_fn::<CondBranchOp>(simplify_const_cond_branch_pred)
            .add_op_fn::<CondBranchOp>(simplify_pass_through_cond_branch)
            .add_op_fn::<CondBranchOp>(simplify_cond_branch_identical_successors)
            .add_op_fn::<CondBranchOp>(simplify_cond_branch_from_cond_branch_on_same_condition)
            .add_op_fn::<CondBranchOp>(cond_branch_truth_propagation);
    }
}

// ----- cf.switch ------------------------------------------------------------

/// The case values of a `case_values` attribute, as their type reads
/// them (a splat repeated).
pub(crate) fn case_values_of(ctx: &Context, attr: Option<Attribute>) -> Vec<BigInt> {
    attr.map(|a| convert::dense_int_values(ctx, a))
        .unwrap_or_default()
}

/// `dense<[values]> : vector<N x flag>`, all-equal values a splat; none
/// for no values.
fn case_values_attr(ctx: &mut Context, flag_type: Type, values: &[BigInt]) -> Option<Attribute> {
    convert::dense_int_vector(ctx, flag_type, values)
}

/// The width and signedness of the integer `ty`.
fn int_type(ctx: &Context, ty: Type) -> (u32, Signedness) {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => (*width, *signedness),
        _ => (64, Signedness::Signless),
    }
}

/// `default: ^bb(operands : types)` then `, value: ^bb(...)` for each case
/// (MLIR's `parseSwitchOpCases`): a case value is read as an `int64_t`,
/// sign-extended or truncated to the flag's width; operands are read as
/// MLIR reads them there, without result numbers.
#[allow(clippy::too_many_arguments)]
pub fn parse_switch_op_cases(
    p: &mut OpAsmParser<'_, '_>,
    flag_type: Type,
    default_destination: &mut Option<BlockId>,
    default_operands: &mut Vec<UnresolvedOperand>,
    default_operand_types: &mut Vec<Type>,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<BlockId>,
    case_operands: &mut Vec<Vec<UnresolvedOperand>>,
    case_operand_types: &mut Vec<Vec<Type>>,
) -> PResult<()> {
    p.parse_keyword("default")?;
    p.parse_colon()?;
    *default_destination = Some(p.parse_successor()?);
    if p.parse_optional_lparen() {
        *default_operands =
            p.parse_operand_list_with(ods_runtime::asm::Delimiter::None, false, None)?;
        *default_operand_types = p.parse_colon_type_list()?;
        p.parse_rparen()?;
    }
    let (width, signedness) = int_type(p.ctx(), flag_type);
    let mut values = Vec::new();
    while p.parse_optional_comma() {
        let value = p.parse_integer::<i64>()?;
        // `APInt(bitWidth, value, /*isSigned=*/true)`.
        values.push(BigInt::from(value).to_int_type(width, signedness));
        p.parse_colon()?;
        case_destinations.push(p.parse_successor()?);
        let (mut operands, mut types) = (Vec::new(), Vec::new());
        if p.parse_optional_lparen() {
            operands = p.parse_operand_list_with(ods_runtime::asm::Delimiter::None, false, None)?;
            types = p.parse_colon_type_list()?;
            p.parse_rparen()?;
        }
        case_operands.push(operands);
        case_operand_types.push(types);
    }
    *case_values = case_values_attr(p.ctx(), flag_type, &values);
    Ok(())
}

/// The cases, one a line (MLIR's `printSwitchOpCases`): a case value
/// prints as its unsigned value, at most `u64::MAX` (`getLimitedValue`).
#[allow(clippy::too_many_arguments)]
pub fn print_switch_op_cases(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: OpId,
    flag_type: Type,
    default_destination: BlockId,
    default_operands: &[Value],
    _default_operand_types: &[Type],
    case_values: Option<Attribute>,
    case_destinations: &[BlockId],
    case_operands: &[Vec<Value>],
    _case_operand_types: &[Vec<Type>],
) -> IrResult<()> {
    p.write("  default: ");
    p.print_successor_and_use_list(default_destination, default_operands);
    if case_values.is_none() {
        return Ok(());
    }
    let (width, _) = int_type(p.ctx(), flag_type);
    let limit = BigInt::from(u64::MAX);
    for (i, value) in case_values_of(p.ctx(), case_values).iter().enumerate() {
        let unsigned = value.to_int_type(width, Signedness::Unsigned);
        let shown = if unsigned > limit {
            limit.clone()
        } else {
            unsigned
        };
        p.write(",");
        p.print_new_line();
        p.write(&format!("  {shown}: "));
        if let (Some(&dest), Some(operands)) = (case_destinations.get(i), case_operands.get(i)) {
            p.print_successor_and_use_list(dest, operands);
        }
    }
    p.print_new_line();
    Ok(())
}

/// A switch's edge for each case (destination, operands) and its cases'
/// values.
struct Cases {
    values: Vec<BigInt>,
    edges: Vec<Edge>,
}

fn cases_of(ctx: &Context, op: SwitchOp) -> Cases {
    let values = case_values_of(ctx, op.case_values_attr(ctx));
    let edges = op
        .case_destinations(ctx)
        .into_iter()
        .zip(op.case_operands(ctx))
        .collect();
    Cases { values, edges }
}

fn default_edge(ctx: &Context, op: SwitchOp) -> Edge {
    (op.default_destination(ctx), op.default_operands(ctx))
}

/// A `cf.switch` on `op`'s flag with a default and cases, replacing `op`.
fn replace_with_switch(
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
    (default_dest, default_operands): Edge,
    values: Option<Attribute>,
    edges: Vec<Edge>,
) -> IrResult<bool> {
    let loc = rewriter.op_loc(op.id());
    let flag = op.flag(rewriter);
    let ctx = rewriter.context();
    let mut state = SwitchOp::state(ctx, loc);
    let (dests, operands): (Vec<BlockId>, Vec<Vec<Value>>) = edges.into_iter().unzip();
    SwitchOp::build(
        ctx,
        &mut state,
        flag,
        &default_operands,
        &operands,
        values,
        default_dest,
        &dests,
    );
    rewriter.replace_op_with_new_op::<SwitchOp>(op.id(), state)?;
    Ok(true)
}

/// Keeps the cases `keep` selects, through a new switch when any goes.
fn retain_cases(
    rewriter: &mut PatternRewriter<'_>,
    op: SwitchOp,
    mut keep: impl FnMut(&Context, &BigInt, &Edge) -> bool,
) -> IrResult<bool> {
    let Cases { values, edges } = cases_of(rewriter, op);
    let mut kept_values = Vec::new();
    let mut kept_edges = Vec::new();
    for (value, edge) in values.into_iter().zip(edges) {
        if keep(rewriter, &value, &edge) {
            kept_values.push(value);
            kept_edges.push(edge);
        }
    }
    if kept_edges.len() == op.case_destinations(rewriter).len() {
        return Ok(false);
    }
    let flag_type = rewriter.value_type(op.flag(rewriter));
    let attr = case_values_attr(rewriter.context(), flag_type, &kept_values);
    let default = default_edge(rewriter, op);
    replace_with_switch(rewriter, op, default, attr, kept_edges)
}

/// A switch with only a default is a `br` to it.
fn simplify_switch_with_only_default(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let Some(switch) = SwitchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    if !switch.case_destinations(rewriter).is_empty() {
        return Ok(false);
    }
    let edge = default_edge(rewriter, switch);
    replace_with_branch(rewriter, op, edge)
}

/// Cases that go where the default goes, with the same operands, are
/// dropped.
fn drop_switch_cases_that_match_default(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let Some(switch) = SwitchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let default = default_edge(rewriter, switch);
    retain_cases(rewriter, switch, |_, _, edge| *edge != default)
}

/// The edge a switch takes for `value`: its case's, else the default.
fn edge_for(ctx: &Context, op: SwitchOp, value: &BigInt) -> Edge {
    let Cases { values, edges } = cases_of(ctx, op);
    match values.iter().position(|v| v == value) {
        Some(i) => edges[i].clone(),
        None => default_edge(ctx, op),
    }
}

/// A switch on a constant is a `br` to the edge it selects.
fn simplify_const_switch_value(rewriter: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(switch) = SwitchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let flag = switch.flag(rewriter);
    let Some(value) = constant_int(rewriter.context(), flag) else {
        return Ok(false);
    };
    let edge = edge_for(rewriter, switch, &value);
    replace_with_branch(rewriter, op, edge)
}

/// Each destination that only branches on is replaced by where it goes.
fn simplify_pass_through_switch(rewriter: &mut PatternRewriter<'_>, op: OpId) -> IrResult<bool> {
    let Some(switch) = SwitchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let Cases { edges, .. } = cases_of(rewriter, switch);
    let mut changed = false;
    let mut collapse = |ctx: &Context, edge: Edge| match collapse_branch(ctx, &edge) {
        Some(collapsed) => {
            changed = true;
            collapsed
        }
        None => edge,
    };
    let new_edges: Vec<Edge> = edges.into_iter().map(|e| collapse(rewriter, e)).collect();
    let default = collapse(rewriter, default_edge(rewriter, switch));
    if !changed {
        return Ok(false);
    }
    let values = switch.case_values_attr(rewriter);
    replace_with_switch(rewriter, switch, default, values, new_edges)
}

/// The `cf.switch` ending the only predecessor of `op`'s block, on the
/// same flag.
fn switch_of_single_predecessor(ctx: &Context, op: SwitchOp) -> Option<(BlockId, SwitchOp)> {
    let current = ctx.parent_block(op.id())?;
    let predecessor = single_predecessor(ctx, current)?;
    let pred_switch = SwitchOp::cast(ctx, ctx.last_op(predecessor)?)?;
    (op.flag(ctx) == pred_switch.flag(ctx)).then_some((current, pred_switch))
}

/// A switch reached from a case of a switch on the same flag: a `br` to
/// the edge that case's value selects.
fn simplify_switch_from_switch_on_same_condition(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let Some(switch) = SwitchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let Some((current, pred_switch)) = switch_of_single_predecessor(rewriter, switch) else {
        return Ok(false);
    };
    if pred_switch.default_destination(rewriter) == current {
        return Ok(false);
    }
    let Cases { values, edges } = cases_of(rewriter, pred_switch);
    let edge = match edges.iter().position(|(dest, _)| *dest == current) {
        Some(i) => edge_for(rewriter, switch, &values[i]),
        None => default_edge(rewriter, switch),
    };
    replace_with_branch(rewriter, op, edge)
}

/// A switch reached from the default of a switch on the same flag: the
/// cases that switch took elsewhere cannot happen and are dropped.
fn simplify_switch_from_default_switch_on_same_condition(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
) -> IrResult<bool> {
    let Some(switch) = SwitchOp::cast(rewriter, op) else {
        return Ok(false);
    };
    let Some((current, pred_switch)) = switch_of_single_predecessor(rewriter, switch) else {
        return Ok(false);
    };
    if pred_switch.default_destination(rewriter) != current {
        return Ok(false);
    }
    let Cases { values, edges } = cases_of(rewriter, pred_switch);
    let impossible: Vec<BigInt> = values
        .into_iter()
        .zip(edges)
        .filter(|(_, (dest, _))| *dest != current)
        .map(|(v, _)| v)
        .collect();
    retain_cases(rewriter, switch, |_, value, _| !impossible.contains(value))
}

impl SwitchOpBranchOpInterface for SwitchOp {
    /// The default destination when there are no cases, else the
    /// destination a constant flag selects.
    fn get_successor_for_operands(
        ctx: &Context,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<BlockId> {
        let switch = SwitchOp::from_id_unchecked(op);
        if switch.case_values_attr(ctx).is_none() {
            return Some(switch.default_destination(ctx));
        }
        let flag = first_int_operand(ctx, operands)?;
        Some(edge_for(ctx, switch, &flag).0)
    }
}

impl SwitchOpHooks for SwitchOp {
    /// The case values have the flag's type and one destination each.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let values = self.case_values_attr(ctx);
        let destinations = self.case_destinations(ctx);
        let Some(values) = values else {
            if destinations.is_empty() {
                return Ok(());
            }
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "number of case values (0) should match number of case destinations ({})",
                    destinations.len()
                ),
            ));
        };
        let flag_type = ctx.value_type(self.flag(ctx));
        let values_type = ods_runtime::ods::pred::attr_type(ctx, values);
        let value_type = values_type.and_then(|t| ods_runtime::ods::pred::element_type(ctx, t));
        if let Some(value_type) = value_type.filter(|&t| t != flag_type) {
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "'flag' type ({}) should match case value type ({})",
                    type_text(ctx, flag_type),
                    type_text(ctx, value_type)
                ),
            ));
        }
        let count = case_values_of(ctx, Some(values)).len();
        if count != destinations.len() {
            return Err(self.emit_op_error(
                ctx,
                format!(
                    "number of case values ({count}) should match number of case destinations ({})",
                    destinations.len()
                ),
            ));
        }
        Ok(())
    }

    fn canonicalization_patterns(patterns: &mut RewritePatternSet) {
        patterns
            .add_op_fn::<SwitchOp>(simplify_switch_with_only_default)
            .add_op_fn::<SwitchOp>(drop_switch_cases_that_match_default)
            .add_op_fn::<SwitchOp>(simplify_const_switch_value)
            .add_op_fn::<SwitchOp>(simplify_pass_through_switch)
            .add_op_fn::<SwitchOp>(simplify_switch_from_switch_on_same_condition)
            .add_op_fn::<SwitchOp>(simplify_switch_from_default_switch_on_same_condition);
    }

    /// The case values as integers of the flag's width.
    fn build_case_values_big_int(
        ctx: &mut Context,
        state: &mut OperationState,
        flag: Value,
        default_destination: BlockId,
        default_operands: Vec<Value>,
        case_values: Vec<BigInt>,
        case_destinations: Vec<BlockId>,
        case_operands: Vec<Vec<Value>>,
    ) {
        let flag_type = ctx.value_type(flag);
        let (width, signedness) = int_type(ctx, flag_type);
        let values: Vec<BigInt> = case_values
            .iter()
            .map(|v| v.to_int_type(width, signedness))
            .collect();
        let attr = case_values_attr(ctx, flag_type, &values);
        SwitchOp::build(
            ctx,
            state,
            flag,
            &default_operands,
            &case_operands,
            attr,
            default_destination,
            &case_destinations,
        );
    }

    /// The case values as integers of the flag's width.
    fn build_case_values_i32(
        ctx: &mut Context,
        state: &mut OperationState,
        flag: Value,
        default_destination: BlockId,
        default_operands: Vec<Value>,
        case_values: Vec<i32>,
        case_destinations: Vec<BlockId>,
        case_operands: Vec<Vec<Value>>,
    ) {
        let values = case_values.into_iter().map(BigInt::from).collect();
        <SwitchOp as SwitchOpHooks>::build_case_values_big_int(
            ctx,
            state,
            flag,
            default_destination,
            default_operands,
            values,
            case_destinations,
            case_operands,
        );
    }

    /// The case values as a dense integer attribute.
    fn build_case_values_attribute(
        ctx: &mut Context,
        state: &mut OperationState,
        flag: Value,
        default_destination: BlockId,
        default_operands: Vec<Value>,
        case_values: Option<Attribute>,
        case_destinations: Vec<BlockId>,
        case_operands: Vec<Vec<Value>>,
    ) {
        SwitchOp::build(
            ctx,
            state,
            flag,
            &default_operands,
            &case_operands,
            case_values,
            default_destination,
            &case_destinations,
        );
    }
}
