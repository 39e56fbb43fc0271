//! The symbol uses of call graph nodes (MLIR's `CGUseList`): how many
//! references each discardable callable has, so that the inliner moves a
//! callable's body into its last caller and erases callables nothing
//! refers to any more. References are symbols, with no use lists of
//! their own, hence the counting.

use std::collections::{HashMap, HashSet};

use super::call_graph::{CallGraph, EdgeKind, NodeId};
use crate::interfaces::prelude::mlir::CallableOpInterface;
use crate::interfaces::symbol_table::{can_discard_on_use_empty, is_symbol, symbol_uses};
use crate::interfaces::symbols::{
    is_symbol_table, lookup_nearest_symbol_from, visibility, Visibility,
};
use crate::rewrite::effects::is_memory_effect_free;
use crate::{Attribute, Context, OpId};

/// The nodes one node refers to.
#[derive(Debug, Default)]
struct NodeUses {
    /// Referred to by the callable op itself; counted once each.
    top_level: HashSet<NodeId>,
    /// Referred to by ops inside the callable, counted per reference.
    inner: HashMap<NodeId, i64>,
}

/// The use counts of the call graph's discardable nodes.
#[derive(Debug, Default)]
pub struct UseList {
    /// Discardable symbol nodes and how many references they have.
    discardable: HashMap<NodeId, i64>,
    /// What each node refers to.
    node_uses: HashMap<NodeId, NodeUses>,
}

/// The references to resolved nodes seen so far in one walk.
type ResolvedRefs = HashMap<Attribute, Option<NodeId>>;

/// Calls `f` with each call graph node the symbol references held by `op`
/// (and the ops in it) resolve to, and the op holding the reference
/// (MLIR's `walkReferencedSymbolNodes`).
fn walk_referenced_nodes(
    ctx: &Context,
    op: OpId,
    cg: &CallGraph,
    resolved: &mut ResolvedRefs,
    f: &mut dyn FnMut(NodeId, OpId),
) {
    let (Some(uses), Some(table)) = (symbol_uses(ctx, op), ctx.parent_op(op)) else {
        return;
    };
    for symbol_use in uses {
        let node = *resolved.entry(symbol_use.reference).or_insert_with(|| {
            lookup_nearest_symbol_from(ctx, table, symbol_use.reference)
                .and_then(|symbol| CallableOpInterface::try_from(ctx, symbol))
                .and_then(|callable| callable.get_callable_region(ctx))
                .and_then(|region| cg.lookup_node(region))
        });
        if let Some(node) = node {
            f(node, symbol_use.user);
        }
    }
}

/// Visits the symbol tables nested in `op` (and `op`), inner ones first,
/// with whether every use of their symbols is visible from here (MLIR's
/// `SymbolTable::walkSymbolTables`).
fn walk_symbol_tables(
    ctx: &Context,
    op: OpId,
    mut all_visible: bool,
    f: &mut dyn FnMut(OpId, bool),
) {
    let table = is_symbol_table(ctx, op);
    if table {
        all_visible |= !is_symbol(ctx, op) || visibility(ctx, op) == Visibility::Private;
    } else {
        all_visible = true;
    }
    for &region in ctx.regions(op) {
        for nested in ctx.region_op_iter(region) {
            crate::stack::grow(|| walk_symbol_tables(ctx, nested, all_visible, f));
        }
    }
    if table {
        f(op, all_visible);
    }
}

impl UseList {
    /// The use counts of the callables in `op`.
    pub fn new(ctx: &Context, op: OpId, cg: &CallGraph) -> UseList {
        let mut list = UseList::default();
        let mut always_live = ResolvedRefs::new();
        walk_symbol_tables(
            ctx,
            op,
            ctx.parent_block(op).is_none(),
            &mut |table, all_visible| {
                for &region in ctx.regions(table).iter().take(1) {
                    for child in ctx.region_op_iter(region) {
                        let node = CallableOpInterface::try_from(ctx, child)
                            .and_then(|c| c.get_callable_region(ctx))
                            .and_then(|r| cg.lookup_node(r));
                        if let Some(node) = node {
                            let discardable = is_symbol(ctx, child)
                                && (all_visible || visibility(ctx, child) == Visibility::Private)
                                && can_discard_on_use_empty(ctx, child);
                            if discardable {
                                list.discardable.entry(node).or_insert(0);
                            }
                            continue;
                        }
                        // What other ops refer to stays.
                        walk_referenced_nodes(ctx, child, cg, &mut always_live, &mut |_, _| {});
                    }
                }
            },
        );
        for node in always_live.into_values().flatten() {
            list.discardable.remove(&node);
        }
        for node in cg.callable_nodes() {
            list.recompute_uses(ctx, node, cg);
        }
        list
    }

    /// Drops the references that `call`, in `user`'s region, holds.
    pub fn drop_call_uses(&mut self, ctx: &Context, user: NodeId, call: OpId, cg: &CallGraph) {
        let user_refs = &mut self.node_uses.entry(user).or_default().inner;
        let discardable = &mut self.discardable;
        walk_referenced_nodes(ctx, call, cg, &mut ResolvedRefs::new(), &mut |node, _| {
            if let Some(count) = user_refs.get_mut(&node) {
                *count -= 1;
                *discardable.entry(node).or_insert(0) -= 1;
            }
        });
    }

    /// Forgets `node` and the nodes nested in it, and what they refer to.
    pub fn erase_node(&mut self, node: NodeId, cg: &CallGraph) {
        for &(child, kind) in cg.edges(node) {
            if kind == EdgeKind::Child {
                self.erase_node(child, cg);
            }
        }
        if let Some(uses) = self.node_uses.remove(&node) {
            self.decrement_discardable_uses(&uses);
        }
        self.discardable.remove(&node);
    }

    /// Whether nothing refers to `node` and it may go.
    pub fn is_dead(&self, ctx: &Context, node: NodeId, cg: &CallGraph) -> bool {
        self.use_count_is(ctx, node, cg, 0)
    }

    /// Whether `node` has one reference and may go after it.
    pub fn has_one_use_and_discardable(&self, ctx: &Context, node: NodeId, cg: &CallGraph) -> bool {
        self.use_count_is(ctx, node, cg, 1)
    }

    fn use_count_is(&self, ctx: &Context, node: NodeId, cg: &CallGraph, n: i64) -> bool {
        let Some(op) = cg.callable_op(ctx, node) else {
            return false;
        };
        if !is_symbol(ctx, op) {
            // A callable value: its SSA uses count.
            let uses = ctx
                .results(op)
                .iter()
                .map(|&r| ctx.use_iter(r).count())
                .sum::<usize>();
            return is_memory_effect_free(ctx, op) && uses as i64 == n;
        }
        self.discardable.get(&node) == Some(&n)
    }

    /// Counts again what `node` refers to.
    pub fn recompute_uses(&mut self, ctx: &Context, node: NodeId, cg: &CallGraph) {
        let Some(op) = cg.callable_op(ctx, node) else {
            return;
        };
        if let Some(old) = self.node_uses.remove(&node) {
            self.decrement_discardable_uses(&old);
        }
        let mut uses = NodeUses::default();
        let discardable = &mut self.discardable;
        walk_referenced_nodes(
            ctx,
            op,
            cg,
            &mut ResolvedRefs::new(),
            &mut |target, user| {
                let Some(count) = discardable.get_mut(&target) else {
                    return;
                };
                if user != op {
                    *uses.inner.entry(target).or_insert(0) += 1;
                } else if !uses.top_level.insert(target) {
                    return;
                }
                *count += 1;
            },
        );
        self.node_uses.insert(node, uses);
    }

    /// Adds the references `callee` holds to `caller`, after a copy of
    /// `callee`'s body went into `caller`.
    pub fn merge_uses_after_inlining(&mut self, callee: NodeId, caller: NodeId) {
        let callee_inner: Vec<(NodeId, i64)> = self
            .node_uses
            .get(&callee)
            .map(|u| u.inner.iter().map(|(&n, &c)| (n, c)).collect())
            .unwrap_or_default();
        let caller_uses = self.node_uses.entry(caller).or_default();
        for (node, count) in callee_inner {
            *caller_uses.inner.entry(node).or_insert(0) += count;
            *self.discardable.entry(node).or_insert(0) += count;
        }
    }

    fn decrement_discardable_uses(&mut self, uses: &NodeUses) {
        for node in &uses.top_level {
            *self.discardable.entry(*node).or_insert(0) -= 1;
        }
        for (node, count) in &uses.inner {
            *self.discardable.entry(*node).or_insert(0) -= count;
        }
    }
}
