//! The verifier: structure (blocks, terminators, successors), SSA
//! dominance in SSA regions, isolation from above, then each registered
//! operation's own checks (`mlir/lib/IR/Verifier.cpp`).

use crate::context::Context;
use crate::diag::Diagnostic;
use crate::interfaces::region_kind::{region_kind, RegionKind};
use crate::interfaces::symbols;
use crate::ir::arena::IdSet;
use crate::ir::structure::BlockData;
use crate::ir::*;
use crate::registry::Traits;
use rustc_hash::FxHashMap;

mod dominance;
use dominance::Dominance;

/// Verifies `top` and everything nested in it; the first failure is
/// returned.
///
/// In MLIR's order (`OperationVerifier`): on entering an op, its own
/// invariants (traits, ODS constraints, `hasVerifier`) and the shape of its
/// regions; on entering a block, its emptiness and successors; then the
/// block's ops, each in the same way; on leaving the block, where it
/// branches and its terminator; on leaving the op, its region invariants
/// (isolation, symbol table, `hasRegionVerifier`), once the nested ops are
/// known good. SSA dominance is checked last, once the structure is. An op
/// isolated from above is checked whole (structure, then dominance) when
/// the op holding it is left; those one op holds are checked on several
/// threads unless [`Context::multithreading`] is off.
pub fn verify(ctx: &Context, top: OpId) -> Result<(), Diagnostic> {
    verify_op_and_dominance(ctx, top, &mut Dominance::default(), Nested::Verified, None)
}

/// Verifies `op` alone: its own and its region invariants, and the
/// dominance of the ops directly in its regions, not the ops they hold
/// (MLIR's `verify(op, /*verifyRecursively=*/false)`, which its pass
/// manager runs after nested pipelines: they verified their ops already).
pub fn verify_without_nested(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_op_and_dominance(ctx, op, &mut Dominance::default(), Nested::Skipped, None)
}

/// Whether the verifier enters the ops nested in the op it verifies.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Nested {
    Verified,
    Skipped,
}

/// Which operands stand for MLIR's null operands (what `dropAllUses`
/// leaves behind a transformation that did not finish its job).
pub type NullOperands<'a> = dyn Fn(Value) -> bool + Sync + 'a;

/// [`verify`], the operands `is_null` selects being null: the first op
/// entered that uses one fails (`null operand found`), before its own
/// checks, as MLIR's verifier finds it.
pub fn verify_with_null_operands(
    ctx: &Context,
    top: OpId,
    is_null: &NullOperands<'_>,
) -> Result<(), Diagnostic> {
    verify_op_and_dominance(
        ctx,
        top,
        &mut Dominance::default(),
        Nested::Verified,
        Some(is_null),
    )
}

/// MLIR's `verifyOpAndDominance`: the structure and invariants of `op` and
/// what it holds, then dominance in its regions. An op isolated from above
/// is a unit of its own, checked whole when the op holding it is left.
fn verify_op_and_dominance(
    ctx: &Context,
    op: OpId,
    dominance: &mut Dominance,
    nested: Nested,
    is_null: Option<&NullOperands<'_>>,
) -> Result<(), Diagnostic> {
    enum Step {
        Enter(OpId),
        LeaveBlock(OpId, RegionId, BlockId),
        /// With the ops isolated from above that the op holds directly.
        Leave(OpId, Vec<OpId>),
    }
    let mut work = vec![Step::Enter(op)];
    while let Some(step) = work.pop() {
        match step {
            Step::Enter(o) => {
                verify_on_entrance(ctx, o, is_null)?;
                // Pushed in reverse: each block's ops, then the block's
                // exit, block after block; the op's exit last.
                let leave = work.len();
                work.push(Step::Leave(o, Vec::new()));
                if nested == Nested::Skipped {
                    continue;
                }
                // Walked last block first; each block's isolated ops in order.
                let mut isolated_per_block = Vec::new();
                for &r in ctx.regions(o).iter().rev() {
                    for &b in ctx.blocks(r).iter().rev() {
                        work.push(Step::LeaveBlock(o, r, b));
                        let first = work.len();
                        let mut isolated = Vec::new();
                        for x in ctx.block_op_iter(b) {
                            if is_isolated(ctx, x) {
                                isolated.push(x);
                            } else {
                                work.push(Step::Enter(x));
                            }
                        }
                        work[first..].reverse();
                        isolated_per_block.push(isolated);
                    }
                }
                isolated_per_block.reverse();
                work[leave] = Step::Leave(o, isolated_per_block.concat());
            }
            Step::LeaveBlock(o, r, b) => verify_block_on_exit(ctx, o, r, b)?,
            Step::Leave(o, isolated) => {
                if !isolated.is_empty() {
                    verify_isolated(ctx, &isolated, is_null)?;
                }
                verify_on_exit(ctx, o)?;
            }
        }
    }
    if !ctx.regions(op).is_empty() {
        dominance.verify_contained_regions(ctx, op, nested == Nested::Verified)?;
    }
    Ok(())
}

/// Verifies ops isolated from above, each a unit of its own, on several
/// threads unless [`Context::multithreading`] is off; what they emit comes
/// out in their order.
fn verify_isolated(
    ctx: &Context,
    isolated: &[OpId],
    is_null: Option<&NullOperands<'_>>,
) -> Result<(), Diagnostic> {
    let since = ctx.emitted_count();
    let result = crate::parallel::try_for_each(ctx.multithreading, isolated, |&x| {
        verify_op_and_dominance(ctx, x, &mut Dominance::default(), Nested::Verified, is_null)
    });
    ctx.order_emitted_since(since);
    result
}

/// Whether registered `op` has `t` among its traits.
fn has_trait(ctx: &Context, op: OpId, t: Traits) -> bool {
    ctx.registry
        .traits(ctx.op_name(op))
        .is_some_and(|ts| ts.contains(t))
}

/// An op with regions isolated from above: verified as a unit.
fn is_isolated(ctx: &Context, op: OpId) -> bool {
    !ctx.regions(op).is_empty() && has_trait(ctx, op, Traits::ISOLATED_FROM_ABOVE)
}

/// An op's own invariants, then the shape of its regions and the entry
/// checks of its blocks.
fn verify_on_entrance(
    ctx: &Context,
    op: OpId,
    is_null: Option<&NullOperands<'_>>,
) -> Result<(), Diagnostic> {
    if let Some(is_null) = is_null {
        if ctx.operands(op).into_iter().any(is_null) {
            let error = Diagnostic::error(ctx.op_loc(op), "null operand found");
            return Err(with_current_op(ctx, op, error));
        }
    }
    let info = ctx.registry.get(ctx.op_name(op));
    if let Some(v) = info.and_then(|info| info.verify) {
        v(ctx, op).map_err(|d| with_current_op(ctx, op, d))?;
    }
    // `IsTerminator` is one of the op's own traits, which a generated
    // verifier checks where MLIR does (after the invariants, before the
    // op's own verifier); checked here too for ops registered otherwise.
    if info.is_some_and(|info| info.traits.contains(Traits::TERMINATOR)) {
        crate::ods::traits::is_terminator(ctx, op).map_err(|d| with_current_op(ctx, op, d))?;
    }
    verify_op(ctx, op)
}

/// The region invariants of an op whose nested ops verified.
fn verify_on_exit(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(info) = ctx.registry.get(ctx.op_name(op)) else {
        return Ok(());
    };
    if info.traits.contains(Traits::ISOLATED_FROM_ABOVE) {
        verify_isolation(ctx, op)?;
    }
    if info.traits.contains(Traits::SYMBOL_TABLE) {
        verify_symbol_table(ctx, op)?;
    }
    if let Some(v) = info.verify_regions {
        v(ctx, op).map_err(|d| with_current_op(ctx, op, d))?;
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
pub fn with_current_op(ctx: &Context, op: OpId, mut d: Diagnostic) -> Diagnostic {
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

fn verify_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    crate::dialect::verify_op_attrs(ctx, op).map_err(|d| with_current_op(ctx, op, d))?;
    let name = ctx.op_name(op);
    let name_str = ctx.symbol_str(name);
    let traits = ctx.registry.traits(name);
    let registered = traits.is_some();
    let traits = traits.unwrap_or_default();
    // An op the registry does not know, of a dialect it does (builtin
    // included), which MLIR's dialects refuse by default.
    if !registered {
        if let Some(dialect) = ctx.registry.registered_dialect_of_op(name_str) {
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
                for o in ctx.block_op_iter(b) {
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
            let last = ctx.last_op(b);
            if last.is_none() && !may_skip_terminator(ctx, op, r) {
                // At the region's location, which is its op's; no note.
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    "empty block: expect at least a terminator",
                ));
            }
            // Only the last op may have successors.
            let mut before_last = ctx.block_op_iter(b).take_while(|&o| Some(o) != last);
            if let Some(o) = before_last.find(|&o| !ctx.successors(o).is_empty()) {
                return Err(op_error(
                    ctx,
                    o,
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
    }
    Ok(())
}

/// A block needs a terminator unless its region has a single block in an
/// op that may do without one.
fn may_skip_terminator(ctx: &Context, op: OpId, r: RegionId) -> bool {
    let traits = ctx.registry.traits(ctx.op_name(op));
    ctx.blocks(r).len() == 1 && traits.is_none_or(|t| t.contains(Traits::NO_TERMINATOR))
}

/// The checks of a block whose ops verified: it branches within its
/// region, and ends with a terminator.
fn verify_block_on_exit(
    ctx: &Context,
    op: OpId,
    r: RegionId,
    b: BlockId,
) -> Result<(), Diagnostic> {
    if let Some(last) = ctx.last_op(b) {
        if ctx
            .successors(last)
            .iter()
            .any(|s| ctx.block_parent_region(*s) != Some(r))
        {
            return Err(op_error(
                ctx,
                last,
                format!(
                    "'{}' op branching to block of a different region",
                    ctx.op_name_str(last)
                ),
            ));
        }
        if !may_skip_terminator(ctx, op, r) {
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

/// MLIR's `verifyIsIsolatedFromAbove`: each op in a region of `op` uses
/// only values defined in that region (or regions nested in it). Ops
/// isolated from above are not entered: they check themselves. The
/// regions are visited in MLIR's order (a stack of regions), so the first
/// offending op is MLIR's.
fn verify_isolation(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for &region in ctx.regions(op) {
        // Blocks found in `region`: their values are used over and over,
        // and each check climbs to `region`.
        let mut inside_blocks: IdSet<BlockData> = IdSet::default();
        let mut inside = |v: Value| {
            let Some(b) = ctx.value_block(v) else {
                return false;
            };
            if inside_blocks.contains(b) {
                return true;
            }
            let found = region_encloses(ctx, region, b);
            if found {
                inside_blocks.insert(b);
            }
            found
        };
        let mut pending = vec![region];
        while let Some(r) = pending.pop() {
            for &b in ctx.blocks(r) {
                for u in ctx.block_op_iter(b) {
                    let operands = ctx.op_operands(u);
                    if operands.iter().any(|o| ctx.value_block(o.value).is_none()) {
                        return Err(op_error(ctx, u, "operation's operand is unlinked"));
                    }
                    if !operands.iter().all(|o| inside(o.value)) {
                        let message = format!(
                            "'{}' op using value defined outside the region",
                            ctx.op_name_str(u)
                        );
                        return Err(op_error(ctx, u, message).with_note(
                            ctx.op_loc(op),
                            "required by region isolation constraints",
                        ));
                    }
                    if !is_isolated(ctx, u) {
                        pending.extend_from_slice(ctx.regions(u));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Whether block `b` is in `region` or in a region nested in it.
fn region_encloses(ctx: &Context, region: RegionId, b: BlockId) -> bool {
    let mut r = ctx.block_parent_region(b);
    while let Some(current) = r {
        if current == region {
            return true;
        }
        r = ctx
            .region_parent_op(current)
            .and_then(|o| ctx.parent_block(o))
            .and_then(|pb| ctx.block_parent_region(pb));
    }
    false
}

/// An operation as MLIR prints it in a diagnostic: its generic form.
fn op_text(ctx: &Context, op: OpId) -> String {
    crate::asm::op_to_string_local(ctx, op)
}
