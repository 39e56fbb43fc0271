//! `view-op-graph` (MLIR's `ViewOpGraph` pass): the op it runs on as a
//! Graphviz graph, written to standard error as mlir-opt writes it. Ops
//! are record nodes with a port per operand and result, ops with regions
//! and blocks are clusters, uses are edges (and, on request, the order of
//! the ops in a block dashed edges).

use crate::asm::printer::{attr_to_string, type_to_string};
use crate::asm::ValueNames;
use crate::ir::builtin_types::ShapedType;
use crate::ir::WalkOrder;
use crate::pass::{Pass, PassFailure, PassOptions};
use crate::{AttrKind, Attribute, BlockId, Context, OpId, Type, Value};
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;

/// Prints the graph of the op it runs on.
pub struct ViewOpGraph {
    options: PassOptions,
    /// What MLIR's pass keeps from one run to the next, when one instance
    /// runs on several ops (nested on functions): node numbers go on, and
    /// the data-flow edges of the earlier runs are written again.
    counter: u32,
    earlier_uses: Vec<String>,
}

impl Default for ViewOpGraph {
    fn default() -> ViewOpGraph {
        ViewOpGraph {
            options: PassOptions::new()
                .with(
                    "max-label-len",
                    "Limit attribute/type length to number of chars",
                    20u32,
                )
                .with("print-attrs", "Print attributes of operations", true)
                .with(
                    "print-control-flow-edges",
                    "Print control flow edges",
                    false,
                )
                .with("print-data-flow-edges", "Print data flow edges", true)
                .with(
                    "print-result-types",
                    "Print result types of operations",
                    true,
                ),
            counter: 0,
            earlier_uses: Vec::new(),
        }
    }
}

impl Pass for ViewOpGraph {
    fn argument(&self) -> &'static str {
        "view-op-graph"
    }
    fn description(&self) -> &'static str {
        "Print Graphviz visualization of an operation"
    }
    fn name(&self) -> &'static str {
        "ViewOpGraph"
    }
    fn options(&self) -> Option<&PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        let settings = Settings {
            max_label_len: *self.options.get::<u32>("max-label-len") as usize,
            attrs: *self.options.get::<bool>("print-attrs"),
            control_flow: *self.options.get::<bool>("print-control-flow-edges"),
            data_flow: *self.options.get::<bool>("print-data-flow-edges"),
            result_types: *self.options.get::<bool>("print-result-types"),
            // The elision limit of the tool's printing flags, as MLIR's
            // `OpPrintingFlags` reads it.
            elide_limit: ctx
                .note_print_options
                .elide_elements_if_larger
                .unwrap_or(16),
        };
        let mut w = Writer::new(ctx, op, settings, self.counter);
        w.graph(op, &mut self.earlier_uses);
        self.counter = w.counter;
        eprint!("{}", w.out);
        Ok(())
    }
}

/// The pass options, read once.
#[derive(Clone, Copy)]
struct Settings {
    max_label_len: usize,
    attrs: bool,
    control_flow: bool,
    data_flow: bool,
    result_types: bool,
    elide_limit: u64,
}

/// A node of the graph; for a cluster, the invisible node inside it that
/// edges to and from the cluster attach to, and the cluster's number.
#[derive(Clone, Copy, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

impl<'c> Writer<'c> {
    fn new(ctx: &'c Context, op: OpId, settings: Settings, counter: u32) -> Writer<'c> {
        let mut names_opts = ctx.note_print_options;
        names_opts.local_scope = false;
        Writer {
            ctx,
            settings,
            names: ValueNames::new(ctx, op, names_opts),
            colors: colors(ctx, op),
            out: String::new(),
            depth: 0,
            counter,
            nodes: FxHashMap::default(),
            uses: Vec::new(),
            edges: Vec::new(),
        }
    }

    /// The DOT text of `op`'s graph, with the data-flow edges of earlier
    /// runs (to which this run's are added).
    fn graph(&mut self, op: OpId, earlier_uses: &mut Vec<String>) {
        self.line("digraph G {");
        self.depth += 1;
        // Edges between clusters need compound mode.
        self.line("compound = true;");
        self.operation(op);
        for (value, user, port) in std::mem::take(&mut self.uses) {
            let from = self.nodes.get(&value).copied().unwrap_or_default();
            earlier_uses.push(self.edge_text(from, user, &port, "solid"));
        }
        let edges = std::mem::take(&mut self.edges);
        for edge in edges.iter().chain(earlier_uses.iter()) {
            self.line(&format!("{edge};"));
        }
        self.depth -= 1;
        self.line("}");
    }
}

/// The fill color of each op name: hues spread evenly over the names in
/// the order a post-order walk meets them, muted for black text.
fn colors(ctx: &Context, op: OpId) -> FxHashMap<&str, String> {
    let mut order: Vec<&str> = Vec::new();
    ctx.walk(op, WalkOrder::PostOrder, &mut |o| {
        let name = ctx.op_name_str(o);
        if !order.contains(&name) {
            order.push(name);
        }
    });
    let n = order.len() as f64;
    order
        .iter()
        .enumerate()
        .map(|(i, &name)| (name, format!("{:.6} 0.3 0.95", i as f64 / n)))
        .collect()
}

struct Writer<'c> {
    ctx: &'c Context,
    settings: Settings,
    names: ValueNames,
    colors: FxHashMap<&'c str, String>,
    out: String,
    depth: usize,
    counter: u32,
    /// The node that defines each value.
    nodes: FxHashMap<Value, Node>,
    /// Each use: the value, the node of its user, the value's port.
    uses: Vec<(Value, Node, String)>,
    /// The edge statements, written after every node.
    edges: Vec<String>,
}

impl Writer<'_> {
    fn line(&mut self, text: &str) {
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A node statement; a `background` fills it.
    fn node(&mut self, label: &str, shape: &str, background: Option<&str>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let mut attrs = BTreeMap::new();
        attrs.insert("label", quote(label));
        attrs.insert("shape", shape.to_string());
        if let Some(background) = background {
            attrs.insert("style", "filled".to_string());
            attrs.insert("fillcolor", quote(background));
        }
        self.line(&format!("v{id} {};", attr_list(&attrs)));
        Node { id, cluster: None }
    }

    /// A cluster whose body `body` writes, with an invisible node inside
    /// for edges to attach to.
    fn cluster(&mut self, label: &str, body: impl FnOnce(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.depth += 1;
        let anchor = self.node(" ", "plain", None);
        self.line(&format!("label = {};", quote(label)));
        body(self);
        self.depth -= 1;
        self.line("}");
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    /// An op: a cluster of its regions, or a record node.
    fn operation(&mut self, op: OpId) -> Node {
        let ctx = self.ctx;
        let node = if ctx.regions(op).is_empty() {
            let color = self.colors.get(ctx.op_name_str(op)).cloned();
            let label = self.record_label(op);
            self.node(&label, "Mrecord", color.as_deref())
        } else {
            let label = self.cluster_label(op);
            self.cluster(&label, |w| {
                for &region in ctx.regions(op) {
                    for &block in ctx.blocks(region) {
                        w.block(block);
                    }
                }
            })
        };
        if self.settings.data_flow {
            for operand in ctx.operands(op) {
                let port = self.port(operand);
                self.uses.push((operand, node, port));
            }
        }
        for result in ctx.results(op) {
            self.nodes.insert(result, node);
        }
        node
    }

    /// A block: a cluster of a node per argument and per op.
    fn block(&mut self, block: BlockId) {
        let ctx = self.ctx;
        self.cluster("", |w| {
            for arg in ctx.block_args(block) {
                let label = w.result_port(arg);
                let node = w.node(&label, "Mrecord", None);
                w.nodes.insert(arg, node);
            }
            let mut previous = None;
            for op in ctx.block_ops(block) {
                let node = w.operation(op);
                if let Some(previous) = previous.filter(|_| w.settings.control_flow) {
                    w.edge(previous, node, "", "dashed");
                }
                previous = Some(node);
            }
        });
    }

    /// An edge from `from` to `to`, between the ports of a value where the
    /// ends are nodes, clipped at a cluster's border where they are not.
    fn edge(&mut self, from: Node, to: Node, port: &str, style: &str) {
        let edge = self.edge_text(from, to, port, style);
        self.edges.push(edge);
    }

    fn edge_text(&self, from: Node, to: Node, port: &str, style: &str) -> String {
        let mut attrs = BTreeMap::new();
        attrs.insert("style", style.to_string());
        if let Some(c) = from.cluster {
            attrs.insert("ltail", format!("cluster_{c}"));
        }
        if let Some(c) = to.cluster {
            attrs.insert("lhead", format!("cluster_{c}"));
        }
        let mut edge = format!("v{}", from.id);
        if !port.is_empty() && from.cluster.is_none() {
            edge.push_str(&format!(":res{port}:s"));
        }
        edge.push_str(&format!(" -> v{}", to.id));
        if !port.is_empty() && to.cluster.is_none() {
            edge.push_str(&format!(":arg{port}:n"));
        }
        edge.push_str(&attr_list(&attrs));
        edge
    }

    /// A value's port name: its name with `%` and `#` as `_`.
    fn port(&self, value: Value) -> String {
        self.names.operand(self.ctx, value).replace(['%', '#'], "_")
    }

    /// `<resPORT> %name type`: a result or block argument's field.
    fn result_port(&self, value: Value) -> String {
        let mut field = format!(
            "<res{}> {}",
            self.port(value),
            self.names.operand(self.ctx, value)
        );
        if self.settings.result_types {
            field.push(' ');
            field.push_str(&self.type_text(self.ctx.value_type(value)));
        }
        field
    }

    /// A record node's label: `{{operands}|name\l attributes|{results}}`.
    fn record_label(&self, op: OpId) -> String {
        let ctx = self.ctx;
        let mut label = String::from("{");
        let operands = ctx.operands(op);
        if !operands.is_empty() {
            let fields: Vec<String> = operands
                .iter()
                .map(|&v| format!("<arg{}> {}", self.port(v), self.names.operand(ctx, v)))
                .collect();
            label.push_str(&format!("{{{}}}|", fields.join("|")));
        }
        label.push_str(ctx.op_name_str(op));
        label.push_str("\\l");
        let attrs = self.attributes(op);
        if self.settings.attrs && !attrs.is_empty() {
            // A blank line between the name and the attributes.
            label.push_str("\\l");
            label.push_str(&attrs);
        }
        let results = ctx.results(op);
        if !results.is_empty() {
            let fields: Vec<String> = results.iter().map(|&v| self.result_port(v)).collect();
            label.push_str(&format!("|{{{}}}", fields.join("|")));
        }
        label.push('}');
        label
    }

    /// A cluster's label: the op's name, result types and attributes.
    fn cluster_label(&self, op: OpId) -> String {
        let ctx = self.ctx;
        let mut label = ctx.op_name_str(op).to_string();
        if self.settings.result_types {
            let types: Vec<String> = ctx
                .results(op)
                .iter()
                .map(|&v| type_to_string(ctx, ctx.value_type(v)))
                .collect();
            label.push_str(&format!(" : ({})", self.truncate(&types.join(", "))));
        }
        if self.settings.attrs {
            label.push_str("\\l");
            label.push_str(&self.attributes(op));
        }
        label
    }

    /// `name: value\l` for each attribute, inherent and discardable, by name.
    fn attributes(&self, op: OpId) -> String {
        let ctx = self.ctx;
        let mut attrs: Vec<(&str, Attribute)> = ctx
            .attrs(op)
            .iter()
            .map(|&(name, value)| (ctx.symbol_str(name), value))
            .collect();
        if let Some(AttrKind::Dictionary(props)) = ctx.properties(op).map(|p| ctx.attr_kind(p)) {
            attrs.extend(
                props
                    .iter()
                    .map(|&(name, value)| (ctx.symbol_str(name), value)),
            );
        }
        attrs.sort_by(|a, b| a.0.cmp(b.0));
        attrs
            .iter()
            .map(|&(name, value)| format!("{name}: {}\\l", self.attr_text(value)))
            .collect()
    }

    /// An attribute, large elements and arrays elided, long text cut.
    fn attr_text(&self, attr: Attribute) -> String {
        let ctx = self.ctx;
        let limit = self.settings.elide_limit;
        match ctx.attr_kind(attr) {
            AttrKind::DenseElements { splat: true, .. } => {
                return escape_label(&attr_to_string(ctx, attr))
            }
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => {
                let shape = ShapedType::try_from(ctx, *ty).and_then(|s| s.shape(ctx));
                let shape = shape.unwrap_or_default();
                let count: u64 = shape.iter().map(|d| d.unwrap_or(0).max(0) as u64).product();
                if count > limit {
                    let rank = shape.len();
                    return format!(
                        "{}...{} : {}",
                        "[".repeat(rank),
                        "]".repeat(rank),
                        self.type_text(*ty)
                    );
                }
            }
            AttrKind::Array(items) if items.len() as u64 > limit => return "[...]".to_string(),
            _ => {}
        }
        escape_label(&self.truncate(&attr_to_string(ctx, attr)))
    }

    /// A type, cut and escaped.
    fn type_text(&self, ty: Type) -> String {
        escape_label(&self.truncate(&type_to_string(self.ctx, ty)))
    }

    /// `text` cut to the maximum label length, `...` after a cut.
    fn truncate(&self, text: &str) -> String {
        let max = self.settings.max_label_len;
        if text.len() <= max {
            return text.to_string();
        }
        format!("{}...", String::from_utf8_lossy(&text.as_bytes()[..max]))
    }
}

/// `"text"`.
fn quote(text: &str) -> String {
    format!("\"{text}\"")
}

/// `[key = value, ...]`, keys in order.
fn attr_list(attrs: &BTreeMap<&str, String>) -> String {
    let items: Vec<String> = attrs.iter().map(|(k, v)| format!("{k} = {v}")).collect();
    format!("[{}]", items.join(", "))
}

/// Text for a record label: braces, bars, angle brackets, quotes and
/// newlines escaped with a backslash, as Graphviz requires.
fn escape_label(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '{' | '|' | '<' | '}' | '>' | '\n' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}
