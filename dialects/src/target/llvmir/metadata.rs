//! The module's metadata nodes as LLVM keeps them: uniqued by content
//! unless distinct, referring to each other, and numbered as LLVM's
//! `SlotTracker` numbers them when it prints a module: a node when first
//! met (named metadata, then each function's attachments and
//! instructions in order), then the nodes it refers to, depth first, in
//! the order of its operands (which is not always the order its fields
//! are printed in).

use std::collections::HashMap;
use std::fmt::Write;

/// A metadata node, by its place in the table.
pub(crate) type NodeId = usize;

/// A piece of a node's text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Piece {
    Text(String),
    /// `!N` of a node.
    Node(NodeId),
}

/// A node: its text in pieces, the nodes it refers to in the order of its
/// operands, and whether it is `distinct`.
#[derive(Debug)]
struct Node {
    pieces: Vec<Piece>,
    operands: Vec<NodeId>,
    distinct: bool,
}

/// The nodes of a module and their numbers.
#[derive(Default, Debug)]
pub(crate) struct Metadata {
    nodes: Vec<Node>,
    /// The uniqued nodes by content.
    uniqued: HashMap<Vec<Piece>, NodeId>,
    /// The number of each node numbered so far.
    slots: HashMap<NodeId, usize>,
    /// The nodes numbered, in number order.
    order: Vec<NodeId>,
}

impl Metadata {
    /// A node of plain text (`!{i32 1, !"key", i32 2}`), uniqued.
    pub(crate) fn text(&mut self, text: String) -> NodeId {
        self.node(vec![Piece::Text(text)], Vec::new(), false)
    }

    /// A node of `pieces` whose operands (the nodes it refers to) are
    /// `operands` in LLVM's order; equal uniqued nodes are one.
    pub(crate) fn node(
        &mut self,
        pieces: Vec<Piece>,
        operands: Vec<NodeId>,
        distinct: bool,
    ) -> NodeId {
        if !distinct {
            if let Some(&id) = self.uniqued.get(&pieces) {
                return id;
            }
        }
        let id = self.nodes.len();
        if !distinct {
            self.uniqued.insert(pieces.clone(), id);
        }
        self.nodes.push(Node {
            pieces,
            operands,
            distinct,
        });
        id
    }

    /// Replaces the text and operands of a distinct node (a compile unit
    /// given its globals), before it is numbered.
    pub(crate) fn replace(&mut self, node: NodeId, pieces: Vec<Piece>, operands: Vec<NodeId>) {
        self.nodes[node].pieces = pieces;
        self.nodes[node].operands = operands;
    }

    /// The number of `node`, which numbers it and then the nodes it
    /// refers to (depth first) when it is met for the first time.
    pub(crate) fn slot(&mut self, node: NodeId) -> usize {
        if let Some(&n) = self.slots.get(&node) {
            return n;
        }
        let mut stack = vec![node];
        while let Some(id) = stack.pop() {
            if self.slots.contains_key(&id) {
                continue;
            }
            self.slots.insert(id, self.order.len());
            self.order.push(id);
            stack.extend(self.nodes[id].operands.iter().rev());
        }
        self.slots[&node]
    }

    /// The text of a node, numbering the nodes it refers to if need be.
    fn node_text(&mut self, id: NodeId) -> String {
        let pieces = self.nodes[id].pieces.clone();
        let mut out = String::new();
        if self.nodes[id].distinct {
            out.push_str("distinct ");
        }
        for piece in pieces {
            match piece {
                Piece::Text(t) => out.push_str(&t),
                Piece::Node(n) => {
                    let _ = write!(out, "!{}", self.slot(n));
                }
            }
        }
        out
    }

    /// `!N = node` for each node numbered, in number order.
    pub(crate) fn print(&mut self, out: &mut String) {
        let mut n = 0;
        while n < self.order.len() {
            let text = self.node_text(self.order[n]);
            let _ = writeln!(out, "!{n} = {text}");
            n += 1;
        }
    }
}
