//! `ownership-based-buffer-deallocation` (MLIR's
//! `OwnershipBasedBufferDeallocation.cpp`): each block of a function
//! tracks which memrefs it owns through `i1` indicators, passes them along
//! branches, region branches, calls and returns as extra values, and
//! deallocates what it owns and does not pass on in a
//! `bufferization.dealloc` before its terminator. Blocks are processed
//! nested ones first, each in dominance order.

use super::super::super::hooks::{allocates, effects_of};
use super::buffer_origin::is_memref;
use super::models::{process_cond_branch, process_parallel_terminator, select_ownership};
use super::state::{at, bool_value, DeallocationState, Ownership};
use super::{
    OwnershipBasedBufferDeallocationPass, OwnershipBasedBufferDeallocationPassOptions,
    OwnershipBasedBufferDeallocationPassStatistics,
};
use crate::arith::SelectOp;
use crate::bufferization::{BufferizationDialect, CloneOp, DeallocOp};
use crate::cf::CondBranchOp;
use crate::func::FuncOp;
use crate::memref::AllocaOp;
use crate::scf::{IfOp, YieldOp};
use ods_runtime::diag::Diagnostic;
use ods_runtime::interfaces::function::{function_body, is_external};
use ods_runtime::interfaces::prelude::mlir::{
    BranchOpInterface, CallOpInterface, FunctionOpInterface, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
};
use ods_runtime::interfaces::region_branch::{RegionBranchPoint, RegionSuccessor};
use ods_runtime::interfaces::symbols::visibility;
use ods_runtime::interfaces::symbols::Visibility;
use ods_runtime::matchers::{m_one, match_value};
use ods_runtime::ods::convert::{function as function_type, integer, type_attr};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::registry::{MemoryEffect, Traits};
use ods_runtime::rewrite::effects::has_recursive_memory_effects;
use ods_runtime::verify::with_current_op;
use ods_runtime::{
    Attribute, BlockId, Builder, Context, InsertPoint, OpBuilder, OpId, OperationState, RegionId,
    Signedness, Type, Value, WalkOrder,
};
use std::collections::HashSet;

/// The implementation of `ownership-based-buffer-deallocation`.
#[derive(Debug, Default)]
pub struct OwnershipBasedBufferDeallocation;

impl OwnershipBasedBufferDeallocationPass for OwnershipBasedBufferDeallocation {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        options: &OwnershipBasedBufferDeallocationPassOptions,
        _: &mut OwnershipBasedBufferDeallocationPassStatistics,
    ) -> Result<(), PassFailure> {
        let mut functions = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| {
            if FuncOp::cast(ctx, o).is_some() {
                functions.push(o);
            }
        });
        for function in functions {
            if is_external(ctx, function) {
                continue;
            }
            let mut deallocation = BufferDeallocation {
                state: DeallocationState::new(ctx, function),
                private_dynamic_ownership: options.private_func_dynamic_ownership,
            };
            deallocation.deallocate_function(ctx, function)?;
        }
        Ok(())
    }
}

/// The deallocation of one function.
struct BufferDeallocation {
    state: DeallocationState,
    private_dynamic_ownership: bool,
}

/// The result of handling an op: the op (or the op that replaced it).
type Handled = Result<OpId, Diagnostic>;

/// An error at `op`, with the op in a note (MLIR's `op->emitError`).
fn op_error(ctx: &Context, op: OpId, message: &str) -> Diagnostic {
    with_current_op(ctx, op, Diagnostic::error(ctx.op_loc(op), message))
}

/// The `i1` type.
fn i1(ctx: &mut Context) -> Type {
    integer(ctx, 1, Signedness::Signless)
}

/// The region a value is defined in.
fn value_region(ctx: &Context, value: Value) -> Option<RegionId> {
    ctx.value_block(value)
        .and_then(|b| ctx.block_parent_region(b))
}

/// Whether `ancestor` strictly encloses `region`.
fn is_proper_ancestor(ctx: &Context, ancestor: RegionId, region: RegionId) -> bool {
    let mut cur = ctx
        .region_parent_op(region)
        .and_then(|op| ctx.parent_region(op));
    while let Some(r) = cur {
        if r == ancestor {
            return true;
        }
        cur = ctx.region_parent_op(r).and_then(|op| ctx.parent_region(op));
    }
    false
}

/// Whether `op` has trait `t`.
fn has_trait(ctx: &Context, op: OpId, t: Traits) -> bool {
    ctx.registry
        .traits(ctx.op_name(op))
        .is_some_and(|ts| ts.contains(t))
}

/// The op holding `block`.
fn block_parent_op(ctx: &Context, block: BlockId) -> Option<OpId> {
    ctx.block_parent_region(block)
        .and_then(|r| ctx.region_parent_op(r))
}

/// Whether `block` is the first of its region.
fn is_entry_block(ctx: &Context, block: BlockId) -> bool {
    ctx.block_parent_region(block)
        .and_then(|r| ctx.blocks(r).first().copied())
        == Some(block)
}

/// The successors of `block` (those of its terminator).
fn block_successors(ctx: &Context, block: BlockId) -> Vec<BlockId> {
    ctx.last_op(block)
        .map_or_else(Vec::new, |t| ctx.successors(t).to_vec())
}

/// The blocks of `region` reachable from its entry, in depth-first
/// preorder (MLIR's `ForwardDominanceIterator`).
fn forward_blocks(ctx: &Context, region: RegionId) -> Vec<BlockId> {
    let mut order = Vec::new();
    let Some(&entry) = ctx.blocks(region).first() else {
        return order;
    };
    let mut seen = HashSet::new();
    let mut stack = vec![entry];
    while let Some(block) = stack.pop() {
        if !seen.insert(block) {
            continue;
        }
        order.push(block);
        for successor in block_successors(ctx, block).into_iter().rev() {
            if !seen.contains(&successor) {
                stack.push(successor);
            }
        }
    }
    order
}

/// The blocks nested in `op`, each after the blocks nested in its ops
/// (MLIR's post-order walk over blocks with `ForwardDominanceIterator`).
fn blocks_post_order(ctx: &Context, op: OpId, out: &mut Vec<BlockId>) {
    for &region in ctx.regions(op) {
        for block in forward_blocks(ctx, region) {
            for nested in ctx.block_ops(block) {
                blocks_post_order(ctx, nested, out);
            }
            out.push(block);
        }
    }
}

/// Whether the branches between the blocks nested in `op` form a cycle
/// (MLIR's `Backedges` analysis finds one).
fn has_backedges(ctx: &Context, root: OpId) -> bool {
    fn block(ctx: &Context, b: BlockId, on_stack: &mut HashSet<BlockId>) -> bool {
        if !on_stack.insert(b) {
            return true;
        }
        let found = ctx.block_ops(b).into_iter().any(|o| op(ctx, o, on_stack));
        on_stack.remove(&b);
        found
    }
    fn op(ctx: &Context, o: OpId, on_stack: &mut HashSet<BlockId>) -> bool {
        if BranchOpInterface::try_from(ctx, o).is_some() {
            let current = ctx.parent_block(o);
            let successors = current.map_or_else(Vec::new, |b| block_successors(ctx, b));
            if successors.into_iter().any(|s| block(ctx, s, on_stack)) {
                return true;
            }
        }
        ctx.regions(o)
            .iter()
            .filter_map(|&r| ctx.blocks(r).first().copied())
            .any(|entry| block(ctx, entry, on_stack))
    }
    op(ctx, root, &mut HashSet::new())
}

/// Replaces `op` by an op like it with `types` appended to its results,
/// its regions moved over (MLIR's `appendOpResults`).
fn append_op_results(ctx: &mut Context, op: OpId, types: &[Type]) -> OpId {
    let mut state = OperationState::named(ctx.op_name(op), ctx.op_loc(op));
    state.operands = ctx.operands(op);
    state.result_types = ctx.value_types(ctx.results(op));
    state.result_types.extend_from_slice(types);
    state.attributes = ctx.attrs(op).to_vec();
    state.properties = ctx.properties(op);
    state.successors = ctx.successors(op).to_vec();
    for old in ctx.regions(op).to_vec() {
        let new = ctx.create_region();
        for block in ctx.blocks(old).to_vec() {
            ctx.detach_block(block);
            ctx.append_block(new, block);
        }
        state.regions.push(new);
    }
    let new_op = OpBuilder::before(op).insert(ctx, state);
    for (old, new) in ctx.results(op).into_iter().zip(ctx.results(new_op)) {
        ctx.replace_all_uses_with(old, new);
    }
    ctx.erase_op(op).expect("an op without uses");
    new_op
}

impl BufferDeallocation {
    fn deallocate_function(&mut self, ctx: &mut Context, function: OpId) -> Result<(), Diagnostic> {
        if has_backedges(ctx, function) {
            return Err(op_error(
                ctx,
                function,
                "Only structured control-flow loops are supported.",
            ));
        }
        let mut blocks = Vec::new();
        blocks_post_order(ctx, function, &mut blocks);
        for block in blocks {
            self.deallocate_block(ctx, block)?;
        }
        update_function_signature(ctx, function)
    }

    /// Whether `op` is a function whose memrefs follow the function
    /// boundary ABI (no ownership passed in, ownership of the results
    /// passed out): all but the private functions with a body under
    /// `private-function-dynamic-ownership`.
    fn is_function_without_dynamic_ownership(&self, ctx: &Context, op: OpId) -> bool {
        FunctionOpInterface::try_from(ctx, op).is_some()
            && (!self.private_dynamic_ownership
                || visibility(ctx, op) != Visibility::Private
                || is_external(ctx, op))
    }

    fn deallocate_block(&mut self, ctx: &mut Context, block: BlockId) -> Result<(), Diagnostic> {
        let region = ctx.block_parent_region(block);
        // One builder at the block's start for its live-ins and arguments,
        // each constant after the previous one.
        let mut start = Builder::at(ctx, InsertPoint::Start(block)).at;
        for live in self.state.live_memrefs_in(ctx, block) {
            let live_region = value_region(ctx, live);
            if live_region == region {
                let defining = ctx.value_block(live).expect("a defined value");
                let ownership = self.state.ownership(live, defining);
                self.state
                    .update_ownership(ctx, live, ownership, Some(block));
                self.state.add_memref_to_deallocate(live, block);
                continue;
            }
            if let (Some(outer), Some(inner)) = (live_region, region) {
                if is_proper_ancestor(ctx, outer, inner) {
                    let loc = ctx.value_loc(live);
                    let mut b = Builder { ctx, at: start };
                    let false_value = bool_value(&mut b, loc, false);
                    start = b.at;
                    self.state.update_ownership(
                        ctx,
                        live,
                        Ownership::Unique(false_value),
                        Some(block),
                    );
                }
            }
        }
        // No ownership of a function's arguments is taken, even under
        // `private-function-dynamic-ownership` (as MLIR 22 does).
        let parent = block_parent_op(ctx, block);
        let abi = parent.is_some_and(|p| FunctionOpInterface::try_from(ctx, p).is_some())
            && is_entry_block(ctx, block);
        for arg in ctx.block_args(block) {
            if !is_memref(ctx, arg) {
                continue;
            }
            let loc = ctx.value_loc(arg);
            let indicator = if abi {
                let mut b = Builder { ctx, at: start };
                let false_value = bool_value(&mut b, loc, false);
                start = b.at;
                false_value
            } else {
                let ty = i1(ctx);
                ctx.add_block_arg(block, ty, loc)
            };
            self.state
                .update_ownership(ctx, arg, Ownership::Unique(indicator), None);
            self.state.add_memref_to_deallocate(arg, block);
        }
        for op in ctx.block_ops(block) {
            let handled = self.handle_all_interfaces(ctx, op)?;
            self.populate_remaining_ownerships(ctx, handled);
        }
        Ok(())
    }

    fn handle_all_interfaces(&mut self, ctx: &mut Context, op: OpId) -> Handled {
        if let Some(branch) = CondBranchOp::cast(ctx, op) {
            return process_cond_branch(&mut self.state, ctx, branch);
        }
        if SelectOp::cast(ctx, op).is_some() {
            return Ok(op);
        }
        if let Some(processed) = process_parallel_terminator(&mut self.state, ctx, op) {
            return processed;
        }
        verify_operation_preconditions(ctx, op)?;
        let mut op = op;
        if effects_of(ctx, op).is_some() {
            op = self.handle_memory_effects(ctx, op)?;
        }
        if RegionBranchOpInterface::try_from(ctx, op).is_some() {
            op = self.handle_region_branch(ctx, op)?;
        }
        if CallOpInterface::try_from(ctx, op).is_some() {
            op = self.handle_call(ctx, op)?;
        }
        if BranchOpInterface::try_from(ctx, op).is_some() {
            op = self.handle_branch(ctx, op)?;
        }
        if RegionBranchTerminatorOpInterface::try_from(ctx, op).is_some() {
            op = self.handle_region_branch_terminator(ctx, op)?;
        }
        Ok(op)
    }

    /// Allocations are owned (but those of automatic scopes and manual
    /// deallocation); frees are only allowed under manual deallocation.
    fn handle_memory_effects(&mut self, ctx: &mut Context, op: OpId) -> Handled {
        let block = ctx.parent_block(op).expect("an op in a block");
        let effects = effects_of(ctx, op).unwrap_or_default();
        let manual = ctx
            .get_attr(op, BufferizationDialect::MANUAL_DEALLOCATION)
            .is_some();
        let frees = effects.contains(&MemoryEffect::Free);
        if frees && !manual && ctx.operands(op).into_iter().any(|v| is_memref(ctx, v)) {
            return Err(op_error(
                ctx,
                op,
                "memory free side-effect on MemRef value not supported!",
            ));
        }
        if !effects.into_iter().any(allocates) {
            return Ok(op);
        }
        let automatic = AllocaOp::cast(ctx, op).is_some();
        let loc = ctx.op_loc(op);
        for result in ctx.results(op) {
            if !is_memref(ctx, result) {
                continue;
            }
            let mut b = Builder::at(ctx, InsertPoint::Start(block));
            if automatic || manual {
                let false_value = bool_value(&mut b, loc, false);
                self.state.reset_ownerships(&[result], block);
                self.state
                    .update_ownership(ctx, result, Ownership::Unique(false_value), None);
                continue;
            }
            let true_value = bool_value(&mut b, loc, true);
            self.state
                .update_ownership(ctx, result, Ownership::Unique(true_value), None);
            self.state.add_memref_to_deallocate(result, block);
        }
        Ok(op)
    }

    /// Memrefs entering the regions come without ownership (a `false`
    /// operand each); each memref result gets an ownership result.
    fn handle_region_branch(&mut self, ctx: &mut Context, op: OpId) -> Handled {
        let branch = RegionBranchOpInterface::try_from(ctx, op).expect("a region branch op");
        let block = ctx.parent_block(op).expect("an op in a block");
        let successors = branch.get_successor_regions(ctx, op, RegionBranchPoint::Parent);
        let Some(first) = successors.first() else {
            return Err(op_error(ctx, op, "Must have at least one successor region"));
        };
        let entry = branch.get_entry_successor_operands(ctx, op, first);
        let memref_operands = entry.iter().filter(|&&v| is_memref(ctx, v)).count();
        let loc = ctx.op_loc(op);
        let mut b = Builder::at(ctx, InsertPoint::Start(block));
        let false_value = bool_value(&mut b, loc, false);
        for _ in 0..memref_operands {
            ctx.append_operand(op, false_value);
        }
        let first_new = ctx.num_results(op);
        let memref_results = ctx
            .results(op)
            .into_iter()
            .filter(|&v| is_memref(ctx, v))
            .count();
        let ty = i1(ctx);
        let new_op = append_op_results(ctx, op, &vec![ty; memref_results]);
        let new_block = ctx.parent_block(new_op).expect("an op in a block");
        let mut counter = first_new;
        for result in ctx.results(new_op) {
            if !is_memref(ctx, result) {
                continue;
            }
            let indicator = ctx.result(new_op, counter);
            counter += 1;
            self.state
                .update_ownership(ctx, result, Ownership::Unique(indicator), None);
            self.state.add_memref_to_deallocate(result, new_block);
        }
        Ok(new_op)
    }

    /// A call's memref results are owned (function boundary ABI), or come
    /// with ownership results from a private function under
    /// `private-function-dynamic-ownership`.
    fn handle_call(&mut self, ctx: &mut Context, op: OpId) -> Handled {
        let call = CallOpInterface::try_from(ctx, op).expect("a call");
        let is_private = call
            .resolve_callable(ctx)
            .is_none_or(|f| visibility(ctx, f) == Visibility::Private && !is_external(ctx, f));
        if self.private_dynamic_ownership && is_private {
            let first_new = ctx.num_results(op);
            let memref_results = ctx
                .results(op)
                .into_iter()
                .filter(|&v| is_memref(ctx, v))
                .count();
            let ty = i1(ctx);
            let new_op = append_op_results(ctx, op, &vec![ty; memref_results]);
            let mut counter = first_new;
            for result in ctx.results(new_op) {
                if !is_memref(ctx, result) {
                    continue;
                }
                let indicator = ctx.result(new_op, counter);
                counter += 1;
                self.state
                    .update_ownership(ctx, result, Ownership::Unique(indicator), None);
                let block = ctx.value_block(result).expect("a result in a block");
                self.state.add_memref_to_deallocate(result, block);
            }
            return Ok(new_op);
        }
        let loc = ctx.op_loc(op);
        let mut b = Builder::before(ctx, op);
        let true_value = bool_value(&mut b, loc, true);
        for result in ctx.results(op) {
            if !is_memref(ctx, result) {
                continue;
            }
            self.state
                .update_ownership(ctx, result, Ownership::Unique(true_value), None);
            let block = ctx.value_block(result).expect("a result in a block");
            self.state.add_memref_to_deallocate(result, block);
        }
        Ok(op)
    }

    /// Before a branch, a dealloc of what the block owns that the
    /// successor does not receive; the ownership of the memrefs passed
    /// on goes along as extra operands.
    fn handle_branch(&mut self, ctx: &mut Context, op: OpId) -> Handled {
        let successors = ctx.successors(op).to_vec();
        if successors.len() > 1 {
            return Err(op_error(
                ctx,
                op,
                "BranchOpInterface operations with multiple successors are not supported yet",
            ));
        }
        let Some(&successor) = successors.first() else {
            return Err(op_error(
                ctx,
                op,
                "only BranchOpInterface operations with exactly one successor are supported yet",
            ));
        };
        let branch = BranchOpInterface::try_from(ctx, op).expect("a branch");
        let mut operands = branch.get_successor_operands(ctx, op, 0);
        if operands.produced > 0 {
            return Err(op_error(ctx, op, "produced operands are not supported"));
        }
        let block = ctx.parent_block(op).expect("an op in a block");
        let loc = ctx.op_loc(op);
        let forwarded = operands.values(ctx, op);
        let mut b = Builder::before(ctx, op);
        let (memrefs, conditions) = self
            .state
            .memrefs_and_conditions_to_deallocate(&mut b, loc, block)?;
        let retained = self
            .state
            .memrefs_to_retain(b.ctx, block, Some(successor), &forwarded);
        let dealloc = at(
            loc,
            DeallocOp::create_inferred(&mut b, loc, &memrefs, &conditions, &retained),
        )?;
        let updated = ctx.results(dealloc.id());
        self.state.reset_ownerships(&retained, block);
        for (&value, &ownership) in retained.iter().zip(&updated) {
            self.state
                .update_ownership(ctx, value, Ownership::Unique(ownership), Some(block));
        }
        let extra = forwarded.iter().filter(|&&v| is_memref(ctx, v)).count();
        operands.append(ctx, op, &updated[..extra]);
        Ok(op)
    }

    /// Before a return-like terminator, a dealloc of what the block owns
    /// and does not return; a function under the boundary ABI returns
    /// memrefs it surely owns (cloning where needed), others return the
    /// ownership of their memrefs as extra operands.
    fn handle_region_branch_terminator(&mut self, ctx: &mut Context, op: OpId) -> Handled {
        let parent = ctx.parent_op(op).expect("a terminator in an op");
        let block = ctx.parent_block(op).expect("an op in a block");
        let abi = self.is_function_without_dynamic_ownership(ctx, parent);
        if abi {
            for i in 0..ctx.num_operands(op) {
                let value = ctx.operand(op, i);
                if !is_memref(ctx, value) {
                    continue;
                }
                let owned = self.materialize_guaranteed_ownership(ctx, op, value, block)?;
                ctx.set_operand(op, i, owned);
            }
        }
        let terminator =
            RegionBranchTerminatorOpInterface::try_from(ctx, op).expect("a terminator");
        let to_parent = RegionSuccessor::parent(ctx, parent);
        let range: Vec<usize> = terminator
            .get_mutable_successor_operands(ctx, op, &to_parent)
            .collect();
        let operands: Vec<Value> = range.iter().map(|&i| ctx.operand(op, i)).collect();
        let updated = self
            .state
            .insert_dealloc_for_return_like(ctx, op, &operands)?;
        if !abi {
            let end = range.last().map_or(ctx.num_operands(op), |&i| i + 1);
            for (at, value) in (end..).zip(updated) {
                ctx.insert_operand(op, at, value);
            }
        }
        Ok(op)
    }

    /// `memref` with an ownership indicator in `block`, built before
    /// `op`: its own if unique, that of its `arith.select` in this block,
    /// else a clone owned outright (MLIR's `materializeUniqueOwnership`
    /// and `getMemrefWithUniqueOwnership`).
    fn materialize_unique_ownership(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        memref: Value,
        block: BlockId,
    ) -> Result<(Value, Value), Diagnostic> {
        let select = ctx
            .defining_op(memref)
            .filter(|_| ctx.value_block(memref) == Some(block))
            .and_then(|d| SelectOp::cast(ctx, d));
        if let Some(select) = select {
            let mut b = Builder::before(ctx, op);
            if let Some(ownership) = select_ownership(&self.state, &mut b, select)? {
                return Ok((memref, ownership));
            }
        }
        if let Some(indicator) = self.state.ownership(memref, block).indicator() {
            return Ok((memref, indicator));
        }
        let loc = ctx.value_loc(memref);
        let mut b = Builder::before(ctx, op);
        let clone = CloneOp::create_value(&mut b, loc, memref).output(&b);
        let true_value = bool_value(&mut b, loc, true);
        self.state
            .update_ownership(ctx, clone, Ownership::Unique(true_value), None);
        let clone_block = ctx.value_block(clone).expect("a result in a block");
        self.state.add_memref_to_deallocate(clone, clone_block);
        Ok((clone, true_value))
    }

    /// `memref` surely owned: itself when its indicator is `true`, else
    /// itself or a clone under an `scf.if` on the indicator.
    fn materialize_guaranteed_ownership(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        memref: Value,
        block: BlockId,
    ) -> Result<Value, Diagnostic> {
        let (value, condition) = self.materialize_unique_ownership(ctx, op, memref, block)?;
        if match_value(ctx, condition, m_one()).is_some() {
            return Ok(value);
        }
        let loc = ctx.value_loc(memref);
        let mut keep = |ctx: &mut Context, at: OpBuilder, loc: Attribute| {
            let mut b = Builder { ctx, at };
            YieldOp::create(&mut b, loc, &[value]);
        };
        let mut clone = |ctx: &mut Context, at: OpBuilder, loc: Attribute| {
            let mut b = Builder { ctx, at };
            let copy = CloneOp::create_value(&mut b, loc, value).output(&b);
            YieldOp::create(&mut b, loc, &[copy]);
        };
        let mut b = Builder::before(ctx, op);
        let branch = IfOp::create_cond(&mut b, loc, condition, Some(&mut keep), Some(&mut clone));
        let maybe_clone = b.results(branch.id())[0];
        let true_value = bool_value(&mut b, loc, true);
        self.state
            .update_ownership(ctx, maybe_clone, Ownership::Unique(true_value), None);
        let clone_block = ctx.value_block(maybe_clone).expect("a result in a block");
        self.state
            .add_memref_to_deallocate(maybe_clone, clone_block);
        Ok(maybe_clone)
    }

    /// Memref results without an ownership yet may be any memref operand:
    /// their ownerships joined, or `false` without such operands.
    fn populate_remaining_ownerships(&mut self, ctx: &mut Context, op: OpId) {
        let Some(block) = ctx.parent_block(op) else {
            return;
        };
        for result in ctx.results(op) {
            if !is_memref(ctx, result)
                || self.state.ownership(result, block) != Ownership::Uninitialized
            {
                continue;
            }
            for operand in ctx.operands(op) {
                if !is_memref(ctx, operand) {
                    continue;
                }
                let defining = ctx.value_block(operand).expect("a defined value");
                let ownership = self.state.ownership(operand, defining);
                self.state
                    .update_ownership(ctx, result, ownership, Some(block));
            }
            if self.state.ownership(result, block) == Ownership::Uninitialized {
                let loc = ctx.op_loc(op);
                let mut b = Builder::before(ctx, op);
                let false_value = bool_value(&mut b, loc, false);
                self.state
                    .update_ownership(ctx, result, Ownership::Unique(false_value), None);
            }
        }
    }
}

/// Whether `op` has memref operands, results or region arguments (MLIR's
/// `hasBufferSemantics`).
fn has_buffer_semantics(ctx: &Context, op: OpId) -> bool {
    let args = ctx
        .regions(op)
        .iter()
        .filter_map(|&r| ctx.blocks(r).first().copied());
    let args: Vec<Value> = args.flat_map(|b| ctx.block_args(b)).collect();
    ctx.operands(op)
        .into_iter()
        .chain(ctx.results(op))
        .chain(args)
        .any(|v| is_memref(ctx, v))
}

/// What MLIR's `hasNeitherAllocateNorFreeSideEffect` answers: for an op
/// with known effects, whether it allocates or frees (sic); else whether
/// its effects are those of its regions.
fn allocates_or_frees_or_recursive(ctx: &Context, op: OpId) -> bool {
    match effects_of(ctx, op) {
        Some(effects) => effects
            .into_iter()
            .any(|e| allocates(e) || e == MemoryEffect::Free),
        None => has_recursive_memory_effects(ctx, op),
    }
}

/// What the pass cannot handle (MLIR's `verifyOperationPreconditions`).
fn verify_operation_preconditions(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    if DeallocOp::cast(ctx, op).is_some() {
        return Err(op_error(
            ctx,
            op,
            "No deallocation operations must be present when running this pass!",
        ));
    }
    if effects_of(ctx, op).is_none()
        && !has_recursive_memory_effects(ctx, op)
        && CallOpInterface::try_from(ctx, op).is_none()
    {
        return Err(op_error(
            ctx,
            op,
            "ops with unknown memory side effects are not supported",
        ));
    }
    if !has_buffer_semantics(ctx, op) && allocates_or_frees_or_recursive(ctx, op) {
        return Ok(());
    }
    let regions = ctx.regions(op).len();
    if ((regions == 1 && ctx.num_results(op) > 0) || regions > 1)
        && RegionBranchOpInterface::try_from(ctx, op).is_none()
    {
        return Err(op_error(
            ctx,
            op,
            "All operations with attached regions need to implement the RegionBranchOpInterface.",
        ));
    }
    if has_trait(ctx, op, Traits::NO_TERMINATOR) {
        return Err(op_error(ctx, op, "NoTerminator trait is not supported"));
    }
    if has_trait(ctx, op, Traits::TERMINATOR) {
        let branch = BranchOpInterface::try_from(ctx, op).is_some();
        let region = RegionBranchTerminatorOpInterface::try_from(ctx, op).is_some();
        if branch == region {
            return Err(op_error(ctx, op, "Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not both)!"));
        }
        if ctx.successors(op).len() > 1 {
            return Err(op_error(
                ctx,
                op,
                "Terminators with more than one successor are not supported!",
            ));
        }
    }
    Ok(())
}

/// The function's type from its entry block's arguments and what its
/// return-like terminators return, which must agree (MLIR's
/// `updateFunctionSignature`).
fn update_function_signature(ctx: &mut Context, function: OpId) -> Result<(), Diagnostic> {
    let Some(body) = function_body(ctx, function) else {
        return Ok(());
    };
    let mut returned: Vec<Vec<Type>> = Vec::new();
    for &block in ctx.blocks(body) {
        for op in ctx.block_ops(block) {
            let Some(terminator) = RegionBranchTerminatorOpInterface::try_from(ctx, op) else {
                continue;
            };
            let to_parent = RegionSuccessor::parent(ctx, function);
            let values = terminator
                .get_mutable_successor_operands(ctx, op, &to_parent)
                .map(|i| ctx.operand(op, i));
            returned.push(ctx.value_types(values.collect::<Vec<_>>()));
        }
    }
    if returned.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error(
            ctx,
            function,
            "there are multiple return operations with different operand types",
        ));
    }
    let results = match returned.into_iter().next() {
        Some(types) => types,
        None => ods_runtime::interfaces::function::result_types(ctx, function),
    };
    let entry = ctx.blocks(body)[0];
    let inputs = ctx.value_types(ctx.block_args(entry));
    let ty = function_type(ctx, &inputs, &results);
    let attr = type_attr(ctx, ty);
    FuncOp::from_id_unchecked(function).set_function_type_attr(ctx, attr);
    Ok(())
}
