//! The call graph (MLIR's `CallGraph` analysis): a node per callable
//! region, edges for the calls made in it and for the callables nested in
//! it, and the strongly connected components in the order MLIR's inliner
//! visits them (`llvm::scc_iterator` from the external caller node).

use std::collections::HashMap;

pub use crate::analysis::scc::SccIterator;
use crate::interfaces::call::CallInterfaceCallable;
use crate::interfaces::prelude::mlir::{CallOpInterface, CallableOpInterface};
use crate::{Context, OpId, RegionId};

/// A node of a [`CallGraph`], by index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(usize);

/// What an edge stands for (MLIR's `CallGraphNode::Edge::Kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeKind {
    /// From the external caller node to a callable that may be called
    /// from outside.
    Abstract,
    /// A call in the source's region.
    Call,
    /// A callable nested in the source's region.
    Child,
}

/// A callable region, or one of the two nodes without one.
#[derive(Debug)]
struct Node {
    region: Option<RegionId>,
    /// Unique `(target, kind)` pairs in the order added.
    edges: Vec<(NodeId, EdgeKind)>,
}

/// The callables nested in an op and the calls between them.
#[derive(Debug)]
pub struct CallGraph {
    nodes: Vec<Node>,
    by_region: HashMap<RegionId, NodeId>,
}

/// The inliner takes the call graph from the pass manager's analyses, as
/// MLIR's does, so that a timing report lists `(A) CallGraph` under it.
impl crate::pass::Analysis for CallGraph {
    fn compute(ctx: &Context, op: OpId) -> CallGraph {
        CallGraph::new(ctx, op)
    }
}

const EXTERNAL_CALLER: NodeId = NodeId(0);
const UNKNOWN_CALLEE: NodeId = NodeId(1);

impl CallGraph {
    /// The call graph of the callables nested in `op`: first every
    /// callable, then the calls, as MLIR computes it.
    pub fn new(ctx: &Context, op: OpId) -> CallGraph {
        let external = || Node {
            region: None,
            edges: Vec::new(),
        };
        let mut cg = CallGraph {
            nodes: vec![external(), external()],
            by_region: HashMap::new(),
        };
        cg.compute(ctx, op, None, false);
        cg.compute(ctx, op, None, true);
        cg
    }

    fn compute(&mut self, ctx: &Context, op: OpId, mut parent: Option<NodeId>, calls: bool) {
        if let Some(call) = CallOpInterface::try_from(ctx, op) {
            if let (true, Some(parent)) = (calls, parent) {
                let target = self.resolve_callable(ctx, call.id());
                self.add_edge(parent, target, EdgeKind::Call);
            }
            return;
        }
        if let Some(callable) = CallableOpInterface::try_from(ctx, op) {
            let Some(region) = callable.get_callable_region(ctx) else {
                return;
            };
            parent = Some(self.get_or_add_node(region, parent));
        }
        for &region in ctx.regions(op) {
            for nested in ctx.region_op_iter(region) {
                crate::stack::grow(|| self.compute(ctx, nested, parent, calls));
            }
        }
    }

    fn get_or_add_node(&mut self, region: RegionId, parent: Option<NodeId>) -> NodeId {
        if let Some(&node) = self.by_region.get(&region) {
            return node;
        }
        let node = NodeId(self.nodes.len());
        self.nodes.push(Node {
            region: Some(region),
            edges: Vec::new(),
        });
        self.by_region.insert(region, node);
        match parent {
            Some(parent) => self.add_edge(parent, node, EdgeKind::Child),
            // Every top callable may be called from outside, as MLIR
            // conservatively assumes.
            None => self.add_edge(EXTERNAL_CALLER, node, EdgeKind::Abstract),
        }
        node
    }

    fn add_edge(&mut self, from: NodeId, to: NodeId, kind: EdgeKind) {
        let edges = &mut self.nodes[from.0].edges;
        if !edges.contains(&(to, kind)) {
            edges.push((to, kind));
        }
    }

    /// The node of callable region `region`, if it has one.
    pub fn lookup_node(&self, region: RegionId) -> Option<NodeId> {
        self.by_region.get(&region).copied()
    }

    /// The node `call` calls, or the unknown callee node (MLIR's
    /// `resolveCallable`).
    pub fn resolve_callable(&self, ctx: &Context, call: OpId) -> NodeId {
        CallOpInterface::try_from(ctx, call)
            .and_then(|call| call.resolve_callable(ctx))
            .and_then(|callee| CallableOpInterface::try_from(ctx, callee))
            .and_then(|callable| callable.get_callable_region(ctx))
            .and_then(|region| self.lookup_node(region))
            .unwrap_or(UNKNOWN_CALLEE)
    }

    /// Whether `node` is the external caller or the unknown callee.
    pub fn is_external(&self, node: NodeId) -> bool {
        self.nodes[node.0].region.is_none()
    }

    /// The callable region of `node`: `None` for an external node, and
    /// once the region is erased.
    pub fn callable_region(&self, ctx: &Context, node: NodeId) -> Option<RegionId> {
        self.nodes[node.0].region.filter(|&r| ctx.is_live(r))
    }

    /// The op whose callable region is `node`'s, while it exists.
    pub fn callable_op(&self, ctx: &Context, node: NodeId) -> Option<OpId> {
        ctx.region_parent_op(self.callable_region(ctx, node)?)
    }

    /// The edges out of `node`, in the order they were found.
    pub fn edges(&self, node: NodeId) -> &[(NodeId, EdgeKind)] {
        &self.nodes[node.0].edges
    }

    /// Whether a callable is nested in `node`'s region.
    pub fn has_children(&self, node: NodeId) -> bool {
        self.edges(node).iter().any(|&(_, k)| k == EdgeKind::Child)
    }

    /// Every node with a region, in the order they were added.
    pub fn callable_nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        (2..self.nodes.len()).map(NodeId)
    }

    /// The strongly connected components reachable from the external
    /// caller node, callees before callers, each in the order LLVM's
    /// `scc_iterator` (Tarjan's algorithm, iterative) gives them.
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        let mut iter = self.scc_iterator();
        std::iter::from_fn(|| iter.next_scc(self.children())).collect()
    }

    /// A walk of the components from the external caller node.
    pub fn scc_iterator(&self) -> SccIterator<NodeId> {
        SccIterator::new(EXTERNAL_CALLER)
    }

    /// The `i`-th node a node has an edge to, for [`SccIterator::next_scc`].
    pub fn children(&self) -> impl Fn(NodeId, usize) -> Option<NodeId> + '_ {
        |node, i| self.edges(node).get(i).map(|&(child, _)| child)
    }
}

/// Whether `callable` names its callee by a nested symbol reference
/// (`@m::@f`), which MLIR's inliner leaves alone.
pub(super) fn calls_nested_symbol(ctx: &Context, call: OpId) -> bool {
    let Some(CallInterfaceCallable::Symbol(reference)) =
        CallOpInterface::try_from(ctx, call).and_then(|c| c.get_callable_for_callee(ctx))
    else {
        return false;
    };
    matches!(ctx.attr_kind(reference), crate::AttrKind::SymbolRef { nested, .. } if !nested.is_empty())
}
