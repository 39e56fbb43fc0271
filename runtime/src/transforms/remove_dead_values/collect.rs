//! The first phase of `remove-dead-values`: every op, nested ones first,
//! adds what of it can go to the cleanup list, by kind (MLIR's
//! `processFuncOp`, `processRegionBranchOp`, `processBranchOp` and
//! `processSimpleOp`). The values found dead on the way count as dead for
//! the ops seen after, beside those the liveness analysis found.

use super::cleanup_list::{
    BlockArgsToCleanup, CleanupList, FunctionToCleanUp, OperandsToCleanup, ResultsToCleanup,
    SuccessorOperandsToCleanup,
};
use crate::analysis::dataflow::RunLivenessAnalysis;
use crate::interfaces::function::{is_external, result_types};
use crate::interfaces::prelude::mlir::{
    BranchOpInterface, CallOpInterface, FunctionOpInterface, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
};
use crate::interfaces::region_branch::successor_operand_inputs;
use crate::interfaces::symbol_table::op_symbol_uses;
use crate::interfaces::symbols::{lookup_nearest_symbol_from, visibility, Visibility};
use crate::registry::Traits;
use crate::rewrite::effects::{is_memory_effect_free, op_trait};
use crate::{Context, OpId, Value, WalkOrder};
use rustc_hash::FxHashSet;

/// The cleanup list being gathered, with the values found dead so far.
pub(super) struct Collector<'a> {
    liveness: &'a RunLivenessAnalysis,
    dead: FxHashSet<Value>,
    pub list: CleanupList,
}

/// Whether `op` ends its block by its traits (MLIR's `IsTerminator`).
pub(super) fn is_terminator(ctx: &Context, op: OpId) -> bool {
    op_trait(ctx, op, Traits::TERMINATOR) == Some(true)
}

/// `flags` with every bit flipped.
fn flipped(flags: Vec<bool>) -> Vec<bool> {
    flags.into_iter().map(|f| !f).collect()
}

impl<'a> Collector<'a> {
    pub fn new(liveness: &'a RunLivenessAnalysis) -> Collector<'a> {
        Collector {
            liveness,
            dead: FxHashSet::default(),
            list: CleanupList::default(),
        }
    }

    /// Gathers what can go under `top`, the op the pass runs on.
    pub fn collect(&mut self, ctx: &Context, top: OpId) {
        let mut ops = Vec::new();
        ctx.walk(top, WalkOrder::PostOrder, &mut |op| ops.push(op));
        for op in ops {
            self.visit(ctx, top, op);
        }
    }

    fn visit(&mut self, ctx: &Context, top: OpId, op: OpId) {
        if FunctionOpInterface::try_from(ctx, op).is_some() {
            self.process_func(ctx, top, op);
        } else if RegionBranchOpInterface::try_from(ctx, op).is_some() {
            self.process_region_branch(ctx, op);
        } else if let Some(branch) = BranchOpInterface::try_from(ctx, op) {
            self.process_branch(ctx, branch);
        } else if is_terminator(ctx, op) || is_call(ctx, op) {
            // A terminator goes with its parent, a call with its callee.
        } else {
            self.process_simple(ctx, op);
        }
    }

    /// Whether `value` is live: not found dead on the way, and live for
    /// the analysis or not seen by it (made since).
    fn is_live(&self, value: Value) -> bool {
        !self.dead.contains(&value) && self.liveness.liveness(value).is_none_or(|l| l.is_live)
    }

    /// Whether each of `values` is live (MLIR's `markLives`); `None`
    /// stands for a value the op produces itself, which counts as live.
    fn lives(&self, values: &[Option<Value>]) -> Vec<bool> {
        values
            .iter()
            .map(|v| v.is_none_or(|v| self.is_live(v)))
            .collect()
    }

    fn lives_of(&self, values: &[Value]) -> Vec<bool> {
        values.iter().map(|&v| self.is_live(v)).collect()
    }

    fn has_live(&self, values: &[Value]) -> bool {
        values.iter().any(|&v| self.is_live(v))
    }

    /// Records the values `non_live` selects as dead.
    fn mark_dead(&mut self, values: &[Value], non_live: &[bool]) {
        for (&value, _) in values.iter().zip(non_live).filter(|(_, &d)| d) {
            self.dead.insert(value);
        }
    }

    /// An op that is none of the kinds below goes when one of its
    /// operands is dead (it would not be, were the op needed), or when it
    /// touches no memory and none of its results is live.
    fn process_simple(&mut self, ctx: &Context, op: OpId) {
        let results = ctx.results(op);
        let dead_operand = ctx.operands(op).into_iter().any(|v| !self.is_live(v));
        if !dead_operand && (!is_memory_effect_free(ctx, op) || self.has_live(&results)) {
            return;
        }
        self.list.operations.push(op);
        self.mark_dead(&results, &vec![true; results.len()]);
    }

    /// A function that is neither public nor a declaration loses its dead
    /// arguments, with the operands its calls pass them, and the results
    /// no call site needs, with the operands its returns give them.
    fn process_func(&mut self, ctx: &Context, top: OpId, func: OpId) {
        if visibility(ctx, func) == Visibility::Public || is_external(ctx, func) {
            return;
        }
        let body = ctx.regions(func)[0];
        let entry = ctx.blocks(body)[0];
        let args = ctx.block_args(entry);
        let non_live_args = flipped(self.lives_of(&args));
        self.mark_dead(&args, &non_live_args);
        let users = users_of(ctx, top, func);
        for &call in users.iter().filter(|&&u| is_call(ctx, u)) {
            self.list.operands.push(OperandsToCleanup {
                op: call,
                non_live: vec![false; ctx.num_operands(call)],
                callee: Some(func),
                replace_with_poison: false,
            });
        }
        // A result goes when no user needs it, however live the value
        // returned for it. A user that is no call (a `func.constant`)
        // needs the results its own results do not stand for.
        let num_returns = result_types(ctx, func).len();
        let mut non_live_rets = vec![true; num_returns];
        for &user in &users {
            let lives = self.lives_of(&ctx.results(user));
            for (i, dead) in non_live_rets.iter_mut().enumerate() {
                *dead &= lives.get(i).is_some_and(|&live| !live);
            }
        }
        for &block in ctx.blocks(body) {
            let Some(ret) = ctx.last_op(block) else {
                continue;
            };
            // `ReturnLike` brings `RegionBranchTerminatorOpInterface`.
            let return_like = RegionBranchTerminatorOpInterface::try_from(ctx, ret).is_some();
            if return_like && ctx.num_operands(ret) == num_returns {
                self.list.operands.push(OperandsToCleanup {
                    op: ret,
                    non_live: non_live_rets.clone(),
                    callee: None,
                    replace_with_poison: false,
                });
            }
        }
        self.list.functions.push(FunctionToCleanUp {
            func,
            non_live_args,
            non_live_rets: non_live_rets.clone(),
        });
        if num_returns == 0 {
            return;
        }
        for user in users {
            self.mark_dead(&ctx.results(user), &non_live_rets);
            if ctx.num_results(user) == num_returns {
                self.list.results.push(ResultsToCleanup {
                    op: user,
                    non_live: non_live_rets.clone(),
                });
            }
        }
    }

    /// A region branch op that touches no memory and has no live result
    /// goes whole; otherwise each operand it or its terminators forward
    /// only to dead successor inputs (or holding a dead value) becomes
    /// `ub.poison`, for the canonicalizer to remove what it feeds.
    fn process_region_branch(&mut self, ctx: &Context, op: OpId) {
        if is_memory_effect_free(ctx, op) && !self.has_live(&ctx.results(op)) {
            self.list.operations.push(op);
            return;
        }
        let mut dead_per_op: Vec<(OpId, Vec<bool>)> = Vec::new();
        for (operand, inputs) in successor_operand_inputs(ctx, op, None)
            .into_iter()
            .flatten()
        {
            let value = ctx.operand(operand.owner, operand.index);
            if self.is_live(value) && self.has_live(&inputs) {
                continue;
            }
            let at = match dead_per_op.iter().position(|(o, _)| *o == operand.owner) {
                Some(at) => at,
                None => {
                    let n = ctx.num_operands(operand.owner);
                    dead_per_op.push((operand.owner, vec![false; n]));
                    dead_per_op.len() - 1
                }
            };
            dead_per_op[at].1[operand.index] = true;
        }
        for (owner, non_live) in dead_per_op {
            self.list.operands.push(OperandsToCleanup {
                op: owner,
                non_live,
                callee: None,
                replace_with_poison: true,
            });
        }
    }

    /// A branch with a dead operand of its own (a condition) goes whole;
    /// otherwise the dead operands it forwards go, with the block
    /// arguments they populate.
    fn process_branch(&mut self, ctx: &Context, branch: BranchOpInterface) {
        let op = branch.id();
        let mut dead_own = flipped(self.lives_of(&ctx.operands(op)));
        let successors = ctx.successors(op).to_vec();
        for index in 0..successors.len() {
            for forwarded in branch.get_successor_operands(ctx, op, index).forwarded {
                dead_own[forwarded] = false;
            }
        }
        if dead_own.contains(&true) {
            self.list.operations.push(op);
            return;
        }
        for (index, block) in successors.into_iter().enumerate() {
            let operands = branch.get_successor_operands(ctx, op, index);
            let values: Vec<Option<Value>> = (0..operands.produced)
                .map(|_| None)
                .chain(operands.values(ctx, op).into_iter().map(Some))
                .collect();
            let non_live = flipped(self.lives(&values));
            self.mark_dead(&ctx.block_args(block), &non_live);
            self.list.blocks.push(BlockArgsToCleanup {
                block,
                non_live_args: non_live.clone(),
            });
            self.list
                .successor_operands
                .push(SuccessorOperandsToCleanup {
                    branch: op,
                    successor: index,
                    non_live_operands: non_live,
                });
        }
    }
}

/// Whether `op` is a call.
fn is_call(ctx: &Context, op: OpId) -> bool {
    CallOpInterface::try_from(ctx, op).is_some()
}

/// The ops under `top` whose symbol references resolve to `func`, in
/// program order (MLIR's `getSymbolUses`: in IR the pass can handle,
/// calls, or ops such as `func.constant` that take the function's
/// value).
fn users_of(ctx: &Context, top: OpId, func: OpId) -> Vec<OpId> {
    let mut users = Vec::new();
    ctx.walk(top, WalkOrder::PreOrder, &mut |op| {
        let uses_func = op_symbol_uses(ctx, op)
            .into_iter()
            .any(|used| lookup_nearest_symbol_from(ctx, op, used.reference) == Some(func));
        if uses_func {
            users.push(op);
        }
    });
    users
}
