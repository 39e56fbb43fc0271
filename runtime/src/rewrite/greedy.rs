//! The greedy pattern rewrite driver (MLIR's `applyPatternsGreedily`):
//! ops are taken from a worklist; a trivially dead op is erased, an op that
//! folds is replaced by its folded values (constants materialized by its
//! dialect), and otherwise the best matching pattern rewrites it. Every
//! change puts the ops it may affect back on the worklist, and the regions
//! are walked again until nothing changes or the iteration limit is hit.

use super::effects::is_op_trivially_dead;
use super::fold::{fold_op, materialize_results, Folded};
use super::folder::{constant_value, ConstantFolder};
use super::pattern::FrozenRewritePatternSet;
use super::region_simplify::{erase_unreachable_blocks, simplify_regions};
use super::rewriter::{PatternRewriter, RewriteListener};
use super::worklist::Worklist;
use crate::WalkOrder;
use crate::{Context, IrResult, OpId, RegionId};

/// How much the driver simplifies the regions' control flow after each
/// iteration (MLIR's `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSimplification {
    /// Not at all.
    Disabled,
    /// Unreachable blocks and dead ops are erased.
    Normal,
    /// As `Normal`, then identical blocks are merged and the block
    /// arguments every branch passes the same value for are dropped.
    Aggressive,
}

/// Which ops the driver may rewrite (MLIR's `GreedyRewriteStrictness`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strictness {
    /// Any op in the regions.
    AnyOp,
    /// The ops there at the start and the ones patterns create.
    ExistingAndNewOps,
    /// Only the ops there at the start.
    ExistingOps,
}

/// The driver's settings (MLIR's `GreedyRewriteConfig`), with MLIR's
/// defaults: bottom-up, ten iterations, folding and constant
/// deduplication, any op, and aggressive region simplification (identical
/// blocks merged; the canonicalizer asks for `Normal` instead).
#[derive(Clone, Copy, Debug)]
pub struct GreedyRewriteConfig {
    /// Visit ops in program order (pre-order) rather than bottom-up.
    pub top_down: bool,
    /// Walks over the regions before giving up (`None`: no limit).
    pub max_iterations: Option<u32>,
    /// Pattern applications in one walk before giving up (`None`: no
    /// limit).
    pub max_rewrites: Option<u64>,
    /// See [`RegionSimplification`].
    pub region_simplification: RegionSimplification,
    /// Fold ops.
    pub fold: bool,
    /// Deduplicate and hoist constants.
    pub cse_constants: bool,
    /// See [`Strictness`].
    pub strictness: Strictness,
}

impl Default for GreedyRewriteConfig {
    fn default() -> GreedyRewriteConfig {
        GreedyRewriteConfig {
            top_down: false,
            max_iterations: Some(10),
            max_rewrites: None,
            region_simplification: RegionSimplification::Aggressive,
            fold: true,
            cse_constants: true,
            strictness: Strictness::AnyOp,
        }
    }
}

/// What the listener of the driver's rewriter keeps: the worklist, the
/// constants, and the ops strict mode allows.
struct DriverState {
    worklist: Worklist,
    folder: ConstantFolder,
    /// The scope: ops outside it are never put on the worklist.
    scope: Option<RegionId>,
    strictness: Strictness,
    allowed: rustc_hash::FxHashSet<OpId>,
}

impl DriverState {
    /// An empty worklist for ops in `scope` (anywhere for `None`).
    fn new(scope: Option<RegionId>, strictness: Strictness) -> DriverState {
        DriverState {
            worklist: Worklist::default(),
            folder: ConstantFolder::default(),
            scope,
            strictness,
            allowed: Default::default(),
        }
    }

    /// Puts `op` on the worklist, with its ancestors inside the scope.
    fn add(&mut self, ctx: &Context, op: OpId) {
        let scope = self.scope;
        // One step up: `Some(None)` when `op` is in the scope's own blocks,
        // `None` when it is outside the scope.
        let up = |op: OpId| {
            let region = ctx
                .parent_block(op)
                .and_then(|b| ctx.block_parent_region(b));
            if region == scope {
                return Some(None);
            }
            region.and_then(|r| ctx.region_parent_op(r)).map(Some)
        };
        // Walked twice rather than collected: this runs for every op.
        let mut cur = op;
        loop {
            match up(cur) {
                None => return,
                Some(None) => break,
                Some(Some(parent)) => cur = parent,
            }
        }
        let mut cur = Some(op);
        while let Some(a) = cur {
            self.add_single(a);
            cur = up(a).flatten();
        }
    }

    fn add_single(&mut self, op: OpId) {
        if self.strictness == Strictness::AnyOp || self.allowed.contains(&op) {
            self.worklist.push(op);
        }
    }
}

impl RewriteListener for DriverState {
    fn notify_inserted(&mut self, ctx: &Context, op: OpId) {
        if self.strictness == Strictness::ExistingAndNewOps {
            self.allowed.insert(op);
        }
        self.add(ctx, op);
    }

    fn notify_modified(&mut self, ctx: &Context, op: OpId) {
        self.add(ctx, op);
    }

    fn notify_erased(&mut self, ctx: &Context, op: OpId) {
        // The producers of its operands may now be dead, or have one use
        // left and so more to simplify: those with at most two users.
        let operands: smallvec::SmallVec<[crate::Value; 4]> =
            ctx.op_operands(op).iter().map(|o| o.value).collect();
        for v in operands {
            // A producer erased before it (dead code) has no uses to count.
            let Some(producer) = ctx.defining_op(v).filter(|_| ctx.is_live(v)) else {
                continue;
            };
            let mut others = ctx.use_iter(v).map(|u| u.op).filter(|&u| u != op);
            let first = others.next();
            if others.any(|u| Some(u) != first) {
                continue;
            }
            self.add(ctx, producer);
        }
        self.worklist.remove(op);
        self.folder.notify_removal(op);
        self.allowed.remove(&op);
    }
}

/// Applies `patterns` to the ops in the regions of `op`, region by region
/// (MLIR's `applyPatternsGreedily(op, ...)`): `Ok(true)` when the rewrite
/// converged within the limits.
pub fn apply_patterns_greedily(
    ctx: &mut Context,
    op: OpId,
    patterns: &FrozenRewritePatternSet,
    config: GreedyRewriteConfig,
) -> IrResult<bool> {
    let mut converged = true;
    for region in ctx.regions(op).to_vec() {
        converged &= apply_to_region(ctx, region, patterns, config)?;
    }
    Ok(converged)
}

/// Applies `patterns` to `ops`, and to the ops the changes put back on the
/// worklist (their ancestors too), in one run of the worklist without
/// region simplification (MLIR's `applyOpPatternsGreedily`): the ops are
/// taken last first. `Ok(true)` when the worklist ran dry within the
/// limits.
pub fn apply_op_patterns_greedily(
    ctx: &mut Context,
    ops: &[OpId],
    patterns: &FrozenRewritePatternSet,
    config: GreedyRewriteConfig,
) -> IrResult<bool> {
    let mut state = DriverState::new(None, config.strictness);
    if config.strictness != Strictness::AnyOp {
        state.allowed.extend(ops.iter().copied());
    }
    for &op in ops {
        state.add_single(op);
    }
    process_worklist(ctx, patterns, &mut state, config)?;
    Ok(state.worklist.pop().is_none())
}

/// [`apply_patterns_greedily`] on one region.
pub fn apply_to_region(
    ctx: &mut Context,
    region: RegionId,
    patterns: &FrozenRewritePatternSet,
    config: GreedyRewriteConfig,
) -> IrResult<bool> {
    let mut state = DriverState::new(Some(region), config.strictness);
    if config.strictness != Strictness::AnyOp {
        for b in ctx.blocks(region).to_vec() {
            for o in ctx.block_ops(b) {
                ctx.walk(o, WalkOrder::PreOrder, &mut |x| {
                    state.allowed.insert(x);
                });
            }
        }
    }
    let mut iteration = 0;
    loop {
        if config.max_iterations.is_some_and(|max| iteration >= max) {
            return Ok(false);
        }
        iteration += 1;
        state.worklist.clear();
        state.folder.clear();
        seed_worklist(ctx, region, &mut state, config)?;
        let action = super::GreedyPatternRewriteIteration::new(region, iteration);
        let changed = ctx.execute_action(&action, |ctx| -> IrResult<bool> {
            // Unreachable blocks go first, whatever the simplification level.
            let mut changed = erase_unreachable_blocks(
                &mut PatternRewriter::with_listener(ctx, &mut state),
                &[region],
            );
            changed |= process_worklist(ctx, patterns, &mut state, config)?;
            if config.region_simplification != RegionSimplification::Disabled {
                let aggressive = config.region_simplification == RegionSimplification::Aggressive;
                let mut rewriter = PatternRewriter::with_listener(ctx, &mut state);
                changed |= simplify_regions(&mut rewriter, &[region], aggressive)?;
            }
            Ok(changed)
        })?;
        if !changed {
            return Ok(true);
        }
    }
}

/// Puts the region's ops on the worklist (pre-order for top-down,
/// post-order otherwise), deduplicating the constants on the way.
fn seed_worklist(
    ctx: &mut Context,
    region: RegionId,
    state: &mut DriverState,
    config: GreedyRewriteConfig,
) -> IrResult<()> {
    let order = if config.top_down {
        WalkOrder::PreOrder
    } else {
        WalkOrder::PostOrder
    };
    let mut ops = Vec::new();
    for &b in ctx.blocks(region) {
        for o in ctx.block_op_iter(b) {
            ctx.walk(o, order, &mut |x| ops.push(x));
        }
    }
    let mut erased: rustc_hash::FxHashSet<OpId> = Default::default();
    for op in ops {
        // A pre-order walk does not enter a duplicate constant it erased.
        if erased.contains(&op) || !ctx.is_live(op) {
            continue;
        }
        if config.cse_constants {
            if let Some(value) = constant_value(ctx, op) {
                if let Some(kept) = state.folder.insert_known_constant(ctx, op, value) {
                    ctx.walk(op, WalkOrder::PreOrder, &mut |x| {
                        erased.insert(x);
                    });
                    let mut rewriter = PatternRewriter::with_listener(ctx, state);
                    let values = rewriter.results(kept);
                    rewriter.replace_op(op, &values)?;
                    continue;
                }
            }
        }
        state.add(ctx, op);
    }
    if config.top_down {
        state.worklist.reverse();
    }
    Ok(())
}

/// Runs the worklist dry: `Ok(true)` when the IR changed.
fn process_worklist(
    ctx: &mut Context,
    patterns: &FrozenRewritePatternSet,
    state: &mut DriverState,
    config: GreedyRewriteConfig,
) -> IrResult<bool> {
    let mut changed = false;
    let mut rewrites = 0u64;
    while let Some(op) = state.worklist.pop() {
        if config.max_rewrites.is_some_and(|max| rewrites >= max) {
            break;
        }
        if !ctx.is_live(op) {
            continue;
        }
        if is_op_trivially_dead(ctx, op) {
            PatternRewriter::with_listener(ctx, state).erase_op(op)?;
            changed = true;
            continue;
        }
        if config.fold && try_fold(ctx, op, state)? {
            changed = true;
            continue;
        }
        let name = ctx.op_name(op);
        let mut rewriter = PatternRewriter::with_listener(ctx, state);
        for pattern in patterns.for_op(name) {
            rewriter.set_insertion_point(op);
            let action = super::ApplyPatternAction::new(pattern, op);
            if rewriter.execute_action(&action, |r| pattern.match_and_rewrite(op, r))? {
                changed = true;
                rewrites += 1;
                break;
            }
        }
    }
    Ok(changed)
}

/// Folds `op` with [`fold_op`]: `Ok(true)` when it folded in place or was
/// replaced by its folded values (constants materialized by its dialect).
fn try_fold(ctx: &mut Context, op: OpId, state: &mut DriverState) -> IrResult<bool> {
    let Some(results) = fold_op(ctx, op) else {
        return Ok(false);
    };
    let mut rewriter = PatternRewriter::with_listener(ctx, state);
    let Folded::Results(results) = results else {
        rewriter.modify_op_in_place(op, |_| {});
        return Ok(true);
    };
    rewriter.set_insertion_point(op);
    let mut made = Vec::new();
    let Some(values) = materialize_results(&mut rewriter, op, results, &mut made) else {
        // Undo the constants made for the other results.
        for c in made {
            rewriter.erase_op(c)?;
        }
        return Ok(false);
    };
    rewriter.replace_op(op, &values)?;
    Ok(true)
}
