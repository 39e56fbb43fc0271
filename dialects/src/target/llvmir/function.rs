//! The body of one `llvm.func` as LLVM IR instructions (MLIR's
//! `ModuleTranslation::convertOneFunction`): blocks are translated in
//! dominance order into LLVM blocks kept in region order, block arguments
//! become `phi`s connected once all blocks are done (their incoming
//! values in the order of MLIR's predecessors), and each instruction is
//! numbered when printed, as LLVM's slot tracker numbers unnamed values.

use super::constants::Constant;
use super::module::ModuleState;
use super::types::IrType;
use ods_runtime::analysis::cfg::blocks_sorted_by_dominance;
use ods_runtime::diag::Diagnostic;
use ods_runtime::{BlockId, Context, OpId, RegionId, Value};
use std::collections::HashMap;
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
}

/// An LLVM block: its instructions, and the blocks that branch to it in
/// the order LLVM lists them.
#[derive(Default, Debug)]
pub(crate) struct IrBlock {
    pub insts: Vec<Inst>,
    pub preds: Vec<usize>,
}

/// The translation of one function's body.
pub(crate) struct FunctionState<'m, 'c> {
    pub module: &'m ModuleState<'c>,
    pub ctx: &'c Context,
    values: HashMap<Value, Operand>,
    block_index: HashMap<BlockId, usize>,
    pub blocks: Vec<IrBlock>,
    current: usize,
    /// How many locals there are (arguments first).
    locals: usize,
    /// The phis of each block, by block argument: (block, instruction).
    phis: HashMap<BlockId, Vec<usize>>,
}

/// What translating an op gives: nothing, or the error that stops it.
pub(crate) type Translated = Result<(), Diagnostic>;

impl<'m, 'c> FunctionState<'m, 'c> {
    /// The state for a body whose entry block has `args`.
    pub(crate) fn new(module: &'m ModuleState<'c>, body: RegionId) -> Result<Self, Diagnostic> {
        let ctx = module.ctx;
        let mut state = FunctionState {
            module,
            ctx,
            values: HashMap::new(),
            block_index: HashMap::new(),
            blocks: Vec::new(),
            current: 0,
            locals: 0,
            phis: HashMap::new(),
        };
        for (i, &b) in ctx.blocks(body).iter().enumerate() {
            state.block_index.insert(b, i);
            state.blocks.push(IrBlock::default());
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

    /// Translates the body's blocks in dominance order, then connects the
    /// phis.
    pub(crate) fn translate_body(&mut self, body: RegionId) -> Translated {
        let ctx = self.ctx;
        let entry = ctx.blocks(body).first().copied();
        for block in blocks_sorted_by_dominance(ctx, body) {
            self.current = self.block_index[&block];
            if Some(block) != entry {
                let mut phis = Vec::new();
                for arg in ctx.block_args(block) {
                    let ty = self.ir_type(ctx.value_type(arg), None)?;
                    let parts = vec![Part::Text(format!("phi {ty} "))];
                    let local = self.push(Some(ty.clone()), parts).unwrap_or_default();
                    self.values.insert(arg, Operand::Local(ty, local));
                    phis.push(self.blocks[self.current].insts.len() - 1);
                }
                self.phis.insert(block, phis);
            }
            for op in ctx.block_ops(block) {
                super::instructions::translate_op(self, op)?;
            }
        }
        self.connect_phis(body)
    }

    /// Fills each phi with a `[ value, %pred ]` for each edge into its
    /// block, the edges in the order MLIR's use lists give them (the
    /// latest branch first).
    fn connect_phis(&mut self, body: RegionId) -> Translated {
        let ctx = self.ctx;
        for &block in ctx.blocks(body).iter().skip(1) {
            let Some(phis) = self.phis.get(&block).cloned() else {
                continue;
            };
            let mut edges = Vec::new();
            for &pred in ctx.blocks(body) {
                let Some(terminator) = ctx.last_op(pred) else {
                    continue;
                };
                for (index, &succ) in ctx.successors(terminator).iter().enumerate() {
                    if succ == block {
                        edges.push((pred, terminator, index));
                    }
                }
            }
            edges.reverse();
            let at = self.block_index[&block];
            for (arg_index, &phi) in phis.iter().enumerate() {
                for (n, &(pred, terminator, index)) in edges.iter().enumerate() {
                    let operands = super::instructions::successor_operands(ctx, terminator, index);
                    let Some(&value) = operands.get(arg_index) else {
                        let message = "missing the value of a block argument";
                        return Err(Diagnostic::error(ctx.op_loc(terminator), message));
                    };
                    let value = self.value(value, terminator)?;
                    let pred = self.block_index[&pred];
                    let sep = if n == 0 { "[ " } else { ", [ " };
                    let parts = &mut self.blocks[at].insts[phi].parts;
                    parts.push(Part::Text(sep.to_string()));
                    parts.push(Part::Value(value));
                    parts.push(Part::Text(", ".to_string()));
                    parts.push(Part::Block(pred));
                    parts.push(Part::Text(" ]".to_string()));
                }
            }
        }
        Ok(())
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

    /// The index of the LLVM block of `block`.
    pub(crate) fn block(&self, block: BlockId) -> usize {
        self.block_index[&block]
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
        });
        local
    }

    /// Appends a branch to `targets`, recording the edges as LLVM's use
    /// lists order them (the latest user first).
    pub(crate) fn push_branch(&mut self, parts: Vec<Part>, targets: &[usize]) {
        for &t in targets {
            self.blocks[t].preds.insert(0, self.current);
        }
        self.push(None, parts);
    }

    /// The number of arguments (the first locals).
    pub(crate) fn print_body(&self, args: usize, out: &mut String) {
        // LLVM's slot tracker: arguments, then each block and the
        // results in it, in print order.
        let mut numbers: HashMap<usize, usize> = (0..args).map(|a| (a, a)).collect();
        let mut block_numbers = Vec::new();
        let mut next = args;
        for block in &self.blocks {
            block_numbers.push(next);
            next += 1;
            for inst in &block.insts {
                if let Some(r) = inst.result {
                    numbers.insert(r, next);
                    next += 1;
                }
            }
        }
        let text = |part: &Part| match part {
            Part::Text(t) => t.clone(),
            Part::Value(Operand::Const(ty, c)) => c.text(ty),
            Part::Value(Operand::Local(_, l)) => {
                format!("%{}", numbers.get(l).copied().unwrap_or(0))
            }
            Part::Block(b) => format!("%{}", block_numbers[*b]),
        };
        for (index, block) in self.blocks.iter().enumerate() {
            if index > 0 {
                let label = format!("\n{}:", block_numbers[index]);
                out.push_str(&label);
                let pad = 50usize.saturating_sub(label.len() - 1).max(1);
                out.push_str(&" ".repeat(pad));
                if block.preds.is_empty() {
                    out.push_str("; No predecessors!\n");
                } else {
                    let preds: Vec<String> = block
                        .preds
                        .iter()
                        .map(|&p| format!("%{}", block_numbers[p]))
                        .collect();
                    let _ = writeln!(out, "; preds = {}", preds.join(", "));
                }
            }
            for inst in &block.insts {
                out.push_str("  ");
                if let Some(r) = inst.result {
                    let _ = write!(out, "%{} = ", numbers[&r]);
                }
                for part in &inst.parts {
                    out.push_str(&text(part));
                }
                out.push('\n');
            }
        }
    }
}

/// `ty value`: a typed operand's pieces.
pub(crate) fn typed(operand: &Operand) -> Vec<Part> {
    vec![
        Part::Text(format!("{} ", operand.ty())),
        Part::Value(operand.clone()),
    ]
}

/// `label %N`.
pub(crate) fn label(block: usize) -> Vec<Part> {
    vec![Part::Text("label ".to_string()), Part::Block(block)]
}
