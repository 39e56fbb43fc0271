//! The check of LLVM's IR verifier (`llvm::verifyModule`, which
//! mlir-translate runs on the module it wrote) that the translation of a
//! verified MLIR module can fail: each instruction's result dominates its
//! uses. MLIR lets the result of an `llvm.invoke` be used wherever the
//! invoke's block dominates, its unwind destination included; LLVM only
//! where the edge to the normal destination does.

use super::function::{FunctionState, IrBlock, Operand, Part};
use super::metadata::Metadata;

/// Which blocks dominate which, over a function's LLVM blocks (entry
/// first), and which blocks the entry reaches.
struct Dominators {
    /// `dominators[b][a]`: whether `a` dominates `b`.
    dominators: Vec<Vec<bool>>,
    reachable: Vec<bool>,
}

impl Dominators {
    /// The classic data-flow solution: a block's dominators are itself
    /// and those all its reachable predecessors share.
    fn new(blocks: &[IrBlock]) -> Self {
        let n = blocks.len();
        let mut successors = vec![Vec::new(); n];
        for (b, block) in blocks.iter().enumerate() {
            for &p in &block.preds {
                successors[p].push(b);
            }
        }
        let mut reachable = vec![false; n];
        let mut stack = Vec::new();
        if n > 0 {
            reachable[0] = true;
            stack.push(0);
        }
        while let Some(b) = stack.pop() {
            for &s in &successors[b] {
                if !reachable[s] {
                    reachable[s] = true;
                    stack.push(s);
                }
            }
        }
        let mut dominators = vec![vec![true; n]; n];
        if n > 0 {
            dominators[0] = (0..n).map(|i| i == 0).collect();
        }
        let mut changed = true;
        while changed {
            changed = false;
            for b in (1..n).filter(|&b| reachable[b]) {
                let mut common = vec![true; n];
                for &p in blocks[b].preds.iter().filter(|&&p| reachable[p]) {
                    for (c, &d) in common.iter_mut().zip(&dominators[p]) {
                        *c &= d;
                    }
                }
                common[b] = true;
                if common != dominators[b] {
                    dominators[b] = common;
                    changed = true;
                }
            }
        }
        Dominators {
            dominators,
            reachable,
        }
    }

    fn dominates(&self, a: usize, b: usize) -> bool {
        self.dominators[b][a]
    }

    /// Whether the edge `start -> end` dominates `block` (LLVM's
    /// `DominatorTree::dominates(const BasicBlockEdge &, const BasicBlock
    /// *)`): `end` dominates it and every other way into `end` comes from
    /// a block `end` dominates.
    fn edge_dominates(
        &self,
        blocks: &[IrBlock],
        (start, end): (usize, usize),
        block: usize,
    ) -> bool {
        if !self.dominates(end, block) {
            return false;
        }
        let preds = &blocks[end].preds;
        if preds.len() == 1 {
            return true;
        }
        let from_start = preds.iter().filter(|&&p| p == start).count();
        from_start == 1 && preds.iter().all(|&p| p == start || self.dominates(end, p))
    }
}

/// A use of an invoke's result: the instruction using it, and for a phi
/// the block the value comes from.
struct Use {
    block: usize,
    inst: usize,
    operand: usize,
    incoming: Option<usize>,
}

/// The uses of local `local` in instruction order, one per operand.
fn uses_of(blocks: &[IrBlock], local: usize) -> Vec<Use> {
    let mut uses = Vec::new();
    for (block, b) in blocks.iter().enumerate() {
        for (inst, i) in b.insts.iter().enumerate() {
            let phi = matches!(i.parts.first(), Some(Part::Text(t)) if t.starts_with("phi "));
            for (n, part) in i.parts.iter().enumerate() {
                if !matches!(part, Part::Value(Operand::Local(_, l)) if *l == local) {
                    continue;
                }
                // A phi's incoming value is followed by its block.
                let incoming = i.parts[n..].iter().find_map(|p| match p {
                    Part::Block(b) => Some(*b),
                    _ => None,
                });
                uses.push(Use {
                    block,
                    inst,
                    operand: n,
                    incoming: incoming.filter(|_| phi),
                });
            }
        }
    }
    uses
}

impl FunctionState<'_, '_> {
    /// What LLVM's verifier reports of this function's body (of `args`
    /// arguments): for each use of an invoke's result the edge to its
    /// normal destination does not dominate, "Instruction does not
    /// dominate all uses!", the invoke and the user, as LLVM prints them.
    pub(crate) fn dominance_report(&self, args: usize, metadata: &mut Metadata) -> String {
        let blocks = &self.blocks;
        let invokes: Vec<(usize, usize, usize, usize)> = blocks
            .iter()
            .enumerate()
            .flat_map(|(b, block)| {
                block
                    .insts
                    .iter()
                    .enumerate()
                    .filter_map(move |(i, inst)| Some((b, i, inst.result?, inst.normal_dest?)))
            })
            .collect();
        if invokes.is_empty() {
            return String::new();
        }
        let dominators = Dominators::new(blocks);
        let slots = self.slots(args);
        // LLVM checks each instruction's operands in turn, in print order.
        let mut failed = Vec::new();
        for (block, inst, local, normal) in invokes {
            for u in uses_of(blocks, local) {
                let at = u.incoming.unwrap_or(u.block);
                let dominated = !dominators.reachable[at]
                    || (u.incoming == Some(block) && u.block == normal)
                    || (dominators.reachable[block]
                        && dominators.edge_dominates(blocks, (block, normal), at));
                if !dominated {
                    failed.push(((u.block, u.inst, u.operand), (block, inst)));
                }
            }
        }
        failed.sort_unstable();
        let mut report = String::new();
        for ((user_block, user, _), (block, inst)) in failed {
            report.push_str("Instruction does not dominate all uses!\n");
            slots.write_inst(&mut report, &blocks[block].insts[inst], metadata);
            report.push('\n');
            slots.write_inst(&mut report, &blocks[user_block].insts[user], metadata);
            report.push('\n');
        }
        report
    }
}
