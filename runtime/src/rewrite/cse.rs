//! Common subexpression elimination (MLIR's `--cse`, `CSE.cpp`): an op
//! without memory effects that equals one met before in a dominating
//! position is replaced by it; trivially dead ops met on the way are
//! erased. Scopes follow the dominator tree; an op that is (or may be)
//! isolated from above starts afresh.

use super::effects::{
    is_memory_effect_free, is_op_trivially_dead, only_reads, op_trait, writes_nothing,
};
use crate::analysis::dominance::{DominanceInfo, DominatorTree};
use crate::interfaces::region_kind::has_ssa_dominance;
use crate::registry::Traits;
use crate::{Attribute, BlockId, Context, IrResult, OpId, RegionId, Value};
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// The ops met so far, by hash, in nested scopes.
#[derive(Default)]
struct ScopedTable {
    by_hash: FxHashMap<u64, Vec<OpId>>,
    /// The hashes inserted in each open scope.
    scopes: Vec<Vec<u64>>,
}

impl ScopedTable {
    fn open(&mut self) {
        self.scopes.push(Vec::new());
    }
    fn close(&mut self) {
        for h in self.scopes.pop().unwrap_or_default() {
            if let Some(list) = self.by_hash.get_mut(&h) {
                list.pop();
            }
        }
    }
    fn insert(&mut self, hash: u64, op: OpId) {
        self.by_hash.entry(hash).or_default().push(op);
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(hash);
        }
    }
}

struct Cse<'d> {
    dominance: &'d DominanceInfo,
    /// One table per isolated scope; the last is the current one.
    tables: Vec<ScopedTable>,
    to_erase: Vec<OpId>,
    counts: CseCounts,
}

/// What one [`cse`] did, counted as MLIR's CSE pass counts it (its
/// `num-cse'd` and `num-dce'd` statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseCounts {
    /// Ops replaced by an equal op met before.
    pub num_cse: u64,
    /// Trivially dead ops erased.
    pub num_dce: u64,
}

impl CseCounts {
    /// Whether the IR changed.
    pub fn changed(&self) -> bool {
        self.num_cse + self.num_dce > 0
    }
}

/// Eliminates common subexpressions in the regions of `root`, and says
/// what it did ([`CseCounts::changed`]: whether the IR changed).
pub fn cse(ctx: &mut Context, root: OpId) -> IrResult<CseCounts> {
    cse_with_dominance(ctx, root, &DominanceInfo::default())
}

/// [`cse()`] with the dominator trees of `dominance` (a pass's analysis,
/// which CSE leaves valid: it changes no block).
pub fn cse_with_dominance(
    ctx: &mut Context,
    root: OpId,
    dominance: &DominanceInfo,
) -> IrResult<CseCounts> {
    let mut cse = Cse {
        dominance,
        tables: vec![ScopedTable::default()],
        to_erase: Vec::new(),
        counts: CseCounts::default(),
    };
    for r in ctx.regions(root).to_vec() {
        cse.region(ctx, r);
    }
    for op in std::mem::take(&mut cse.to_erase) {
        ctx.erase_op(op)?;
    }
    Ok(cse.counts)
}

impl Cse<'_> {
    fn table(&mut self) -> &mut ScopedTable {
        self.tables.last_mut().expect("a table is always open")
    }

    fn region(&mut self, ctx: &mut Context, r: RegionId) {
        let blocks = ctx.blocks(r).to_vec();
        if blocks.is_empty() {
            return;
        }
        // Graph regions (a registered op's, say `builtin.module`'s) have no
        // dominance; an unregistered op's are taken to have it.
        let ssa = ctx.region_parent_op(r).is_none_or(|p| {
            let index = ctx.regions(p).iter().position(|&x| x == r);
            !ctx.registry.is_registered(ctx.op_name(p))
                || index.is_none_or(|i| has_ssa_dominance(ctx, p, i))
        });
        if blocks.len() == 1 {
            self.table().open();
            self.block(ctx, blocks[0], ssa);
            self.table().close();
            return;
        }
        if !ssa {
            return;
        }
        let tree = self.dominance.tree(ctx, r);
        self.dominated(ctx, blocks[0], &tree);
    }

    /// `b` and the blocks it dominates, each in a scope inside its
    /// dominator's.
    fn dominated(&mut self, ctx: &mut Context, b: BlockId, tree: &DominatorTree) {
        self.table().open();
        self.block(ctx, b, true);
        for child in tree.children(b) {
            self.dominated(ctx, child, tree);
        }
        self.table().close();
    }

    fn block(&mut self, ctx: &mut Context, b: BlockId, ssa: bool) {
        for op in ctx.block_ops(b) {
            let regions = ctx.regions(op).to_vec();
            if !regions.is_empty() {
                // An op that may be isolated from above (an unregistered
                // one too) sees nothing from outside.
                let isolated = op_trait(ctx, op, Traits::ISOLATED_FROM_ABOVE).unwrap_or(true);
                if isolated {
                    self.tables.push(ScopedTable::default());
                }
                for r in regions {
                    crate::stack::grow(|| self.region(ctx, r));
                }
                if isolated {
                    self.tables.pop();
                }
            }
            self.operation(ctx, op, ssa);
        }
    }

    fn operation(&mut self, ctx: &mut Context, op: OpId, ssa: bool) {
        if op_trait(ctx, op, Traits::TERMINATOR) == Some(true) {
            return;
        }
        if is_op_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            self.counts.num_dce += 1;
            return;
        }
        if ctx.regions(op).iter().any(|&r| ctx.blocks(r).len() > 1) {
            return;
        }
        let pure = is_memory_effect_free(ctx, op);
        if !pure && !only_reads(ctx, op) {
            return;
        }
        let hash = op_hash(ctx, op);
        let Some(existing) = self.lookup(ctx, hash, op) else {
            self.table().insert(hash, op);
            return;
        };
        // A read is only the same value when nothing in between may write.
        if !pure && !no_writes_between(ctx, existing, op) {
            self.table().insert(hash, op);
            return;
        }
        self.replace(ctx, existing, op, ssa);
    }

    /// The op of the table equal to `op`.
    fn lookup(&self, ctx: &Context, hash: u64, op: OpId) -> Option<OpId> {
        let table = self.tables.last()?;
        table
            .by_hash
            .get(&hash)?
            .iter()
            .rev()
            .copied()
            .find(|&other| equivalent(ctx, other, op, &mut FxHashMap::default()))
    }

    /// Replaces `op` by `existing`, which comes first. In a graph region
    /// only the users not met yet switch; `op` goes when none is left.
    fn replace(&mut self, ctx: &mut Context, existing: OpId, op: OpId, ssa: bool) {
        for i in 0..ctx.num_results(op) {
            let (from, to) = (ctx.result(op, i), ctx.result(existing, i));
            for u in ctx.uses(from) {
                if ssa || !self.met(ctx, u.op) {
                    ctx.set_operand(u.op, u.index as usize, to);
                }
            }
        }
        self.counts.num_cse += 1;
        if (0..ctx.num_results(op)).all(|i| !ctx.has_uses(ctx.result(op, i))) {
            self.to_erase.push(op);
        }
        let unknown = ctx.unknown_loc();
        if ctx.op_loc(existing) == unknown && ctx.op_loc(op) != unknown {
            let loc = ctx.op_loc(op);
            ctx.set_op_loc(existing, loc);
        }
    }

    /// Whether an op equal to `op` is in the table (MLIR asks the table,
    /// which compares ops by value).
    fn met(&self, ctx: &Context, op: OpId) -> bool {
        self.lookup(ctx, op_hash(ctx, op), op).is_some()
    }
}

/// Whether no op between `first` and `second`, in one block, may write
/// (see [`writes_nothing`]).
fn no_writes_between(ctx: &Context, first: OpId, second: OpId) -> bool {
    if ctx.parent_block(first) != ctx.parent_block(second) {
        return false;
    }
    let mut cur = ctx.next_op(first);
    while let Some(o) = cur {
        if o == second {
            return true;
        }
        if !writes_nothing(ctx, o) {
            return false;
        }
        cur = ctx.next_op(o);
    }
    false
}

fn is_commutative(ctx: &Context, op: OpId) -> bool {
    op_trait(ctx, op, Traits::COMMUTATIVE) == Some(true)
}

/// A hash of what makes two ops equal: name, attributes, properties,
/// result types and operands (in any order for a commutative op).
fn op_hash(ctx: &Context, op: OpId) -> u64 {
    let mut h = FxHasher::default();
    ctx.op_name(op).hash(&mut h);
    ctx.attr_dictionary(op).hash(&mut h);
    ctx.properties(op).hash(&mut h);
    for r in ctx.op_results(op) {
        r.ty.hash(&mut h);
    }
    let mut operands: smallvec::SmallVec<[Value; 4]> =
        ctx.op_operands(op).iter().map(|o| o.value).collect();
    if is_commutative(ctx, op) {
        operands.sort();
    }
    operands.hash(&mut h);
    h.finish()
}

/// Whether `a` and `b` agree in all that MLIR's `OperationEquivalence`
/// compares besides their operands' values, their regions and their
/// locations: name, discardable attributes, properties, result types, and
/// the numbers of regions, successors, operands and results.
pub(crate) fn same_shape(ctx: &Context, a: OpId, b: OpId) -> bool {
    let same = |x: Attribute, y: Attribute| x == y;
    same(ctx.attr_dictionary(a), ctx.attr_dictionary(b))
        && ctx.op_name(a) == ctx.op_name(b)
        && ctx.regions(a).len() == ctx.regions(b).len()
        && ctx.successors(a).len() == ctx.successors(b).len()
        && ctx.num_operands(a) == ctx.num_operands(b)
        && ctx.num_results(a) == ctx.num_results(b)
        && ctx.properties(a) == ctx.properties(b)
        && ctx
            .op_results(a)
            .iter()
            .map(|r| r.ty)
            .eq(ctx.op_results(b).iter().map(|r| r.ty))
}

/// Whether `a` and `b` compute the same values: same name, attributes,
/// properties, result types and operands, and structurally equal regions
/// (`map` pairs the values defined inside them).
fn equivalent(ctx: &Context, a: OpId, b: OpId, map: &mut FxHashMap<Value, Value>) -> bool {
    if !same_shape(ctx, a, b) {
        return false;
    }
    let mapped = |map: &FxHashMap<Value, Value>, v: Value| *map.get(&v).unwrap_or(&v);
    let mut lhs: Vec<Value> = ctx
        .operands(a)
        .into_iter()
        .map(|v| mapped(map, v))
        .collect();
    let mut rhs = ctx.operands(b);
    if is_commutative(ctx, a) {
        lhs.sort();
        rhs.sort();
    }
    if lhs != rhs {
        return false;
    }
    for (&ra, &rb) in ctx.regions(a).iter().zip(ctx.regions(b)) {
        if !regions_equivalent(ctx, ra, rb, map) {
            return false;
        }
    }
    for i in 0..ctx.num_results(a) {
        map.insert(ctx.result(a, i), ctx.result(b, i));
    }
    true
}

fn regions_equivalent(
    ctx: &Context,
    a: RegionId,
    b: RegionId,
    map: &mut FxHashMap<Value, Value>,
) -> bool {
    let (ba, bb) = (ctx.blocks(a), ctx.blocks(b));
    if ba.len() != bb.len() {
        return false;
    }
    for (&x, &y) in ba.iter().zip(bb) {
        let (xa, ya) = (ctx.block_args(x), ctx.block_args(y));
        if ctx.value_types(xa.iter().copied()) != ctx.value_types(ya.iter().copied()) {
            return false;
        }
        map.extend(xa.into_iter().zip(ya));
        let (ox, oy) = (ctx.block_ops(x), ctx.block_ops(y));
        if ox.len() != oy.len()
            || !ox
                .iter()
                .zip(&oy)
                .all(|(&p, &q)| equivalent(ctx, p, q, map))
        {
            return false;
        }
    }
    true
}
