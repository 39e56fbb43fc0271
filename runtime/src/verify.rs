//! The verifier: structure (blocks, terminators, successors), SSA
//! dominance in SSA regions, isolation from above, then each registered
//! operation's own checks (`mlir/lib/IR/Verifier.cpp`).

use crate::context::Context;
use crate::diag::Diagnostic;
use crate::interfaces::region_kind::{has_ssa_dominance, region_kind, RegionKind};
use crate::interfaces::symbols;
use crate::ir::*;
use crate::registry::Traits;
use rustc_hash::{FxHashMap, FxHashSet};

/// Verifies `top` and everything nested in it; the first failure is
/// returned.
pub fn verify(ctx: &Context, top: OpId) -> Result<(), Diagnostic> {
    let mut ops = Vec::new();
    ctx.walk(top, builder::WalkOrder::PreOrder, &mut |o| ops.push(o));
    // As MLIR's verifier: on entering an op, its own invariants (traits,
    // ODS constraints, `hasVerifier`), then the structure of its regions;
    // nested ops after it, in order; region verifiers once the nested ops
    // are known good (children before parents).
    let registered = |op: OpId| ctx.registry.get(ctx.op_name(op));
    let unreachable = unreachable_blocks(ctx, &ops);
    for &op in &ops {
        if let Some(v) = registered(op).and_then(|info| info.verify) {
            v(ctx, op).map_err(|d| with_current_op(ctx, op, d))?;
        }
        // `IsTerminator` is one of the op's own traits, checked after its
        // counts and invariants (MLIR's `verifyIsTerminator`), not by the
        // block holding it.
        if registered(op).is_some_and(|info| info.traits.contains(Traits::TERMINATOR))
            && ctx
                .parent_block(op)
                .is_none_or(|b| ctx.block_ops(b).last() != Some(&op))
        {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "'{}' op must be the last operation in the parent block",
                    ctx.op_name_str(op)
                ),
            ));
        }
        verify_op(ctx, op, &unreachable)?;
    }
    let mut post_order = Vec::new();
    ctx.walk(top, builder::WalkOrder::PostOrder, &mut |o| {
        post_order.push(o)
    });
    for op in post_order {
        let Some(info) = registered(op) else {
            continue;
        };
        if info.traits.contains(Traits::SYMBOL_TABLE) {
            verify_symbol_table(ctx, op)?;
        }
        if let Some(v) = info.verify_regions {
            v(ctx, op).map_err(|d| with_current_op(ctx, op, d))?;
        }
    }
    Ok(())
}

/// The `SymbolTable` trait's check (MLIR's `verifySymbolTable`): one
/// region of one block, whose ops' string `sym_name`s differ.
fn verify_symbol_table(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let table_error = |message: &str| {
        let name = ctx.op_name_str(op);
        with_current_op(
            ctx,
            op,
            Diagnostic::error(ctx.op_loc(op), format!("'{name}' op {message}")),
        )
    };
    let [region] = ctx.regions(op) else {
        return Err(table_error(
            "Operations with a 'SymbolTable' must have exactly one region",
        ));
    };
    if ctx.blocks(*region).len() != 1 {
        return Err(table_error(
            "Operations with a 'SymbolTable' must have exactly one block",
        ));
    }
    let mut seen: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    for &block in ctx.blocks(*region) {
        for child in ctx.block_op_iter(block) {
            let Some(name) = symbols::symbol_name_attr(ctx, child) else {
                continue;
            };
            if let Some(&first) = seen.get(&name) {
                let text =
                    String::from_utf8_lossy(symbols::symbol_name(ctx, child).unwrap_or_default());
                let mut d = op_error(ctx, child, format!("redefinition of symbol named '{text}'"));
                d.notes.push(Diagnostic::new(
                    crate::diag::Severity::Note,
                    first,
                    "see existing symbol definition here",
                ));
                return Err(d);
            }
            seen.insert(name, ctx.op_loc(child));
        }
    }
    symbols::verify_symbol_uses(ctx, op).map_err(|(user, d)| with_current_op(ctx, user, d))
}

/// An error at `op`'s location, worded as given (MLIR's
/// `Operation::emitError`).
fn op_error(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    with_current_op(ctx, op, Diagnostic::error(ctx.op_loc(op), msg))
}

/// The start of the note that shows the op a verifier error is about.
const CURRENT_OP: &str = "see current operation: ";

/// `d`, reported at `op`, with the note MLIR's `Operation::emitError`
/// attaches first: "see current operation: " and the op's generic form,
/// on a line of its own when it spans several. A diagnostic that has the
/// note already (a verifier that ran `verify` on a nested op and passed
/// its error on) keeps the one it has.
fn with_current_op(ctx: &Context, op: OpId, mut d: Diagnostic) -> Diagnostic {
    let shown = d
        .notes
        .first()
        .is_some_and(|n| n.message.starts_with(CURRENT_OP));
    if !ctx.print_op_on_diagnostic || shown {
        return d;
    }
    let text = crate::asm::op_to_string_local(ctx, op);
    let sep = if text.contains('\n') { "\n" } else { "" };
    let note = Diagnostic::new(
        crate::diag::Severity::Note,
        ctx.op_loc(op),
        format!("{CURRENT_OP}{sep}{text}"),
    );
    d.notes.insert(0, note);
    d
}

fn verify_op(ctx: &Context, op: OpId, unreachable: &FxHashSet<BlockId>) -> Result<(), Diagnostic> {
    crate::dialect::verify_op_attrs(ctx, op).map_err(|d| with_current_op(ctx, op, d))?;
    let name = ctx.op_name(op);
    let name_str = ctx.symbol_str(name);
    let traits = ctx.registry.traits(name);
    let registered = traits.is_some();
    let traits = traits.unwrap_or_default();
    // An op the registry does not know, of a dialect it does (builtin
    // included), which MLIR's dialects refuse by default.
    if !registered {
        if let Some(dialect) = ctx.registry.loaded_dialect_of_op(name_str) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "unregistered operation '{name_str}' found in dialect ('{dialect}') that does not allow unknown operations"
                ),
            ));
        }
    }
    if traits.contains(Traits::ZERO_OPERANDS) && ctx.num_operands(op) != 0 {
        return Err(op_error(
            ctx,
            op,
            format!("'{name_str}' op requires zero operands"),
        ));
    }
    if traits.contains(Traits::ZERO_RESULTS) && ctx.num_results(op) != 0 {
        return Err(op_error(
            ctx,
            op,
            format!("'{name_str}' op requires zero results"),
        ));
    }
    let regions = ctx.regions(op);
    if traits.contains(Traits::SINGLE_BLOCK) {
        for (ri, &r) in regions.iter().enumerate() {
            if ctx.blocks(r).len() > 1 {
                return Err(op_error(
                    ctx,
                    op,
                    format!("'{name_str}' op expects region #{ri} to have 0 or 1 blocks"),
                ));
            }
        }
    }
    if name_str == "builtin.module" {
        verify_module_shape(ctx, op)?;
    }
    for (ri, &r) in regions.iter().enumerate() {
        let blocks = ctx.blocks(r);
        // A registered op's graph regions (its `RegionKindInterface`) have
        // one block or none, whatever its traits.
        let graph = registered && region_kind(ctx, op, ri) == RegionKind::Graph;
        if graph && blocks.len() > 1 {
            return Err(op_error(
                ctx,
                op,
                format!("'{name_str}' op expects graph region #{ri} to have 0 or 1 blocks"),
            ));
        }
        if traits.contains(Traits::SINGLE_BLOCK) && blocks.len() > 1 {
            return Err(op_error(
                ctx,
                op,
                format!("'{name_str}' op expects region #{ri} to have 0 or 1 blocks"),
            ));
        }
        // The entry block may not be a successor.
        if let Some(&entry) = blocks.first() {
            for &b in blocks {
                for o in ctx.block_ops(b) {
                    if ctx.successors(o).contains(&entry) {
                        // A plain error at the op (no "see current
                        // operation"), as MLIR's verifier emits it.
                        return Err(Diagnostic::error(
                            ctx.op_loc(op),
                            "entry block of region may not have predecessors",
                        ));
                    }
                }
            }
        }
        for &b in blocks {
            let ops = ctx.block_ops(b);
            for &o in &ops {
                for s in ctx.successors(o) {
                    if ctx.block_parent_region(*s) != Some(r) {
                        return Err(op_error(
                            ctx,
                            o,
                            format!(
                                "'{}' op branching to block of a different region",
                                ctx.op_name_str(o)
                            ),
                        ));
                    }
                }
            }
            // A block needs a terminator unless its region has a single
            // block in an op that may do without one.
            let may_skip_terminator =
                blocks.len() == 1 && (!registered || traits.contains(Traits::NO_TERMINATOR));
            if ops.is_empty() && !may_skip_terminator {
                // At the region's location, which is its op's; no note.
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    "empty block: expect at least a terminator",
                ));
            }
            // Only the last op may have successors.
            let before_last = &ops[..ops.len().saturating_sub(1)];
            if let Some(&o) = before_last.iter().find(|&&o| !ctx.successors(o).is_empty()) {
                return Err(op_error(
                    ctx,
                    o,
                    "operation with block successors must terminate its parent block",
                ));
            }
            if let Some(&last) = ops.last() {
                if !may_skip_terminator {
                    if let Some(t) = ctx.registry.traits(ctx.op_name(last)) {
                        if !t.contains(Traits::TERMINATOR) {
                            return Err(op_error(
                                ctx,
                                last,
                                format!("block with no terminator, has {}", op_text(ctx, last)),
                            ));
                        }
                    }
                }
            }
        }
        // As MLIR's dominance info: a region of several blocks has SSA
        // dominance; a single block has it unless its op is unregistered
        // or says otherwise.
        let ssa = blocks.len() > 1 || (registered && has_ssa_dominance(ctx, op, ri));
        if ssa {
            verify_dominance(ctx, r, unreachable)?;
        }
    }
    if traits.contains(Traits::ISOLATED_FROM_ABOVE) {
        verify_isolation(ctx, op)?;
    }
    Ok(())
}

/// The checks of `builtin.module` that run with its traits, in MLIR's order.
fn verify_module_shape(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let regions = ctx.regions(op);
    if regions.len() != 1 {
        return Err(op_error(ctx, op, "'builtin.module' op requires one region"));
    }
    let blocks = ctx.blocks(regions[0]);
    if let Some(&b) = blocks.first() {
        if ctx.num_block_args(b) != 0 {
            return Err(op_error(
                ctx,
                op,
                "'builtin.module' op region should have no arguments",
            ));
        }
    }
    if blocks.len() != 1 {
        return Err(op_error(
            ctx,
            op,
            "'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
        ));
    }
    Ok(())
}

/// Dominators of each block of a region (entry first), by the simple
/// iterative data-flow algorithm.
fn dominators(ctx: &Context, r: RegionId) -> FxHashMap<BlockId, FxHashSet<BlockId>> {
    let blocks = ctx.blocks(r);
    let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in blocks {
        for o in ctx.block_ops(b) {
            for &s in ctx.successors(o) {
                preds.entry(s).or_default().push(b);
            }
        }
    }
    let all: FxHashSet<BlockId> = blocks.iter().copied().collect();
    let mut dom: FxHashMap<BlockId, FxHashSet<BlockId>> = FxHashMap::default();
    for (i, &b) in blocks.iter().enumerate() {
        dom.insert(
            b,
            if i == 0 {
                std::iter::once(b).collect()
            } else {
                all.clone()
            },
        );
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in blocks.iter().skip(1) {
            let mut new: Option<FxHashSet<BlockId>> = None;
            for p in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                let d = &dom[p];
                new = Some(match new {
                    None => d.clone(),
                    Some(n) => n.intersection(d).copied().collect(),
                });
            }
            // As in LLVM's dominator tree, every block dominates an
            // unreachable one.
            let mut new = new.unwrap_or_else(|| all.clone());
            new.insert(b);
            if new != dom[&b] {
                dom.insert(b, new);
                changed = true;
            }
        }
    }
    dom
}

/// The blocks of the regions of `ops` that no path from their region's
/// entry block reaches.
fn unreachable_blocks(ctx: &Context, ops: &[OpId]) -> FxHashSet<BlockId> {
    let mut unreachable = FxHashSet::default();
    for &op in ops {
        for &r in ctx.regions(op) {
            let blocks = ctx.blocks(r);
            if blocks.len() < 2 {
                continue;
            }
            let mut seen: FxHashSet<BlockId> = std::iter::once(blocks[0]).collect();
            let mut work = vec![blocks[0]];
            while let Some(b) = work.pop() {
                if let Some(last) = ctx.last_op(b) {
                    for &s in ctx.successors(last) {
                        if seen.insert(s) {
                            work.push(s);
                        }
                    }
                }
            }
            unreachable.extend(blocks.iter().filter(|b| !seen.contains(b)));
        }
    }
    unreachable
}

/// Checks that values defined in `r` dominate their uses, as MLIR's
/// `DominanceInfo` decides: an operation in a block unreachable from its
/// region's entry has its operands unchecked, and a use whose ancestor lies
/// in an unreachable block of `r` is dominated by any other block.
fn verify_dominance(
    ctx: &Context,
    r: RegionId,
    unreachable: &FxHashSet<BlockId>,
) -> Result<(), Diagnostic> {
    let blocks = ctx.blocks(r);
    if blocks.is_empty() {
        return Ok(());
    }
    let dom = dominators(ctx, r);
    let mut position: FxHashMap<OpId, usize> = FxHashMap::default();
    for &b in blocks {
        for (i, o) in ctx.block_ops(b).into_iter().enumerate() {
            position.insert(o, i);
        }
    }
    for &b in blocks {
        for user in ctx.block_ops(b) {
            let mut nested = Vec::new();
            ctx.walk(user, builder::WalkOrder::PreOrder, &mut |o| nested.push(o));
            for u in nested {
                if ctx
                    .parent_block(u)
                    .is_some_and(|ub| unreachable.contains(&ub))
                {
                    continue;
                }
                for (i, v) in ctx.operands(u).into_iter().enumerate() {
                    let Some(def_block) = ctx.value_block(v) else {
                        continue;
                    };
                    if ctx.block_parent_region(def_block) != Some(r) {
                        continue;
                    }
                    let ok = if def_block == b {
                        match v {
                            Value::Arg(..) => true,
                            Value::Result(d, _) => {
                                d != user && position.get(&d) < position.get(&user)
                            }
                        }
                    } else {
                        dom.get(&b).is_some_and(|d| d.contains(&def_block))
                    };
                    if !ok {
                        let mut diag =
                            op_error(ctx, u, format!("operand #{i} does not dominate this use"));
                        if let Some(d) = ctx.defining_op(v) {
                            let use_block = ctx.parent_block(u);
                            let where_ = if use_block == Some(def_block) {
                                "op in the same block"
                            } else if use_block.and_then(|b| ctx.block_parent_region(b)) == Some(r)
                            {
                                "op in the same region"
                            } else {
                                "op in a parent region"
                            };
                            diag = diag.with_note(
                                ctx.op_loc(d),
                                format!("operand defined here ({where_})"),
                            );
                        }
                        return Err(diag);
                    }
                }
            }
        }
    }
    Ok(())
}

fn verify_isolation(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let mut nested = Vec::new();
    ctx.walk(op, builder::WalkOrder::PreOrder, &mut |o| nested.push(o));
    for &u in nested.iter().skip(1) {
        for v in ctx.operands(u) {
            let inside = match v {
                Value::Result(d, _) => ctx.is_nested_in(d, op) && d != op,
                Value::Arg(b, _) => {
                    let r = ctx.block_parent_region(b);
                    match r.and_then(|r| ctx.region_parent_op(r)) {
                        Some(p) => ctx.is_nested_in(p, op),
                        None => false,
                    }
                }
            };
            if !inside {
                let message = format!(
                    "'{}' op using value defined outside the region",
                    ctx.op_name_str(u)
                );
                return Err(op_error(ctx, u, message)
                    .with_note(ctx.op_loc(op), "required by region isolation constraints"));
            }
        }
    }
    Ok(())
}

/// An operation as MLIR prints it in a diagnostic: its generic form.
fn op_text(ctx: &Context, op: OpId) -> String {
    crate::asm::op_to_string_local(ctx, op)
}
