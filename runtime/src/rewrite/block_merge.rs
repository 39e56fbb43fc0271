//! The aggressive part of region simplification (MLIR's
//! `GreedySimplifyRegionLevel::Aggressive`, `mergeIdenticalBlocks` and
//! `dropRedundantArguments` in `RegionUtils.cpp`):
//!
//! - Blocks other than the entry that branch to the same successors and
//!   hold the same ops (locations aside) are merged into the first of
//!   them. Their ops may use different values defined outside them: those
//!   operands become new arguments of the kept block, which every branch
//!   to one of the merged blocks passes (only when all of those branches
//!   have `BranchOpInterface`). A block is left alone when one of its ops
//!   holds a non-empty region, or when one of its values is used outside
//!   it.
//! - A block argument that every branch to the block (each with
//!   `BranchOpInterface`) passes the same value for is replaced by that
//!   value and dropped.
//!
//! Both walk the regions given and the regions nested in them.

use super::cse::same_shape;
use super::rewriter::PatternRewriter;
use crate::interfaces::prelude::mlir::BranchOpInterface;
use crate::{BlockId, Context, OpId, RegionId, Value};
use rustc_hash::{FxHashMap, FxHashSet, FxHasher};
use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};

/// The branches into each block of a region: the terminator and the index
/// of the successor naming the block, one entry per edge (MLIR's
/// predecessor iterator with `getSuccessorIndex`).
type Edges = FxHashMap<BlockId, Vec<(OpId, usize)>>;

fn incoming_edges(ctx: &Context, r: RegionId) -> Edges {
    let mut edges = Edges::default();
    for &b in ctx.blocks(r) {
        let Some(terminator) = ctx.last_op(b) else {
            continue;
        };
        for (i, &s) in ctx.successors(terminator).iter().enumerate() {
            edges.entry(s).or_default().push((terminator, i));
        }
    }
    edges
}

/// The branches into `b`.
fn edges_into(ctx: &Context, b: BlockId) -> Vec<(OpId, usize)> {
    let Some(r) = ctx.block_parent_region(b) else {
        return Vec::new();
    };
    incoming_edges(ctx, r).remove(&b).unwrap_or_default()
}

/// Regions still to visit, last in first out, each queued at most once at
/// a time (MLIR's `SetVector` worklists).
struct RegionWorklist {
    stack: Vec<RegionId>,
    queued: FxHashSet<RegionId>,
}

impl RegionWorklist {
    fn new(regions: &[RegionId]) -> RegionWorklist {
        let mut list = RegionWorklist {
            stack: Vec::new(),
            queued: FxHashSet::default(),
        };
        for &r in regions {
            list.push(r);
        }
        list
    }

    fn push(&mut self, r: RegionId) {
        if self.queued.insert(r) {
            self.stack.push(r);
        }
    }

    fn pop(&mut self) -> Option<RegionId> {
        let r = self.stack.pop()?;
        self.queued.remove(&r);
        Some(r)
    }

    /// Queues the regions of the ops of block `b`.
    fn push_nested_in_block(&mut self, ctx: &Context, b: BlockId) {
        for op in ctx.block_op_iter(b) {
            for &nested in ctx.regions(op) {
                self.push(nested);
            }
        }
    }
}

// ----- merging identical blocks ----------------------------------------------

/// Merges the identical blocks of `regions` and of the regions nested in
/// them: `true` when any block was merged.
pub fn merge_identical_blocks(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        // A region that changed is looked at again (after the regions
        // nested in it).
        if merge_in_region(rewriter, r) {
            worklist.push(r);
            changed = true;
        }
        for b in rewriter.blocks(r).to_vec() {
            worklist.push_nested_in_block(rewriter, b);
        }
    }
    changed
}

/// Merges the identical blocks of one region, among those that branch to
/// the same successors: `true` when any was merged.
fn merge_in_region(rewriter: &mut PatternRewriter<'_>, r: RegionId) -> bool {
    let blocks = rewriter.blocks(r).to_vec();
    if blocks.len() <= 1 {
        return false;
    }
    let mut merged = false;
    for group in blocks_by_successors(rewriter, &blocks[1..]) {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            if !may_merge(rewriter, b) {
                continue;
            }
            let shape = BlockShape::new(rewriter, b);
            if !clusters.iter_mut().any(|c| c.try_add(rewriter, &shape)) {
                clusters.push(Cluster::led_by(shape));
            }
        }
        for cluster in clusters {
            merged |= cluster.merge(rewriter);
        }
    }
    merged
}

/// `blocks` grouped by the successors of their last op (in order; none
/// for an empty block), each group in region order, the groups in the
/// order of their first block.
fn blocks_by_successors(ctx: &Context, blocks: &[BlockId]) -> Vec<Vec<BlockId>> {
    let mut index: FxHashMap<Vec<BlockId>, usize> = FxHashMap::default();
    let mut groups: Vec<Vec<BlockId>> = Vec::new();
    for &b in blocks {
        let successors = ctx
            .last_op(b)
            .map(|op| ctx.successors(op).to_vec())
            .unwrap_or_default();
        let at = *index.entry(successors).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[at].push(b);
    }
    groups
}

/// Whether `b` may take part in a merge: none of its ops holds a
/// non-empty region, and its arguments are used only inside it.
fn may_merge(ctx: &Context, b: BlockId) -> bool {
    let regions_empty = ctx
        .block_op_iter(b)
        .all(|op| ctx.regions(op).iter().all(|&r| ctx.blocks(r).is_empty()));
    regions_empty
        && ctx
            .block_args(b)
            .into_iter()
            .all(|arg| !used_outside(ctx, arg, b))
}

/// Whether a user of `v` is outside block `b` (in another block, or nested
/// in an op of `b`).
fn used_outside(ctx: &Context, v: Value, b: BlockId) -> bool {
    ctx.use_iter(v).any(|u| ctx.parent_block(u.op) != Some(b))
}

/// What two blocks are compared by (MLIR's `BlockEquivalenceData`): the
/// ops, a hash of their shape for a quick rejection, and the position of
/// each op's first result among the values the block defines.
struct BlockShape {
    block: BlockId,
    ops: Vec<OpId>,
    hash: u64,
    /// For each op with results: the number of values defined before its
    /// first result, the block's arguments first.
    first_result: FxHashMap<OpId, usize>,
}

impl BlockShape {
    fn new(ctx: &Context, block: BlockId) -> BlockShape {
        let ops = ctx.block_ops(block);
        let mut first_result = FxHashMap::default();
        let mut next = ctx.num_block_args(block);
        let mut h = FxHasher::default();
        for &op in &ops {
            let results = ctx.num_results(op);
            if results > 0 {
                first_result.insert(op, next);
                next += results;
            }
            ctx.op_name(op).hash(&mut h);
            ctx.num_operands(op).hash(&mut h);
            results.hash(&mut h);
        }
        BlockShape {
            block,
            ops,
            hash: h.finish(),
            first_result,
        }
    }

    /// The position of `v`, a value defined in the block, among the values
    /// the block defines.
    fn position(&self, v: Value) -> Option<usize> {
        match v {
            Value::Arg(_, i) => Some(i as usize),
            Value::Result(op, i) => Some(self.first_result.get(&op)? + i as usize),
        }
    }
}

/// Blocks to merge into a leader (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockShape,
    members: Vec<BlockId>,
    /// The operands (op index in the block, operand index) that differ
    /// between the leader and some member: they become block arguments.
    differing: BTreeSet<(usize, usize)>,
}

impl Cluster {
    fn led_by(leader: BlockShape) -> Cluster {
        Cluster {
            leader,
            members: Vec::new(),
            differing: BTreeSet::new(),
        }
    }

    /// Adds `other` to the cluster when it equals the leader: `true` when
    /// it was added.
    fn try_add(&mut self, ctx: &Context, other: &BlockShape) -> bool {
        let leader = &self.leader;
        if leader.hash != other.hash
            || leader.ops.len() != other.ops.len()
            || ctx.value_types(ctx.block_args(leader.block))
                != ctx.value_types(ctx.block_args(other.block))
        {
            return false;
        }
        let mut differing = Vec::new();
        for (i, (&lhs, &rhs)) in leader.ops.iter().zip(&other.ops).enumerate() {
            if !same_shape(ctx, lhs, rhs) {
                return false;
            }
            for k in 0..ctx.num_operands(lhs) {
                match compare_operands(ctx, leader, other, ctx.operand(lhs, k), ctx.operand(rhs, k))
                {
                    OperandMatch::Same => {}
                    OperandMatch::Differ => differing.push((i, k)),
                    OperandMatch::Incompatible => return false,
                }
            }
            // A value used elsewhere would have to be the leader's and the
            // member's at once.
            if results_used_outside(ctx, rhs, other.block)
                || results_used_outside(ctx, lhs, leader.block)
            {
                return false;
            }
        }
        self.differing.extend(differing);
        self.members.push(other.block);
        true
    }

    /// Merges the members into the leader: `false` when there are none, or
    /// when new arguments are needed and a branch into one of the blocks
    /// cannot pass them.
    fn merge(self, rewriter: &mut PatternRewriter<'_>) -> bool {
        if self.members.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.differing.is_empty() {
            let all_branches = std::iter::once(leader)
                .chain(self.members.iter().copied())
                .all(|b| branches_can_pass_arguments(rewriter, b));
            if !all_branches {
                return false;
            }
            self.add_arguments(rewriter);
        }
        for &member in &self.members {
            redirect_branches(rewriter.context(), member, leader);
            rewriter.erase_block_dropping_uses(member);
        }
        true
    }

    /// Turns the differing operands of the leader into new arguments of
    /// it, and makes every branch into the leader and the members pass
    /// what the block it branches to used there.
    fn add_arguments(&self, rewriter: &mut PatternRewriter<'_>) {
        let leader = self.leader.block;
        let blocks: Vec<BlockId> = std::iter::once(leader)
            .chain(self.members.iter().copied())
            .collect();
        let ops: Vec<Vec<OpId>> = blocks.iter().map(|&b| rewriter.block_ops(b)).collect();
        let old_args = rewriter.num_block_args(leader);
        let mut passed: Vec<Vec<Value>> = vec![Vec::new(); blocks.len()];
        for &(i, k) in &self.differing {
            for (c, block_ops) in ops.iter().enumerate() {
                passed[c].push(rewriter.operand(block_ops[i], k));
            }
            let value = passed[0][passed[0].len() - 1];
            let ctx = rewriter.context();
            let (ty, loc) = (ctx.value_type(value), ctx.value_loc(value));
            let arg = ctx.add_block_arg(leader, ty, loc);
            ctx.set_operand(ops[0][i], k, arg);
        }
        let passed = prune_redundant_arguments(rewriter, leader, old_args, passed);
        for (b, values) in blocks.iter().zip(&passed) {
            append_to_branches(rewriter.context(), *b, values);
        }
    }
}

/// How an operand of a leader's op compares with the same operand of a
/// member's op.
enum OperandMatch {
    /// The same value, or the same value defined in each block.
    Same,
    /// Values from outside either block: a new argument will hold them.
    Differ,
    /// The blocks cannot be merged.
    Incompatible,
}

fn compare_operands(
    ctx: &Context,
    leader: &BlockShape,
    other: &BlockShape,
    lhs: Value,
    rhs: Value,
) -> OperandMatch {
    if lhs == rhs {
        return OperandMatch::Same;
    }
    if ctx.value_type(lhs) != ctx.value_type(rhs) {
        return OperandMatch::Incompatible;
    }
    let lhs_inside = ctx.value_block(lhs) == Some(leader.block);
    let rhs_inside = ctx.value_block(rhs) == Some(other.block);
    match (lhs_inside, rhs_inside) {
        (false, false)
            if can_pass_to(ctx, leader.block, lhs) && can_pass_to(ctx, other.block, rhs) =>
        {
            OperandMatch::Differ
        }
        (true, true) if leader.position(lhs) == other.position(rhs) => OperandMatch::Same,
        _ => OperandMatch::Incompatible,
    }
}

/// Whether the branches into `b` may pass `v`: not when `v` is a result of
/// the terminator of a block branching to `b`, which would then use its
/// own result.
fn can_pass_to(ctx: &Context, b: BlockId, v: Value) -> bool {
    let Some(def) = ctx.defining_op(v) else {
        return true;
    };
    let Some(def_block) = ctx.parent_block(def) else {
        return true;
    };
    ctx.last_op(def_block) != Some(def)
        || !crate::helpers::predecessors(ctx, b).contains(&def_block)
}

/// Whether a result of `op` is used outside block `b`.
fn results_used_outside(ctx: &Context, op: OpId, b: BlockId) -> bool {
    ctx.results(op).into_iter().any(|v| used_outside(ctx, v, b))
}

/// Whether every branch into `b` has `BranchOpInterface`.
fn branches_can_pass_arguments(ctx: &Context, b: BlockId) -> bool {
    edges_into(ctx, b)
        .into_iter()
        .all(|(op, _)| BranchOpInterface::try_from(ctx, op).is_some())
}

/// Drops the new arguments of `block` (those from `old_args` on) that are
/// redundant: the new argument `j` goes when, in the first list of
/// `passed`, the same value appears first at `k` and every other list
/// has the same value at `k` and `j` too (MLIR's `pruneRedundantArguments`
/// compares with the first appearance in the first list only). Returns
/// the lists without the dropped entries.
fn prune_redundant_arguments(
    rewriter: &mut PatternRewriter<'_>,
    block: BlockId,
    old_args: usize,
    passed: Vec<Vec<Value>>,
) -> Vec<Vec<Value>> {
    let Some(first_list) = passed.first() else {
        return passed;
    };
    let mut first_at: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first_list.iter().enumerate() {
        first_at.entry(v).or_insert(j);
    }
    let replacement: Vec<Option<usize>> = first_list
        .iter()
        .enumerate()
        .map(|(j, v)| {
            let k = first_at[v];
            (k != j && passed[1..].iter().all(|list| list[k] == list[j])).then_some(k)
        })
        .collect();
    if replacement.iter().all(Option::is_none) {
        return passed;
    }
    for (j, k) in replacement.iter().enumerate() {
        if let Some(k) = *k {
            let from = Value::Arg(block, (old_args + j) as u32);
            let to = Value::Arg(block, (old_args + k) as u32);
            rewriter.replace_all_uses_with(from, to);
        }
    }
    rewriter.context().erase_block_args(block, |i| {
        i >= old_args && replacement[i - old_args].is_some()
    });
    passed
        .into_iter()
        .map(|list| {
            list.into_iter()
                .zip(&replacement)
                .filter(|(_, r)| r.is_none())
                .map(|(v, _)| v)
                .collect()
        })
        .collect()
}

/// Makes every branch into `b` pass `values` too (after what it passes).
fn append_to_branches(ctx: &mut Context, b: BlockId, values: &[Value]) {
    if values.is_empty() {
        return;
    }
    for (op, index) in edges_into(ctx, b) {
        let branch = BranchOpInterface::try_from(ctx, op).expect("checked before merging");
        branch
            .get_successor_operands(ctx, op, index)
            .append(ctx, op, values);
    }
}

/// Makes every branch to `from` branch to `to`.
fn redirect_branches(ctx: &mut Context, from: BlockId, to: BlockId) {
    for (op, index) in edges_into(ctx, from) {
        ctx.set_successor(op, index, to);
    }
}

// ----- redundant block arguments ---------------------------------------------

/// Drops the block arguments of `regions` and of the regions nested in
/// them that every branch passes the same value for, using the value
/// instead: `true` when any was dropped.
pub fn drop_redundant_arguments(rewriter: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        // Dropping arguments changes no successor: the edges stay right.
        let edges = incoming_edges(rewriter, r);
        for b in rewriter.blocks(r).to_vec() {
            let into = edges.get(&b).map(Vec::as_slice).unwrap_or_default();
            changed |= drop_block_arguments(rewriter, b, into);
            worklist.push_nested_in_block(rewriter, b);
        }
    }
    changed
}

/// Drops the arguments of `b` that each of the branches `into` it passes
/// the same value for: `true` when any was dropped.
fn drop_block_arguments(
    rewriter: &mut PatternRewriter<'_>,
    b: BlockId,
    into: &[(OpId, usize)],
) -> bool {
    if into.is_empty() {
        return false;
    }
    let mut dropped = Vec::new();
    for (i, arg) in rewriter.block_args(b).into_iter().enumerate() {
        let Some(common) = common_incoming_value(rewriter, into, i) else {
            continue;
        };
        // Only a block that nothing else reaches can pass its own argument
        // from every branch; such a block is erased before this runs.
        if common == arg {
            continue;
        }
        rewriter.replace_all_uses_with(arg, common);
        dropped.push(i);
    }
    if dropped.is_empty() {
        return false;
    }
    let ctx = rewriter.context();
    ctx.erase_block_args(b, |i| dropped.contains(&i));
    for &i in dropped.iter().rev() {
        for &(op, index) in into {
            let branch = BranchOpInterface::try_from(ctx, op).expect("checked above");
            branch
                .get_successor_operands(ctx, op, index)
                .erase(ctx, op, i);
        }
    }
    true
}

/// The value every branch of `into` passes as argument `i` of its
/// successor; none when one of them has no `BranchOpInterface` or passes
/// another value. A branch that produces some arguments itself is left
/// alone (MLIR reads its forwarded operand `i` for argument `i` there,
/// which is another argument).
fn common_incoming_value(ctx: &Context, into: &[(OpId, usize)], i: usize) -> Option<Value> {
    let mut common = None;
    for &(op, index) in into {
        let operands = BranchOpInterface::try_from(ctx, op)?.get_successor_operands(ctx, op, index);
        if operands.produced != 0 || i >= operands.forwarded.len() {
            return None;
        }
        let v = ctx.operand(op, operands.forwarded.start + i);
        match common {
            None => common = Some(v),
            Some(c) if c != v => return None,
            Some(_) => {}
        }
    }
    common
}

#[cfg(test)]
mod tests {
    use crate::asm::{print_top_level, PrintOptions};
    use crate::interfaces::branch::default_successor_operands;
    use crate::interfaces::prelude::mlir::BranchOpInterfaceConcept;
    use crate::registry::{DefinitionId, OpInfo, Traits};
    use crate::rewrite::canonicalize::canonicalizer_config;
    use crate::rewrite::{
        apply_patterns_greedily, GreedyRewriteConfig, RegionSimplification, RewritePatternSet,
    };
    use crate::Context;

    enum Defs {}

    static BRANCH: BranchOpInterfaceConcept = BranchOpInterfaceConcept {
        get_successor_operands: default_successor_operands,
        are_types_compatible: |_, lhs, rhs| lhs == rhs,
        get_successor_for_operands: |_, _, _| None,
    };

    /// A context with two branches of `BranchOpInterface`: `t.br` (its
    /// operands go to its one successor) and `t.cond_br` (operand groups
    /// condition, first successor's, second successor's).
    fn context() -> Context {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        for name in ["t.br", "t.cond_br"] {
            let mut info = OpInfo::new(ctx.symbol(name), DefinitionId::of::<Defs>());
            info.traits = Traits::TERMINATOR;
            info.inherent_attrs = &["operandSegmentSizes"];
            info.interfaces.insert(&BRANCH);
            ctx.registry.register(name, info).unwrap();
        }
        ctx
    }

    /// `source` after the greedy driver with no patterns and `config`.
    fn simplified(source: &str, config: GreedyRewriteConfig) -> String {
        let mut ctx = context();
        let module = crate::parse_source(&mut ctx, source, "t.mlir").unwrap();
        let patterns = RewritePatternSet::new().freeze(&mut ctx);
        assert!(apply_patterns_greedily(&mut ctx, module, &patterns, config).unwrap());
        crate::verify::verify(&ctx, module).unwrap();
        print_top_level(&ctx, module, PrintOptions::default()).unwrap()
    }

    fn aggressive(source: &str) -> String {
        simplified(source, GreedyRewriteConfig::default())
    }

    #[test]
    fn the_driver_merges_by_default_and_the_canonicalizer_does_not() {
        let driver = GreedyRewriteConfig::default().region_simplification;
        assert_eq!(driver, RegionSimplification::Aggressive);
        let canonicalizer = canonicalizer_config().region_simplification;
        assert_eq!(canonicalizer, RegionSimplification::Normal);
    }

    #[test]
    fn identical_successors_merge_without_new_arguments() {
        let source = r#""x.f"() ({
        ^bb0(%c: i1):
          "x.br"(%c) [^bb1, ^bb2] : (i1) -> ()
        ^bb1:
          "x.end"() : () -> ()
        ^bb2:
          "x.end"() : () -> ()
        }) : () -> ()"#;
        let merged = aggressive(source);
        assert!(merged.contains(r#""x.br"(%arg0)[^bb1, ^bb1]"#), "{merged}");
        assert!(!merged.contains("^bb2"), "{merged}");
        let normal = GreedyRewriteConfig {
            region_simplification: RegionSimplification::Normal,
            ..GreedyRewriteConfig::default()
        };
        assert!(simplified(source, normal).contains("[^bb1, ^bb2]"));
    }

    #[test]
    fn differing_operands_need_branches_that_can_pass_them() {
        // An unregistered branch cannot pass the new argument.
        let source = r#""x.f"() ({
        ^bb0(%c: i1, %a: i32, %b: i32):
          "x.br"(%c) [^bb1, ^bb2] : (i1) -> ()
        ^bb1:
          "x.use"(%a) : (i32) -> ()
          "x.end"() : () -> ()
        ^bb2:
          "x.use"(%b) : (i32) -> ()
          "x.end"() : () -> ()
        }) : () -> ()"#;
        assert!(aggressive(source).contains("[^bb1, ^bb2]"));
        // `t.cond_br` can: what each block used is passed to the one left.
        let source = r#""x.f"() ({
        ^bb0(%c: i1, %a: i32, %b: i32):
          "t.cond_br"(%c) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb1:
          "x.use"(%a, %a, %c) : (i32, i32, i1) -> ()
          "x.end"() : () -> ()
        ^bb2:
          "x.use"(%b, %b, %c) : (i32, i32, i1) -> ()
          "x.end"() : () -> ()
        }) : () -> ()"#;
        let merged = aggressive(source);
        let expected = r#"  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "t.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "x.use"(%0, %0, %arg0) : (i32, i32, i1) -> ()
"#;
        assert!(merged.contains(expected), "{merged}");
    }

    #[test]
    fn a_new_argument_is_kept_when_another_block_tells_it_apart() {
        // %a twice in the kept block but %a, %b in the other: two arguments.
        let source = r#""x.f"() ({
        ^bb0(%c: i1, %a: i32, %b: i32):
          "t.cond_br"(%c) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
        ^bb1:
          "x.use"(%a, %a) : (i32, i32) -> ()
          "x.end"() : () -> ()
        ^bb2:
          "x.use"(%a, %b) : (i32, i32) -> ()
          "x.end"() : () -> ()
        }) : () -> ()"#;
        let merged = aggressive(source);
        // The first operand is %a in both blocks: no argument for it.
        let expected = r#"    "t.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "x.use"(%arg1, %0) : (i32, i32) -> ()
"#;
        assert!(merged.contains(expected), "{merged}");
    }

    #[test]
    fn an_argument_every_branch_passes_the_same_value_for_is_dropped() {
        let source = r#""x.f"() ({
        ^bb0(%c: i1, %a: i32, %b: i32):
          "t.cond_br"(%c, %a, %b, %a, %a) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
        ^bb1(%p: i32, %q: i32):
          "x.use"(%p, %q) : (i32, i32) -> ()
          "x.end"() : () -> ()
        }) : () -> ()"#;
        let merged = aggressive(source);
        let expected = r#"    "t.cond_br"(%arg0, %arg2, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "x.use"(%arg1, %0) : (i32, i32) -> ()
"#;
        assert!(merged.contains(expected), "{merged}");
    }

    #[test]
    fn blocks_with_regions_or_values_in_another_order_stay() {
        let source = r#""x.f"() ({
        ^bb0(%c: i1):
          "x.br"(%c) [^bb1, ^bb2, ^bb3, ^bb4] : (i1) -> ()
        ^bb1:
          "x.r"() ({
            "x.y"() : () -> ()
          }) : () -> ()
          "x.end"() : () -> ()
        ^bb2:
          "x.r"() ({
            "x.y"() : () -> ()
          }) : () -> ()
          "x.end"() : () -> ()
        ^bb3:
          %a = "x.def"() : () -> i32
          %b = "x.def"() : () -> i32
          "x.use"(%a, %b) : (i32, i32) -> ()
          "x.end"() : () -> ()
        ^bb4:
          %d = "x.def"() : () -> i32
          %e = "x.def"() : () -> i32
          "x.use"(%e, %d) : (i32, i32) -> ()
          "x.end"() : () -> ()
        }) : () -> ()"#;
        let merged = aggressive(source);
        assert!(merged.contains("[^bb1, ^bb2, ^bb3, ^bb4]"), "{merged}");
    }

    #[test]
    fn erased_arguments_alone_are_no_change() {
        // Region DCE drops %x and the branch operands: the driver stops
        // there, within one walk, as MLIR's does.
        let source = r#""x.f"() ({
        ^bb0(%c: i1, %a: i32, %b: i32):
          "t.cond_br"(%c, %a, %b) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
        ^bb1(%x: i32):
          "t.cond_br"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
        ^bb2:
          "x.end"() : () -> ()
        }) : () -> ()"#;
        let one_walk = GreedyRewriteConfig {
            max_iterations: Some(1),
            ..GreedyRewriteConfig::default()
        };
        let out = simplified(source, one_walk);
        assert!(
            out.contains("[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}>"),
            "{out}"
        );
    }

    #[test]
    fn nested_regions_merge_too() {
        let source = r#""x.outer"() ({
          "x.f"() ({
          ^bb0(%c: i1):
            "x.br"(%c) [^bb1, ^bb2] : (i1) -> ()
          ^bb1:
            "x.end"() : () -> ()
          ^bb2:
            "x.end"() : () -> ()
          }) : () -> ()
          "x.end"() : () -> ()
        }) : () -> ()"#;
        let merged = aggressive(source);
        assert!(merged.contains("[^bb1, ^bb1]"), "{merged}");
    }
}
