//! `buffer-deallocation-simplification` (MLIR's
//! `BufferDeallocationSimplification.cpp`): with the origins of buffers
//! known, `bufferization.dealloc`s drop the memrefs a retained value
//! surely aliases, drop the retained values no memref may alias, split
//! off the memrefs no other may alias, and answer `true` for retained
//! values that surely alias a memref always deallocated; then the
//! dealloc's own canonicalization patterns apply.

use super::super::super::hooks::{dealloc_canonicalization_patterns, update_if_changed};
use super::buffer_origin::{is_allocation, view_base, BufferOrigin};
use super::{
    BufferDeallocationSimplificationPass, BufferDeallocationSimplificationPassOptions,
    BufferDeallocationSimplificationPassStatistics,
};
use crate::arith::{ConstantOp, OrIOp};
use crate::bufferization::DeallocOp;
use crate::memref::ExtractStridedMetadataOp;
use ods_runtime::matchers::{m_one, match_value};
use ods_runtime::ods::convert::{bool_attr, integer};
use ods_runtime::ods::op::Op;
use ods_runtime::pass::PassFailure;
use ods_runtime::rewrite::{
    apply_patterns_greedily, GreedyRewriteConfig, OpRewritePattern, PatternRewriter,
    RegionSimplification, RewritePatternSet,
};
use ods_runtime::{Context, IrResult, OpId, Signedness, Value};
use std::collections::HashSet;
use std::rc::Rc;

/// The implementation of `buffer-deallocation-simplification`.
#[derive(Debug, Default)]
pub struct BufferDeallocationSimplification;

impl BufferDeallocationSimplificationPass for BufferDeallocationSimplification {
    fn run_on_operation(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        _: &BufferDeallocationSimplificationPassOptions,
        _: &mut BufferDeallocationSimplificationPassStatistics,
    ) -> Result<(), PassFailure> {
        let analysis = Rc::new(BufferOrigin::new(ctx, op));
        let mut patterns = RewritePatternSet::new();
        patterns.add_op_pattern(RemoveDeallocMemrefsContainedInRetained(analysis.clone()));
        patterns.add_op_pattern(RemoveRetainedMemrefsGuaranteedToNotAlias(analysis.clone()));
        patterns.add_op_pattern(SplitDeallocWhenNotAliasingAnyOther(analysis.clone()));
        patterns.add_op_pattern(RetainedMemrefAliasingAlwaysDeallocatedMemref(analysis));
        dealloc_canonicalization_patterns(&mut patterns);
        let patterns = patterns.freeze(ctx);
        // Merging blocks would change what the analysis saw.
        let config = GreedyRewriteConfig {
            region_simplification: RegionSimplification::Normal,
            ..GreedyRewriteConfig::default()
        };
        let converged = apply_patterns_greedily(ctx, op, &patterns, config);
        PassFailure::unless_converged(ctx, op, converged)
    }
}

/// Whether one of `v1` and `v2` is an allocation nested in the block
/// whose argument the other is: they are distinct buffers (MLIR's
/// `distinctAllocAndBlockArgument`).
fn distinct_alloc_and_block_argument(ctx: &Context, v1: Value, v2: Value) -> bool {
    let distinct = |alloc: Value, arg: Value| {
        let (Some(op), Value::Arg(block, _)) = (ctx.defining_op(alloc), arg) else {
            return false;
        };
        if !is_allocation(ctx, alloc) {
            return false;
        }
        let mut cur = Some(op);
        while let Some(o) = cur {
            if ctx.parent_block(o) == Some(block) {
                return true;
            }
            cur = ctx.parent_op(o);
        }
        false
    };
    let (b1, b2) = (view_base(ctx, v1), view_base(ctx, v2));
    distinct(b1, b2) || distinct(b2, b1)
}

/// Whether `memref` may be the allocation of a value of `others` (MLIR's
/// `potentiallyAliasesMemref`).
fn potentially_aliases(
    ctx: &Context,
    analysis: &BufferOrigin,
    others: &[Value],
    memref: Value,
) -> bool {
    others.iter().any(|&other| {
        !distinct_alloc_and_block_argument(ctx, other, memref)
            && analysis.is_same_allocation(ctx, other, memref) != Some(false)
    })
}

/// Whether `value` is the constant `true`.
fn is_true(rw: &mut PatternRewriter<'_>, value: Value) -> bool {
    match_value(rw.context(), value, m_one()).is_some()
}

/// Drops the memrefs that a retained value surely is and none may be
/// without surely being; the results of the retained values it is take
/// its condition too (MLIR's `RemoveDeallocMemrefsContainedInRetained`).
struct RemoveDeallocMemrefsContainedInRetained(Rc<BufferOrigin>);

impl RemoveDeallocMemrefsContainedInRetained {
    /// Drops `memref` (under `cond`) if it can be.
    fn handle_one_memref(
        &self,
        rw: &mut PatternRewriter<'_>,
        op: DeallocOp,
        memref: Value,
        cond: Value,
    ) -> IrResult<bool> {
        rw.set_insertion_point_after(op.id());
        let retained = op.retained(rw);
        let mut must_alias = Vec::with_capacity(retained.len());
        for &value in &retained {
            match self.0.is_same_allocation(rw, value, memref) {
                None => return Ok(false),
                Some(same) => must_alias.push(same),
            }
        }
        if !must_alias.contains(&true) {
            return Ok(false);
        }
        let loc = op.loc(rw);
        for (i, _) in must_alias.iter().enumerate().filter(|(_, &same)| same) {
            let updated = rw.result(op.id(), i);
            let ty = rw.value_type(updated);
            let disjunction = OrIOp::create(rw, loc, ty, updated, cond);
            let result = disjunction.result(rw);
            let except = disjunction.id();
            rw.replace_uses_if(updated, result, |user| user.op != except);
        }
        Ok(true)
    }
}

impl OpRewritePattern for RemoveDeallocMemrefsContainedInRetained {
    type Op = DeallocOp;
    fn match_and_rewrite(&self, op: DeallocOp, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let retained = op.retained(rw);
        if retained.iter().collect::<HashSet<_>>().len() != retained.len() {
            return Ok(false);
        }
        let (mut memrefs, mut conditions) = (Vec::new(), Vec::new());
        for (memref, cond) in op.memrefs(rw).into_iter().zip(op.conditions(rw)) {
            if self.handle_one_memref(rw, op, memref, cond)? {
                continue;
            }
            let extract = rw
                .defining_op(memref)
                .and_then(|d| ExtractStridedMetadataOp::cast(rw, d));
            if let Some(extract) = extract {
                let source = extract.source(rw);
                if self.handle_one_memref(rw, op, source, cond)? {
                    continue;
                }
            }
            memrefs.push(memref);
            conditions.push(cond);
        }
        update_if_changed(rw, op.id(), &memrefs, &conditions)
    }
}

/// Drops the retained values no memref may be; their results are `false`
/// (MLIR's `RemoveRetainedMemrefsGuaranteedToNotAlias`).
struct RemoveRetainedMemrefsGuaranteedToNotAlias(Rc<BufferOrigin>);

impl OpRewritePattern for RemoveRetainedMemrefsGuaranteedToNotAlias {
    type Op = DeallocOp;
    fn match_and_rewrite(&self, op: DeallocOp, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let memrefs = op.memrefs(rw);
        let retained = op.retained(rw);
        let keep: Vec<bool> = retained
            .iter()
            .map(|&r| potentially_aliases(rw, &self.0, &memrefs, r))
            .collect();
        if keep.iter().all(|&k| k) {
            return Ok(false);
        }
        let loc = op.loc(rw);
        rw.set_insertion_point(op.id());
        let mut replacements: Vec<Option<Value>> = Vec::with_capacity(retained.len());
        for &k in &keep {
            replacements.push(if k {
                None
            } else {
                let i1 = integer(rw.context(), 1, Signedness::Signless);
                let value = bool_attr(rw.context(), false);
                Some(ConstantOp::create(rw, loc, i1, value).result(rw))
            });
        }
        let kept: Vec<Value> = retained
            .iter()
            .zip(&keep)
            .filter(|(_, &k)| k)
            .map(|(&r, _)| r)
            .collect();
        let conditions = op.conditions(rw);
        let new = DeallocOp::create_inferred(rw, loc, &memrefs, &conditions, &kept)?;
        let mut results = rw.results(new.id()).into_iter();
        let replacements: Vec<Value> = replacements
            .into_iter()
            .map(|r| {
                r.or_else(|| results.next())
                    .expect("a result per kept value")
            })
            .collect();
        rw.replace_op(op.id(), &replacements)?;
        Ok(true)
    }
}

/// Splits off into deallocs of their own the memrefs no other memref may
/// be; the results are the disjunctions of the deallocs' (MLIR's
/// `SplitDeallocWhenNotAliasingAnyOther`).
struct SplitDeallocWhenNotAliasingAnyOther(Rc<BufferOrigin>);

impl OpRewritePattern for SplitDeallocWhenNotAliasingAnyOther {
    type Op = DeallocOp;
    fn match_and_rewrite(&self, op: DeallocOp, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let (memrefs, conditions) = (op.memrefs(rw), op.conditions(rw));
        if memrefs.len() <= 1 {
            return Ok(false);
        }
        let retained = op.retained(rw);
        let loc = op.loc(rw);
        rw.set_insertion_point(op.id());
        let (mut remaining, mut remaining_conditions, mut split) =
            (Vec::new(), Vec::new(), Vec::new());
        for (i, (&memref, &cond)) in memrefs.iter().zip(&conditions).enumerate() {
            let others: Vec<Value> = memrefs
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &m)| m)
                .collect();
            if potentially_aliases(rw, &self.0, &others, memref) {
                remaining.push(memref);
                remaining_conditions.push(cond);
                continue;
            }
            let new = DeallocOp::create_inferred(rw, loc, &[memref], &[cond], &retained)?;
            split.push(rw.results(new.id()));
        }
        if remaining.len() == memrefs.len() {
            return Ok(false);
        }
        let new =
            DeallocOp::create_inferred(rw, loc, &remaining, &remaining_conditions, &retained)?;
        let mut replacements = rw.results(new.id());
        for additional in split {
            for (replacement, extra) in replacements.iter_mut().zip(additional) {
                let ty = rw.value_type(*replacement);
                *replacement = OrIOp::create(rw, loc, ty, *replacement, extra).result(rw);
            }
        }
        rw.replace_op(op.id(), &replacements)?;
        Ok(true)
    }
}

/// Answers `true` for each retained value that surely is a memref whose
/// condition is the constant `true`, and drops those memrefs when every
/// retained value is answered so (MLIR's
/// `RetainedMemrefAliasingAlwaysDeallocatedMemref`).
struct RetainedMemrefAliasingAlwaysDeallocatedMemref(Rc<BufferOrigin>);

impl OpRewritePattern for RetainedMemrefAliasingAlwaysDeallocatedMemref {
    type Op = DeallocOp;
    fn match_and_rewrite(&self, op: DeallocOp, rw: &mut PatternRewriter<'_>) -> IrResult<bool> {
        let retained = op.retained(rw);
        let mut answered = vec![false; retained.len()];
        let (mut memrefs, mut conditions) = (Vec::new(), Vec::new());
        for (memref, cond) in op.memrefs(rw).into_iter().zip(op.conditions(rw)) {
            let mut can_drop = false;
            for (i, &value) in retained.iter().enumerate() {
                if !is_true(rw, cond) {
                    continue;
                }
                let result = rw.result(op.id(), i);
                let same = self.0.is_same_allocation(rw, value, memref) == Some(true)
                    || rw
                        .defining_op(memref)
                        .and_then(|d| ExtractStridedMetadataOp::cast(rw, d))
                        .is_some_and(|e| {
                            let source = e.source(rw);
                            self.0.is_same_allocation(rw, value, source) == Some(true)
                        });
                if same {
                    rw.replace_all_uses_with(result, cond);
                    answered[i] = true;
                    can_drop = true;
                }
            }
            if !can_drop {
                memrefs.push(memref);
                conditions.push(cond);
            }
        }
        if !answered.iter().all(|&a| a) {
            return Ok(false);
        }
        update_if_changed(rw, op.id(), &memrefs, &conditions)
    }
}
