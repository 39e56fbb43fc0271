//! `symbol-dce` (MLIR's `SymbolDCE` pass).

use std::collections::HashSet;

use crate::diag::Diagnostic;
use crate::interfaces::symbol_table::{
    can_discard_on_use_empty, is_symbol, symbol_uses, SymbolTableCollection,
};
use crate::interfaces::symbols::{is_symbol_table, visibility, Visibility};
use crate::ir::WalkOrder;
use crate::ods::op::op_error;
use crate::pass::{Pass, PassFailure, Statistic};
use crate::verify::with_current_op;
use crate::{Context, OpId};

/// Erases the symbols nothing live refers to, in the symbol table it runs
/// on and the tables nested in it. Live are the symbols that may be seen
/// from outside (public ones, and any in a table that is itself seen from
/// outside), the ops that are no symbols, and what live ops refer to.
#[derive(Debug)]
pub struct SymbolDce {
    num_dce: Statistic,
}

impl Default for SymbolDce {
    fn default() -> SymbolDce {
        SymbolDce {
            num_dce: Statistic::new("num-dce'd", "Number of symbols DCE'd"),
        }
    }
}

impl Pass for SymbolDce {
    fn argument(&self) -> &'static str {
        "symbol-dce"
    }
    fn description(&self) -> &'static str {
        "Eliminate dead symbols"
    }
    fn name(&self) -> &'static str {
        "SymbolDCE"
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.num_dce]
    }
    fn run_on_operation(&mut self, ctx: &mut Context, op: OpId) -> Result<(), PassFailure> {
        if !is_symbol_table(ctx, op) {
            let message =
                " was scheduled to run under SymbolDCE, but does not define a symbol table";
            return Err(with_current_op(ctx, op, op_error(ctx, op, message)).into());
        }
        // Seen from outside only when it is a symbol that is not private.
        let hidden = ctx.parent_op(op).is_none()
            || !is_symbol(ctx, op)
            || visibility(ctx, op) == Visibility::Private;
        let mut live = HashSet::new();
        let mut tables = SymbolTableCollection::new();
        compute_liveness(ctx, op, &mut tables, hidden, &mut live)?;

        let mut nested_tables = Vec::new();
        ctx.walk(op, WalkOrder::PostOrder, &mut |o| {
            if is_symbol_table(ctx, o) {
                nested_tables.push(o);
            }
        });
        for table in nested_tables {
            for block in ctx.blocks(ctx.regions(table)[0]).to_vec() {
                for child in ctx.block_ops(block) {
                    if is_symbol(ctx, child) && !live.contains(&child) {
                        ctx.erase_op(child)
                            .map_err(|e| Diagnostic::error(ctx.op_loc(child), e.to_string()))?;
                        self.num_dce += 1;
                    }
                }
            }
        }
        Ok(())
    }
}

/// Adds to `live` the symbols of the symbol table `table` that are live,
/// and those of the tables nested in live ops (MLIR's
/// `SymbolDCE::computeLiveness`). `hidden`: no op outside `table` can see
/// its symbols.
fn compute_liveness(
    ctx: &Context,
    table: OpId,
    tables: &mut SymbolTableCollection,
    hidden: bool,
    live: &mut HashSet<OpId>,
) -> Result<(), Diagnostic> {
    let mut worklist = Vec::new();
    for &block in ctx.blocks(ctx.regions(table)[0]) {
        for op in ctx.block_op_iter(block) {
            if !is_symbol(ctx, op) {
                worklist.push(op);
                continue;
            }
            let private = visibility(ctx, op) == Visibility::Private;
            let discardable = (hidden || private) && can_discard_on_use_empty(ctx, op);
            if !discardable && live.insert(op) {
                worklist.push(op);
            }
        }
    }
    while let Some(op) = worklist.pop() {
        if is_symbol_table(ctx, op) {
            let nested_hidden =
                hidden || !is_symbol(ctx, op) || visibility(ctx, op) == Visibility::Private;
            compute_liveness(ctx, op, tables, nested_hidden, live)?;
        } else {
            // Uses inside the op count wherever they are: its ops with
            // regions are looked at as if they were at the top.
            for &region in ctx.regions(op) {
                for &block in ctx.blocks(region) {
                    let with_regions = ctx
                        .block_op_iter(block)
                        .filter(|&o| !ctx.regions(o).is_empty());
                    worklist.extend(with_regions);
                }
            }
        }
        let Some(parent) = ctx.parent_op(op).filter(|&p| is_symbol_table(ctx, p)) else {
            continue;
        };
        let Some(uses) = symbol_uses(ctx, op) else {
            let message = "operation contains potentially unknown symbol table, \
                meaning that we can't reliable compute symbol uses";
            let error = Diagnostic::error(ctx.op_loc(op), message);
            return Err(with_current_op(ctx, op, error));
        };
        for symbol_use in uses {
            // References to unknown symbols are left alone.
            let Some(resolved) = tables.lookup_path(ctx, parent, symbol_use.reference) else {
                continue;
            };
            for symbol in resolved {
                if live.insert(symbol) {
                    worklist.push(symbol);
                }
            }
        }
    }
    Ok(())
}
