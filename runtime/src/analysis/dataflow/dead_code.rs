//! Which blocks and control-flow edges may run, and the predecessors of
//! calls, callables and region successors (MLIR's `DeadCodeAnalysis`).
//! Control flow is followed through `BranchOpInterface`,
//! `RegionBranchOpInterface` and the call graph, deciding branches on the
//! constants the constant propagation finds for their operands.

use super::anchor::{LatticeAnchor, ProgramPoint};
use super::constant_propagation::ConstantValue;
use super::executable::Executable;
use super::predecessors::PredecessorState;
use super::solver::{DataFlowAnalysis, SolverState};
use super::sparse::Lattice;
use crate::diag::Diagnostic;
use crate::interfaces::prelude::mlir::{
    BranchOpInterface, CallOpInterface, CallableOpInterface, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface, SymbolOpInterface,
};
use crate::interfaces::region_branch::{RegionBranchPoint, RegionSuccessor};
use crate::interfaces::symbol_table::symbol_uses;
use crate::interfaces::symbols::{is_symbol_table, lookup_reference_in, visibility, Visibility};
use crate::{Attribute, BlockId, Context, OpId, RegionId};

/// The dead-code analysis; load it before the sparse analyses that read
/// its states.
#[derive(Debug, Default)]
pub struct DeadCodeAnalysis {
    /// The op the analysis runs on: callables outside it are external.
    scope: Option<OpId>,
}

fn set_live(solver: &mut SolverState, ctx: &Context, anchor: impl Into<LatticeAnchor>) {
    solver.update::<Executable>(ctx, anchor, Executable::set_to_live);
}

fn set_unknown_predecessors(solver: &mut SolverState, ctx: &Context, point: ProgramPoint) {
    solver.update::<PredecessorState>(ctx, point, PredecessorState::set_has_unknown_predecessors);
}

/// Whether `op` ends a region of a region branch op or of a callable:
/// the terminator of its block, without successors (MLIR's
/// `isRegionOrCallableReturn`).
fn is_region_or_callable_return(ctx: &Context, op: OpId) -> bool {
    let Some(parent) = ctx.parent_op(op) else {
        return false;
    };
    ctx.successors(op).is_empty()
        && (RegionBranchOpInterface::try_from(ctx, parent).is_some()
            || CallableOpInterface::try_from(ctx, parent).is_some())
        && ctx.parent_block(op).and_then(|b| ctx.last_op(b)) == Some(op)
}

/// The entry block of `region`'s successor point: the region's entry, or
/// the point after `op` for the parent.
fn successor_point(ctx: &Context, op: OpId, successor: &RegionSuccessor) -> Option<ProgramPoint> {
    match successor.region {
        Some(index) => {
            let region = ctx.regions(op)[index];
            ctx.blocks(region)
                .first()
                .map(|&b| ProgramPoint::BlockStart(b))
        }
        None => Some(ProgramPoint::After(op)),
    }
}

impl DeadCodeAnalysis {
    /// A dead-code analysis.
    pub fn new() -> DeadCodeAnalysis {
        DeadCodeAnalysis::default()
    }

    /// Marks unknown the call sites of the callables that may be called
    /// from where the analysis cannot see: public ones, nested ones in a
    /// table whose uses are not all visible, and those referred to by
    /// anything but a call (MLIR's `initializeSymbolCallables`).
    fn initialize_symbol_callables(&self, solver: &mut SolverState, ctx: &Context, top: OpId) {
        let mut tables = Vec::new();
        walk_symbol_tables(ctx, top, ctx.parent_block(top).is_none(), &mut tables);
        for (table, all_uses_visible) in tables {
            let Some(region) = ctx.regions(table).first().copied() else {
                continue;
            };
            let Some(&block) = ctx.blocks(region).first() else {
                continue;
            };
            let mut found = false;
            for op in ctx.block_op_iter(block) {
                let Some(callable) = CallableOpInterface::try_from(ctx, op) else {
                    continue;
                };
                if callable.get_callable_region(ctx).is_none()
                    || SymbolOpInterface::try_from(ctx, op).is_none()
                {
                    continue;
                }
                let seen_outside = match visibility(ctx, op) {
                    Visibility::Public => true,
                    Visibility::Nested => !all_uses_visible,
                    Visibility::Private => false,
                };
                if seen_outside {
                    set_unknown_predecessors(solver, ctx, ProgramPoint::After(op));
                }
                found = true;
            }
            if !found {
                continue;
            }
            let Some(uses) = region_symbol_uses(ctx, region) else {
                // Uses that cannot be known: no callable's call sites are.
                let mut callables = Vec::new();
                ctx.walk(top, crate::WalkOrder::PostOrder, &mut |op| {
                    if CallableOpInterface::try_from(ctx, op).is_some() {
                        callables.push(op);
                    }
                });
                for op in callables {
                    set_unknown_predecessors(solver, ctx, ProgramPoint::After(op));
                }
                return;
            };
            for (user, reference) in uses {
                if CallOpInterface::try_from(ctx, user).is_some() {
                    continue;
                }
                if let Some(symbol) = lookup_reference_in(ctx, top, reference) {
                    set_unknown_predecessors(solver, ctx, ProgramPoint::After(symbol));
                }
            }
        }
    }

    fn initialize_recursively(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        op: OpId,
    ) -> Result<(), Diagnostic> {
        if !ctx.regions(op).is_empty()
            || !ctx.successors(op).is_empty()
            || is_region_or_callable_return(ctx, op)
            || CallOpInterface::try_from(ctx, op).is_some()
        {
            if let Some(block) = ctx.parent_block(op) {
                solver.subscribe::<Executable>(ProgramPoint::BlockStart(block));
            }
            self.visit(solver, ctx, ProgramPoint::After(op))?;
        }
        for region in ctx.regions(op).to_vec() {
            for block in ctx.blocks(region).to_vec() {
                for nested in ctx.block_ops(block) {
                    self.initialize_recursively(solver, ctx, nested)?;
                }
            }
        }
        Ok(())
    }

    /// The constant values of `op`'s operands, subscribing to them; none
    /// while one of them is not computed yet.
    fn operand_values(
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
    ) -> Option<Vec<Option<Attribute>>> {
        let mut values = Vec::with_capacity(ctx.num_operands(op));
        for operand in ctx.operands(op) {
            solver.subscribe::<Lattice<ConstantValue>>(operand);
            match solver.get::<Lattice<ConstantValue>>(operand).value() {
                ConstantValue::Uninitialized => return None,
                value => values.push(value.constant()),
            }
        }
        Some(values)
    }

    fn mark_edge_live(solver: &mut SolverState, ctx: &Context, from: BlockId, to: BlockId) {
        set_live(solver, ctx, ProgramPoint::BlockStart(to));
        set_live(solver, ctx, LatticeAnchor::Edge(from, to));
    }

    fn mark_entry_blocks_live(solver: &mut SolverState, ctx: &Context, op: OpId) {
        for &region in ctx.regions(op) {
            if let Some(&entry) = ctx.blocks(region).first() {
                set_live(solver, ctx, ProgramPoint::BlockStart(entry));
            }
        }
    }

    /// A live call is a call site of its callee, unless that is external:
    /// then the call's returns are unknown. A callee outside the analysed
    /// op is external, and so is the analysed op itself (a recursive call
    /// in a function analysed alone), as mlir-opt 22 has it.
    fn visit_call_operation(&self, solver: &mut SolverState, ctx: &Context, call: CallOpInterface) {
        let callee = call.resolve_callable(ctx).filter(|&callee| {
            let internal = self
                .scope
                .is_some_and(|s| callee != s && ctx.is_nested_in(callee, s))
                && CallableOpInterface::try_from(ctx, callee)
                    .is_none_or(|c| c.get_callable_region(ctx).is_some());
            internal && SymbolOpInterface::try_from(ctx, callee).is_some()
        });
        match callee {
            Some(callee) => {
                let op = call.id();
                solver.update::<PredecessorState>(ctx, ProgramPoint::After(callee), |p| {
                    p.join(op, &[])
                });
            }
            None => set_unknown_predecessors(solver, ctx, ProgramPoint::After(call.id())),
        }
    }

    /// The successor a branch's constant operands select, else all.
    fn visit_branch_operation(solver: &mut SolverState, ctx: &Context, branch: BranchOpInterface) {
        let op = branch.id();
        let Some(operands) = Self::operand_values(solver, ctx, op) else {
            return;
        };
        let Some(from) = ctx.parent_block(op) else {
            return;
        };
        match branch.get_successor_for_operands(ctx, op, &operands) {
            Some(to) => Self::mark_edge_live(solver, ctx, from, to),
            None => {
                for &to in ctx.successors(op) {
                    Self::mark_edge_live(solver, ctx, from, to);
                }
            }
        }
    }

    /// The regions (or the op's results) control enters from the op,
    /// given its constant operands.
    fn visit_region_branch_operation(
        solver: &mut SolverState,
        ctx: &Context,
        branch: RegionBranchOpInterface,
    ) {
        let op = branch.id();
        let Some(operands) = Self::operand_values(solver, ctx, op) else {
            return;
        };
        for successor in branch.get_entry_successor_regions(ctx, op, &operands) {
            let Some(point) = successor_point(ctx, op, &successor) else {
                continue;
            };
            set_live(solver, ctx, point);
            solver.update::<PredecessorState>(ctx, point, |p| p.join(op, &successor.inputs));
        }
    }

    /// Where a region's terminator goes, given its constant operands.
    fn visit_region_terminator(
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        branch: RegionBranchOpInterface,
    ) {
        let Some(operands) = Self::operand_values(solver, ctx, op) else {
            return;
        };
        let successors = match RegionBranchTerminatorOpInterface::try_from(ctx, op) {
            Some(terminator) => terminator.get_successor_regions(ctx, op, &operands),
            None => {
                branch.get_successor_regions(ctx, branch.id(), RegionBranchPoint::Terminator(op))
            }
        };
        for successor in successors {
            let Some(point) = successor_point(ctx, branch.id(), &successor) else {
                continue;
            };
            if let ProgramPoint::BlockStart(_) = point {
                set_live(solver, ctx, point);
            }
            solver.update::<PredecessorState>(ctx, point, |p| p.join(op, &successor.inputs));
        }
    }

    /// A callable's return is a predecessor of each of its call sites;
    /// one that is not `ReturnLike` leaves their returns unknown.
    fn visit_callable_terminator(
        solver: &mut SolverState,
        ctx: &Context,
        op: OpId,
        callable: OpId,
    ) {
        let callsites = solver
            .get_for::<PredecessorState>(ProgramPoint::After(op), ProgramPoint::After(callable))
            .clone();
        // `ReturnLike` brings `RegionBranchTerminatorOpInterface`.
        let return_like = RegionBranchTerminatorOpInterface::try_from(ctx, op).is_some();
        for &call in callsites.known_predecessors() {
            let point = ProgramPoint::After(call);
            if return_like {
                solver.update::<PredecessorState>(ctx, point, |p| p.join(op, &[]));
            } else {
                set_unknown_predecessors(solver, ctx, point);
            }
        }
    }
}

impl DataFlowAnalysis for DeadCodeAnalysis {
    /// The entry blocks of `top`'s regions run.
    fn initialize(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        top: OpId,
    ) -> Result<(), Diagnostic> {
        Self::mark_entry_blocks_live(solver, ctx, top);
        self.scope = Some(top);
        self.initialize_symbol_callables(solver, ctx, top);
        self.initialize_recursively(solver, ctx, top)
    }

    fn visit(
        &mut self,
        solver: &mut SolverState,
        ctx: &mut Context,
        point: ProgramPoint,
    ) -> Result<(), Diagnostic> {
        let ProgramPoint::After(op) = point else {
            return Ok(());
        };
        if let Some(block) = ctx.parent_block(op) {
            if !solver
                .get::<Executable>(ProgramPoint::BlockStart(block))
                .is_live()
            {
                return Ok(());
            }
        }
        if let Some(call) = CallOpInterface::try_from(ctx, op) {
            self.visit_call_operation(solver, ctx, call);
        }
        if !ctx.regions(op).is_empty() {
            if let Some(branch) = RegionBranchOpInterface::try_from(ctx, op) {
                Self::visit_region_branch_operation(solver, ctx, branch);
            } else if CallableOpInterface::try_from(ctx, op).is_some() {
                let callsites = solver
                    .get_for::<PredecessorState>(ProgramPoint::After(op), ProgramPoint::After(op));
                if !callsites.all_predecessors_known() || !callsites.known_predecessors().is_empty()
                {
                    Self::mark_entry_blocks_live(solver, ctx, op);
                }
            } else {
                Self::mark_entry_blocks_live(solver, ctx, op);
            }
        }
        if is_region_or_callable_return(ctx, op) {
            let parent = ctx.parent_op(op).expect("a return has a parent");
            if let Some(branch) = RegionBranchOpInterface::try_from(ctx, parent) {
                Self::visit_region_terminator(solver, ctx, op, branch);
            } else if CallableOpInterface::try_from(ctx, parent).is_some() {
                Self::visit_callable_terminator(solver, ctx, op, parent);
            }
        }
        if !ctx.successors(op).is_empty() {
            match BranchOpInterface::try_from(ctx, op) {
                Some(branch) => Self::visit_branch_operation(solver, ctx, branch),
                None => {
                    if let Some(from) = ctx.parent_block(op) {
                        for to in ctx.successors(op).to_vec() {
                            Self::mark_edge_live(solver, ctx, from, to);
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// The symbol tables at or under `op`, each after those nested in it,
/// with whether all the uses of its symbols are visible (MLIR's
/// `SymbolTable::walkSymbolTables`).
fn walk_symbol_tables(
    ctx: &Context,
    op: OpId,
    all_uses_visible: bool,
    out: &mut Vec<(OpId, bool)>,
) {
    let table = is_symbol_table(ctx, op);
    let visible = if table {
        // `builtin.module` implements `SymbolOpInterface`, named or not.
        let symbol = ctx.op_name_str(op) == "builtin.module"
            || SymbolOpInterface::try_from(ctx, op).is_some();
        all_uses_visible || !symbol || visibility(ctx, op) == Visibility::Private
    } else {
        true
    };
    for &region in ctx.regions(op) {
        for &block in ctx.blocks(region) {
            for nested in ctx.block_op_iter(block) {
                walk_symbol_tables(ctx, nested, visible, out);
            }
        }
    }
    if table {
        out.push((op, visible));
    }
}

/// The symbol references in the ops of `region` (MLIR's
/// `SymbolTable::getSymbolUses(Region *)`): user and reference; none
/// when they cannot be known.
fn region_symbol_uses(ctx: &Context, region: RegionId) -> Option<Vec<(OpId, Attribute)>> {
    let mut uses = Vec::new();
    for &block in ctx.blocks(region) {
        for op in ctx.block_op_iter(block) {
            uses.extend(
                symbol_uses(ctx, op)?
                    .into_iter()
                    .map(|u| (u.user, u.reference)),
            );
        }
    }
    Some(uses)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::dataflow::DataFlowSolver;

    #[test]
    fn blocks_no_edge_reaches_stay_dead() {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        let source = r#""test.region"() ({
          "test.br"()[^bb1, ^bb2] : () -> ()
        ^bb1:
          "test.ret"() : () -> ()
        ^bb2:
          "test.ret"() : () -> ()
        ^bb3:
          "test.br"()[^bb2] : () -> ()
        }) : () -> ()"#;
        let module = crate::parse_source(&mut ctx, source, "t.mlir").unwrap();
        let mut solver = DataFlowSolver::new();
        solver.load(DeadCodeAnalysis::new());
        solver.initialize_and_run(&mut ctx, module).unwrap();
        let top = ctx.blocks(ctx.regions(module)[0])[0];
        let op = ctx.block_ops(top)[0];
        let blocks = ctx.blocks(ctx.regions(op)[0]).to_vec();
        let live = |anchor: LatticeAnchor| {
            solver
                .lookup::<Executable>(anchor)
                .is_some_and(Executable::is_live)
        };
        let block_live: Vec<bool> = blocks
            .iter()
            .map(|&b| live(ProgramPoint::BlockStart(b).into()))
            .collect();
        // An op of no known control flow runs its entry block; an
        // unknown branch may take any successor.
        assert_eq!(block_live, [true, true, true, false]);
        assert!(live(LatticeAnchor::Edge(blocks[0], blocks[2])));
        assert!(!live(LatticeAnchor::Edge(blocks[3], blocks[2])));
    }
}
