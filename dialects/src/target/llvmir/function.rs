//! The body of one `llvm.func` as LLVM IR instructions (MLIR's
//! `ModuleTranslation::convertOneFunction`): blocks are translated in
//! dominance order into LLVM blocks kept in region order, block arguments
//! become `phi`s connected once all blocks are done (their incoming
//! values in the order of MLIR's predecessors), and each instruction is
//! numbered when printed, as LLVM's slot tracker numbers unnamed values.

use super::branches::successor_operands;
use super::constants::Constant;
use super::metadata::{Metadata, NodeId};
use super::module::ModuleState;
use super::types::IrType;
use ods_runtime::diag::Diagnostic;
use ods_runtime::helpers::predecessor_edges;
use ods_runtime::{BlockId, Context, OpId, RegionId, Value};
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// An operand of an instruction: a constant, or a local value (argument
/// or instruction result) by its index, with its type.
#[derive(Clone, Debug)]
pub(crate) enum Operand {
    Const(IrType, Constant),
    Local(IrType, usize),
}

impl Operand {
    pub(crate) fn ty(&self) -> &IrType {
        match self {
            Operand::Const(ty, _) | Operand::Local(ty, _) => ty,
        }
    }

    /// The constant, when the operand is one.
    pub(crate) fn constant(&self) -> Option<&Constant> {
        match self {
            Operand::Const(_, c) => Some(c),
            Operand::Local(..) => None,
        }
    }
}

/// A piece of an instruction's text.
#[derive(Clone, Debug)]
pub(crate) enum Part {
    Text(String),
    /// Text known when compiling (`, `, `label `), which needs no
    /// allocation.
    Str(&'static str),
    /// A value without its type.
    Value(Operand),
    /// `%N` of a block, by its index.
    Block(usize),
}

/// One instruction: its result (a local index) if it has one, and its
/// text in pieces.
#[derive(Debug)]
pub(crate) struct Inst {
    pub result: Option<usize>,
    pub parts: Vec<Part>,
    /// The metadata attached (`!prof`, `!nontemporal`): its kind and the
    /// text of its node.
    pub metadata: Vec<(&'static str, String)>,
    /// Its `!dbg` location.
    pub dbg: Option<NodeId>,
    /// The debug records before it (`#dbg_value`, ...).
    pub records: Vec<Record>,
    /// For an `invoke`, its normal destination: its result exists only on
    /// the edge there (what LLVM's verifier checks its uses against).
    pub normal_dest: Option<usize>,
}

/// A debug record (`#dbg_value(...)`): its kind, what it says of (the
/// value and the variable, or the label), its expression and location.
#[derive(Debug)]
pub(crate) struct Record {
    pub kind: &'static str,
    pub value: Option<Operand>,
    pub node: NodeId,
    pub expression: Option<String>,
    pub location: NodeId,
}

/// An LLVM block: its instructions, and the blocks that branch to it in
/// the order LLVM lists them.
#[derive(Default, Debug)]
pub(crate) struct IrBlock {
    pub insts: Vec<Inst>,
    pub preds: Vec<usize>,
}

/// A block MLIR adds before translating (`ensureDistinctSuccessors`) for
/// each edge after the first of a terminator to the same block with
/// arguments: it takes the edge's values as arguments and branches on to
/// the block.
#[derive(Debug)]
struct EdgeBlock {
    /// The terminator and the index of the successor it replaces.
    terminator: OpId,
    index: usize,
    /// The block the terminator is in, and the block the edge led to.
    source: BlockId,
    target: BlockId,
}

/// The translation of one function's body.
pub(crate) struct FunctionState<'m, 'c> {
    pub module: &'m ModuleState<'c>,
    pub ctx: &'c Context,
    values: FxHashMap<Value, Operand>,
    block_index: FxHashMap<BlockId, usize>,
    pub blocks: Vec<IrBlock>,
    current: usize,
    /// How many locals there are (arguments first).
    locals: usize,
    /// The phis of each block, by block argument: (block, instruction).
    phis: FxHashMap<BlockId, Vec<usize>>,
    /// The blocks added for repeated successors; the LLVM block of the
    /// `n`th is after the region's blocks.
    edge_blocks: Vec<EdgeBlock>,
    /// The phis of each added block: the instruction, and its value.
    edge_phis: Vec<Vec<(usize, Operand)>>,
    /// The function's `!DISubprogram`, the scope of its locations.
    pub subprogram: Option<NodeId>,
    /// The `!dbg` location of the instructions made now.
    pub debug_loc: Option<NodeId>,
    /// The debug records of the next instruction.
    pub records: Vec<Record>,
}

/// What translating an op gives: nothing, or the error that stops it.
pub(crate) type Translated = Result<(), Diagnostic>;

impl<'m, 'c> FunctionState<'m, 'c> {
    /// The state for a body whose entry block has `args`.
    pub(crate) fn new(module: &'m ModuleState<'c>, body: RegionId) -> Result<Self, Diagnostic> {
        let ctx = module.ctx;
        // A value for each result and argument, about one per op: no
        // regrowth of the map.
        let size: usize = (ctx.blocks(body).iter())
            .map(|&b| ctx.num_block_args(b) + ctx.block_op_iter(b).count())
            .sum();
        let mut state = FunctionState {
            module,
            ctx,
            values: FxHashMap::with_capacity_and_hasher(size, Default::default()),
            block_index: FxHashMap::default(),
            blocks: Vec::new(),
            current: 0,
            locals: 0,
            phis: FxHashMap::default(),
            edge_blocks: Vec::new(),
            edge_phis: Vec::new(),
            subprogram: None,
            debug_loc: None,
            records: Vec::new(),
        };
        for (i, &b) in ctx.blocks(body).iter().enumerate() {
            state.block_index.insert(b, i);
            state.blocks.push(IrBlock::default());
        }
        for &source in ctx.blocks(body) {
            let Some(terminator) = ctx.last_op(source) else {
                continue;
            };
            let successors = ctx.successors(terminator);
            for (index, &target) in successors.iter().enumerate() {
                // A block without arguments needs no distinct edges.
                if ctx.num_block_args(target) > 0 && successors[..index].contains(&target) {
                    state.edge_blocks.push(EdgeBlock {
                        terminator,
                        index,
                        source,
                        target,
                    });
                    state.blocks.push(IrBlock::default());
                    state.edge_phis.push(Vec::new());
                }
            }
        }
        if let Some(&entry) = ctx.blocks(body).first() {
            for arg in ctx.block_args(entry) {
                let ty = state.ir_type(ctx.value_type(arg), None)?;
                state.values.insert(arg, Operand::Local(ty, state.locals));
                state.locals += 1;
            }
        }
        Ok(state)
    }

    /// The LLVM type of `ty`, the error located at `op` (or unknown).
    pub(crate) fn ir_type(
        &self,
        ty: ods_runtime::Type,
        op: Option<OpId>,
    ) -> Result<IrType, Diagnostic> {
        IrType::of(self.ctx, ty).map_err(|m| {
            let loc = op.map_or_else(|| self.ctx.unknown_loc(), |op| self.ctx.op_loc(op));
            Diagnostic::error(loc, m)
        })
    }

    /// The LLVM block successor `index` of `terminator` leads to: an added
    /// block for a repeated successor.
    pub(crate) fn successor(&self, terminator: OpId, index: usize) -> usize {
        let regular = self.ctx.successors(terminator)[index];
        match (self.edge_blocks.iter()).position(|e| e.terminator == terminator && e.index == index)
        {
            Some(n) => self.block_index.len() + n,
            None => self.block_index[&regular],
        }
    }

    /// The LLVM blocks in the order MLIR translates them: each after its
    /// dominators (reverse post-order from each block not reached yet, the
    /// added blocks last, as MLIR's `getBlocksSortedByDominance`).
    fn sorted_by_dominance(&self, body: RegionId) -> Vec<usize> {
        let ctx = self.ctx;
        let regular = self.block_index.len();
        let blocks = ctx.blocks(body);
        let next = |b: usize| -> Vec<usize> {
            if b >= regular {
                return vec![self.block_index[&self.edge_blocks[b - regular].target]];
            }
            match ctx.last_op(blocks[b]) {
                Some(t) => (0..ctx.successors(t).len())
                    .map(|i| self.successor(t, i))
                    .collect(),
                None => Vec::new(),
            }
        };
        let mut seen = vec![false; self.blocks.len()];
        let mut sorted = Vec::new();
        for start in 0..self.blocks.len() {
            if seen[start] {
                continue;
            }
            // Depth first, successors in their order; a block goes after
            // all it leads to (post-order), then the walk is reversed.
            seen[start] = true;
            let mut post_order = Vec::new();
            let mut stack = vec![(start, next(start), 0)];
            while let Some((block, after, i)) = stack.last_mut() {
                match after.get(*i).copied() {
                    Some(n) => {
                        *i += 1;
                        if !seen[n] {
                            seen[n] = true;
                            stack.push((n, next(n), 0));
                        }
                    }
                    None => {
                        post_order.push(*block);
                        stack.pop();
                    }
                }
            }
            sorted.extend(post_order.into_iter().rev());
        }
        sorted
    }

    /// An added block: a phi for each argument of its target, and a
    /// branch there.
    fn translate_edge_block(&mut self, n: usize) -> Translated {
        let ctx = self.ctx;
        let target = self.edge_blocks[n].target;
        let mut phis = Vec::new();
        // MLIR's added block has the arguments of the target, at their
        // locations, and branches at the terminator's.
        for arg in ctx.block_args(target) {
            let ty = self.ir_type(ctx.value_type(arg), None)?;
            self.debug_loc = self.debug_location(ctx.value_loc(arg), None)?;
            let parts = vec![Part::Text(format!("phi {ty} "))];
            let local = self.push(Some(ty.clone()), parts).unwrap_or_default();
            phis.push((
                self.blocks[self.current].insts.len() - 1,
                Operand::Local(ty, local),
            ));
        }
        self.edge_phis[n] = phis;
        let terminator = self.edge_blocks[n].terminator;
        self.debug_loc = self.debug_location(ctx.op_loc(terminator), Some(terminator))?;
        let target = self.block_index[&target];
        let mut parts = vec![Part::Str("br ")];
        parts.extend(label(target));
        self.push_branch(parts, &[target]);
        Ok(())
    }

    /// Translates the body's blocks in dominance order, then connects the
    /// phis.
    pub(crate) fn translate_body(&mut self, body: RegionId) -> Translated {
        let ctx = self.ctx;
        let regular = self.block_index.len();
        for index in self.sorted_by_dominance(body) {
            self.current = index;
            if index >= regular {
                self.translate_edge_block(index - regular)?;
                continue;
            }
            let block = ctx.blocks(body)[index];
            if index != 0 {
                let mut phis = Vec::new();
                for arg in ctx.block_args(block) {
                    let ty = self.ir_type(ctx.value_type(arg), None)?;
                    self.debug_loc = self.debug_location(ctx.value_loc(arg), None)?;
                    let parts = vec![Part::Text(format!("phi {ty} "))];
                    let local = self.push(Some(ty.clone()), parts).unwrap_or_default();
                    self.values.insert(arg, Operand::Local(ty, local));
                    phis.push(self.blocks[self.current].insts.len() - 1);
                }
                self.phis.insert(block, phis);
            }
            for op in ctx.block_ops(block) {
                self.debug_loc = self.debug_location(ctx.op_loc(op), Some(op))?;
                super::instructions::translate_op(self, op)?;
            }
        }
        self.connect_phis(body)
    }

    /// Fills each phi with a `[ value, %pred ]` for each edge into its
    /// block, the edges in the order MLIR's use lists give them (the
    /// latest branch first, the added blocks' branches latest of all).
    fn connect_phis(&mut self, body: RegionId) -> Translated {
        let ctx = self.ctx;
        let regular = self.block_index.len();
        // (phi's LLVM block, the region's block it is if it is one, its
        // phis) for the region's blocks and the added ones.
        let mut targets: Vec<(usize, Option<BlockId>, Vec<usize>)> = Vec::new();
        for &block in ctx.blocks(body).iter().skip(1) {
            if let Some(phis) = self.phis.get(&block) {
                targets.push((self.block_index[&block], Some(block), phis.clone()));
            }
        }
        for (n, phis) in self.edge_phis.iter().enumerate() {
            targets.push((regular + n, None, phis.iter().map(|(i, _)| *i).collect()));
        }
        for (at, block, phis) in targets {
            // (the LLVM block of the edge, the values it passes)
            let mut edges: Vec<(usize, Vec<Operand>)> = Vec::new();
            match block {
                None => {
                    let edge = &self.edge_blocks[at - regular];
                    let values = successor_operands(ctx, edge.terminator, edge.index);
                    let values = self.values_at(&values, edge.terminator)?;
                    edges.push((self.block_index[&edge.source], values));
                }
                Some(block) => {
                    // The added blocks' branches are the latest edges.
                    for (n, edge) in self.edge_blocks.iter().enumerate().rev() {
                        if edge.target == block {
                            let values = self.edge_phis[n].iter().map(|(_, v)| v.clone());
                            edges.push((regular + n, values.collect()));
                        }
                    }
                    for (pred, index) in predecessor_edges(ctx, block) {
                        let Some(terminator) = ctx.last_op(pred) else {
                            continue;
                        };
                        if self.successor(terminator, index) == at {
                            let values = successor_operands(ctx, terminator, index);
                            let values = self.values_at(&values, terminator)?;
                            edges.push((self.block_index[&pred], values));
                        }
                    }
                }
            }
            for (arg_index, &phi) in phis.iter().enumerate() {
                for (n, (pred, values)) in edges.iter().enumerate() {
                    let Some(value) = values.get(arg_index).cloned() else {
                        let message = "missing the value of a block argument";
                        return Err(Diagnostic::error(ctx.unknown_loc(), message));
                    };
                    let sep = if n == 0 { "[ " } else { ", [ " };
                    let parts = &mut self.blocks[at].insts[phi].parts;
                    parts.push(Part::Text(sep.to_string()));
                    parts.push(Part::Value(value));
                    parts.push(Part::Str(", "));
                    parts.push(Part::Block(*pred));
                    parts.push(Part::Str(" ]"));
                }
            }
        }
        Ok(())
    }

    /// The operands `values` were translated to, as `user` sees them.
    fn values_at(&self, values: &[Value], user: OpId) -> Result<Vec<Operand>, Diagnostic> {
        values.iter().map(|&v| self.value(v, user)).collect()
    }

    /// The operand a value was translated to.
    pub(crate) fn value(&self, value: Value, user: OpId) -> Result<Operand, Diagnostic> {
        self.values.get(&value).cloned().ok_or_else(|| {
            Diagnostic::error(self.ctx.op_loc(user), "operand has no LLVM IR value yet")
        })
    }

    /// The operands of `op`, translated.
    pub(crate) fn operands(&self, op: OpId) -> Result<Vec<Operand>, Diagnostic> {
        self.ctx
            .operands(op)
            .into_iter()
            .map(|v| self.value(v, op))
            .collect()
    }

    /// Maps `value` to what it was translated to.
    pub(crate) fn map(&mut self, value: Value, to: Operand) {
        self.values.insert(value, to);
    }

    /// Appends an instruction to the current block; with a result type,
    /// gives it a new local and returns it.
    pub(crate) fn push(&mut self, result: Option<IrType>, parts: Vec<Part>) -> Option<usize> {
        let local = result.filter(|t| *t != IrType::Void).map(|_| {
            self.locals += 1;
            self.locals - 1
        });
        self.blocks[self.current].insts.push(Inst {
            result: local,
            parts,
            metadata: Vec::new(),
            dbg: self.debug_loc,
            records: std::mem::take(&mut self.records),
            normal_dest: None,
        });
        local
    }

    /// Marks the last instruction as an `invoke` whose result exists only
    /// on the edge to `normal`.
    pub(crate) fn set_normal_dest(&mut self, normal: usize) {
        if let Some(inst) = self.blocks[self.current].insts.last_mut() {
            inst.normal_dest = Some(normal);
        }
    }

    /// Attaches metadata of `kind` (its node's text) to the last
    /// instruction.
    pub(crate) fn attach(&mut self, kind: &'static str, node: String) {
        if let Some(inst) = self.blocks[self.current].insts.last_mut() {
            inst.metadata.push((kind, node));
        }
    }

    /// Appends a branch to `targets`, recording its edges.
    pub(crate) fn push_branch(&mut self, parts: Vec<Part>, targets: &[usize]) {
        self.record_edges(targets);
        self.push(None, parts);
    }

    /// Records edges from the current block to `targets` as LLVM's use
    /// lists order them (the latest user first).
    pub(crate) fn record_edges(&mut self, targets: &[usize]) {
        for &t in targets {
            self.blocks[t].preds.insert(0, self.current);
        }
    }

    /// The `!DILocation` of `loc` in the function's subprogram (MLIR's
    /// `translateLoc`), if it has one.
    fn debug_location(
        &self,
        loc: ods_runtime::Attribute,
        op: Option<OpId>,
    ) -> Result<Option<NodeId>, Diagnostic> {
        let mut debug = self.module.debug.borrow_mut();
        debug
            .loc(self.ctx, loc, self.subprogram, None)
            .map_err(|m| {
                let at = op.map_or(loc, |op| self.ctx.op_loc(op));
                Diagnostic::error(at, m)
            })
    }

    /// Whether the body's text numbers metadata: `!dbg` attachments,
    /// debug records or other attachments.
    pub(crate) fn refers_to_metadata(&self) -> bool {
        (self.blocks.iter().flat_map(|b| &b.insts))
            .any(|inst| inst.dbg.is_some() || !inst.records.is_empty() || !inst.metadata.is_empty())
    }

    /// The numbers LLVM's slot tracker gives the locals (arguments, then
    /// the results of each block in print order, by local index) and the
    /// blocks, for a function of `args` arguments.
    pub(crate) fn slots(&self, args: usize) -> Slots {
        let mut numbers: Vec<usize> = (0..args).collect();
        numbers.resize(self.locals.max(args), 0);
        let mut blocks = Vec::with_capacity(self.blocks.len());
        let mut next = args;
        for block in &self.blocks {
            blocks.push(next);
            next += 1;
            for inst in &block.insts {
                if let Some(r) = inst.result {
                    numbers[r] = next;
                    next += 1;
                }
            }
        }
        Slots { numbers, blocks }
    }

    /// The body of a function of `args` arguments (the first locals).
    /// `metadata` numbers the module's metadata nodes: the nodes attached
    /// here get the next numbers when new.
    pub(crate) fn print_body(&self, args: usize, metadata: &mut Metadata, out: &mut String) {
        let slots = self.slots(args);
        for (index, block) in self.blocks.iter().enumerate() {
            if index > 0 {
                let label = format!("\n{}:", slots.blocks[index]);
                out.push_str(&label);
                let pad = 50usize.saturating_sub(label.len() - 1).max(1);
                out.push_str(&" ".repeat(pad));
                if block.preds.is_empty() {
                    out.push_str("; No predecessors!\n");
                } else {
                    let preds: Vec<String> = block
                        .preds
                        .iter()
                        .map(|&p| format!("%{}", slots.blocks[p]))
                        .collect();
                    let _ = writeln!(out, "; preds = {}", preds.join(", "));
                }
            }
            for inst in &block.insts {
                for record in &inst.records {
                    let _ = write!(out, "    #dbg_{}(", record.kind);
                    if let Some(value) = &record.value {
                        let _ = write!(out, "{} ", value.ty());
                        slots.write_value(out, value);
                        out.push_str(", ");
                    }
                    let _ = write!(out, "!{}, ", metadata.slot(record.node));
                    if let Some(expression) = &record.expression {
                        let _ = write!(out, "{expression}, ");
                    }
                    let _ = writeln!(out, "!{})", metadata.slot(record.location));
                }
                slots.write_inst(out, inst, metadata);
                out.push('\n');
            }
        }
    }
}

/// The numbers of a function's locals and blocks as LLVM prints them.
pub(crate) struct Slots {
    numbers: Vec<usize>,
    blocks: Vec<usize>,
}

impl Slots {
    /// Writes a value without its type.
    fn write_value(&self, out: &mut String, value: &Operand) {
        match value {
            Operand::Const(ty, c) => out.push_str(&c.text(ty)),
            Operand::Local(_, l) => {
                let _ = write!(out, "%{}", self.numbers.get(*l).copied().unwrap_or(0));
            }
        }
    }

    /// Writes an instruction on its line (or lines), indented, without
    /// the line's end.
    pub(crate) fn write_inst(&self, out: &mut String, inst: &Inst, metadata: &mut Metadata) {
        out.push_str("  ");
        if let Some(r) = inst.result {
            let _ = write!(out, "%{} = ", self.numbers[r]);
        }
        for part in &inst.parts {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Str(t) => out.push_str(t),
                Part::Value(value) => self.write_value(out, value),
                Part::Block(b) => {
                    let _ = write!(out, "%{}", self.blocks[*b]);
                }
            }
        }
        if let Some(dbg) = inst.dbg {
            let _ = write!(out, ", !dbg !{}", metadata.slot(dbg));
        }
        for (kind, node) in &inst.metadata {
            let node = metadata.text(node.clone());
            let _ = write!(out, ", !{kind} !{}", metadata.slot(node));
        }
    }
}

/// `ty value`: a typed operand's pieces.
pub(crate) fn typed(operand: &Operand) -> [Part; 2] {
    [
        Part::Text(format!("{} ", operand.ty())),
        Part::Value(operand.clone()),
    ]
}

/// `label %N`.
pub(crate) fn label(block: usize) -> [Part; 2] {
    [Part::Str("label "), Part::Block(block)]
}
