//! The conversion drivers (MLIR's `applyPartialConversion`,
//! `applyFullConversion`, `applyAnalysisConversion`): legalize every op
//! under the roots, then commit, or undo everything and report.

use super::journal::Change;
use super::legalizer::Legalizer;
use super::materialize::{is_unrealized_cast, MaterializationBuilder};
use super::pattern::ConversionPatternSet;
use super::reconcile::reconcile;
use super::rewriter::{CastKind, ConversionPatternRewriter};
use super::target::ConversionTarget;
use crate::diag::{Diagnostic, Severity};
use crate::ir::builder::InsertPoint;
use crate::verify::with_current_op;
use crate::{Context, OpId, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// What a conversion does with an op it cannot legalize.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Fails only on ops the target marks illegal.
    Partial,
    /// Fails on any.
    Full,
    /// Never changes the IR: finds which ops could be legalized.
    Analysis,
}

/// Converts the ops nested in `roots` (and the roots) as far as `patterns`
/// and `target` allow: ops that cannot be legalized stay unless the
/// target marks them illegal. On failure the IR is left as it was and the
/// error is returned.
///
/// ```
/// use ods_runtime::conversion::{apply_partial_conversion, ConversionPatternSet, ConversionTarget};
/// use ods_runtime::{parse_source, Context};
///
/// let mut ctx = Context::new();
/// ctx.allow_unregistered = true;
/// let module = parse_source(&mut ctx, r#""test.a"() : () -> ()"#, "in.mlir").unwrap();
/// let mut target = ConversionTarget::new();
/// target.add_illegal_op("test.a");
/// let error = apply_partial_conversion(&mut ctx, &[module], &target, &ConversionPatternSet::new())
///     .unwrap_err();
/// assert_eq!(error.message, "failed to legalize operation 'test.a' that was explicitly marked illegal");
/// ```
pub fn apply_partial_conversion(
    ctx: &mut Context,
    roots: &[OpId],
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<(), Diagnostic> {
    convert(ctx, roots, target, patterns, Mode::Partial).map(|_| ())
}

/// Converts the ops nested in `roots` (and the roots): every one must end
/// legal, or the IR is left as it was and the error is returned.
pub fn apply_full_conversion(
    ctx: &mut Context,
    roots: &[OpId],
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<(), Diagnostic> {
    convert(ctx, roots, target, patterns, Mode::Full).map(|_| ())
}

/// Finds the ops under `roots` that the conversion could legalize,
/// leaving the IR unchanged (MLIR's `applyAnalysisConversion`).
pub fn apply_analysis_conversion(
    ctx: &mut Context,
    roots: &[OpId],
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
) -> Result<FxHashSet<OpId>, Diagnostic> {
    convert(ctx, roots, target, patterns, Mode::Analysis)
}

/// The ops to legalize, in pre-order, without what is nested in a
/// recursively legal op; the blocks of a region from its entry, depth
/// first along successors (MLIR's walk with `ForwardDominanceIterator`):
/// ops in unreachable blocks are left alone.
fn conversion_set(ctx: &mut Context, roots: &[OpId], target: &ConversionTarget) -> Vec<OpId> {
    fn visit(ctx: &mut Context, op: OpId, target: &ConversionTarget, out: &mut Vec<OpId>) {
        out.push(op);
        if target
            .is_legal(ctx, op)
            .is_some_and(|d| d.is_recursively_legal)
        {
            return;
        }
        for r in ctx.regions(op).to_vec() {
            for b in reachable_blocks(ctx, r) {
                for o in ctx.block_ops(b) {
                    crate::stack::grow(|| visit(ctx, o, target, out));
                }
            }
        }
    }
    let mut out = Vec::new();
    for &root in roots {
        visit(ctx, root, target, &mut out);
    }
    out
}

/// The blocks of `region` reachable from its entry, in depth-first
/// pre-order along their terminators' successors.
fn reachable_blocks(ctx: &Context, region: crate::RegionId) -> Vec<crate::BlockId> {
    let Some(&entry) = ctx.blocks(region).first() else {
        return Vec::new();
    };
    let successors = |b| ctx.last_op(b).map_or(&[][..], |t| ctx.successors(t));
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    let mut order = vec![entry];
    let mut stack = vec![(entry, 0usize)];
    while let Some((block, next)) = stack.last_mut() {
        let Some(&succ) = successors(*block).get(*next) else {
            stack.pop();
            continue;
        };
        *next += 1;
        if seen.insert(succ) {
            order.push(succ);
            stack.push((succ, 0));
        }
    }
    order
}

fn convert(
    ctx: &mut Context,
    roots: &[OpId],
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    mode: Mode,
) -> Result<FxHashSet<OpId>, Diagnostic> {
    let ops = conversion_set(ctx, roots, target);
    let mut legalizer = Legalizer::new(target, patterns.patterns());
    let mut rw = ConversionPatternRewriter::new(ctx);
    let mut legalized = FxHashSet::default();
    for op in ops {
        if !rw.is_live(op) || rw.is_erased(op) {
            continue;
        }
        if legalizer.legalize(&mut rw, op) {
            // Only the analysis reports them.
            if mode == Mode::Analysis {
                legalized.insert(op);
            }
            continue;
        }
        let name = rw.op_name_str(op).to_string();
        let message = match mode {
            Mode::Full => format!("failed to legalize operation '{name}'"),
            Mode::Partial if target.is_illegal(rw.context(), op) => {
                format!("failed to legalize operation '{name}' that was explicitly marked illegal")
            }
            _ => continue,
        };
        rw.show_deferred_replacements();
        let error = with_current_op(&rw, op, Diagnostic::error(rw.op_loc(op), message));
        rw.rollback(0);
        return Err(error);
    }
    if mode == Mode::Analysis {
        rw.rollback(0);
        return Ok(legalized);
    }
    if let Err(error) = resolve_casts(&mut rw, patterns) {
        rw.rollback(0);
        return Err(error);
    }
    commit(&mut rw);
    Ok(legalized)
}

/// Moves each cast back to an original type where MLIR builds it when the
/// conversion commits: right where the values it casts are then defined
/// (after the op of the last of them, or at the start of their block, as
/// `computeInsertPoint`).
fn place_source_casts(rw: &mut ConversionPatternRewriter<'_>, casts: &[OpId]) {
    for &cast in casts {
        if rw.state.casts[&cast].kind != CastKind::Source {
            continue;
        }
        if let Some(at) = after_definitions(rw, &rw.operands(cast)) {
            rw.move_op(cast, at);
        }
    }
}

/// A cast back to an original type from the values a conversion made of
/// it, where a cast of the same values to a converted type exists,
/// becomes a cast of that one's result: MLIR records a target
/// materialization in its value mapping and builds the replacement of the
/// original value from the latest value mapped (`findOrBuildReplacementValue`),
/// so the values are converted once (a memref descriptor built once from
/// a bare pointer, values of a one-to-many conversion packed once).
fn reuse_target_casts(rw: &mut ConversionPatternRewriter<'_>, casts: &mut [OpId]) {
    let kind = |rw: &ConversionPatternRewriter<'_>, c: OpId| rw.state.casts[&c].kind;
    // The target casts by their inputs (positions in `casts`), so that
    // each source cast finds its match without a scan of all casts.
    let position: FxHashMap<OpId, usize> = casts.iter().enumerate().map(|(i, &c)| (c, i)).collect();
    let mut targets: FxHashMap<Vec<Value>, Vec<usize>> = FxHashMap::default();
    for (j, &t) in casts.iter().enumerate() {
        if kind(rw, t) == CastKind::Target {
            targets.entry(rw.operands(t)).or_default().push(j);
        }
    }
    for i in 0..casts.len() {
        let source = casts[i];
        let inputs = rw.operands(source);
        if kind(rw, source) != CastKind::Source || inputs.is_empty() {
            continue;
        }
        // The latest one: MLIR's mapping keeps the last materialization.
        let target = targets.get(&inputs).and_then(|candidates| {
            (candidates.iter().copied())
                .filter(|&j| {
                    let t = casts[j];
                    kind(rw, t) == CastKind::Target
                        && rw.operands(t) == inputs
                        && rw.results(t).len() == 1
                })
                .max()
        });
        let Some(target) = target.map(|j| casts[j]) else {
            continue;
        };
        let converted = rw.results(target)[0];
        let ty = rw.value_type(rw.results(source)[0]);
        let loc = rw.op_loc(source);
        let cast = rw.materialize(
            InsertPoint::After(target),
            CastKind::Source,
            &[ty],
            &[converted],
            loc,
        )[0];
        rw.replace_all_uses_with(rw.results(source)[0], cast);
        let _ = rw.erase_op(source);
        // Target casts of the replaced value now take the new one.
        for user in rw.uses(cast) {
            if let Some(&j) = position.get(&user.op) {
                if kind(rw, user.op) == CastKind::Target {
                    targets.entry(rw.operands(user.op)).or_default().push(j);
                }
            }
        }
        if let Some(new) = rw.defining_op(cast) {
            casts[i] = new;
        }
    }
}

/// Right after the definitions of `values`: after the op of the last one
/// defined by an op, else at the start of the block whose arguments they
/// are; `None` for no values.
pub(super) fn after_definitions(ctx: &Context, values: &[Value]) -> Option<InsertPoint> {
    let defining: Vec<OpId> = values.iter().filter_map(|&v| ctx.defining_op(v)).collect();
    let Some(&first) = defining.first() else {
        return match values.first()? {
            Value::Arg(block, _) => Some(InsertPoint::Start(*block)),
            Value::Result(..) => None,
        };
    };
    // The last of them in block order: the one no other follows. The
    // walk stops at the last one it can find (most casts have one
    // defining op: no walk), not at the end of the block.
    let mut pending: Vec<OpId> = defining.iter().copied().filter(|&op| op != first).collect();
    let mut last = first;
    let mut cur = ctx.next_op(first);
    while let Some(op) = cur {
        if pending.is_empty() {
            break;
        }
        if pending.contains(&op) {
            pending.retain(|&p| p != op);
            last = op;
        }
        cur = ctx.next_op(op);
    }
    Some(InsertPoint::After(last))
}

/// Folds the casts the conversion inserted, and replaces those that stay
/// in use by their type converter's materializations (a cast of a pattern
/// without a converter stays).
fn resolve_casts(
    rw: &mut ConversionPatternRewriter<'_>,
    patterns: &ConversionPatternSet,
) -> Result<(), Diagnostic> {
    let mut casts: Vec<OpId> = rw
        .state
        .journal
        .iter()
        .filter_map(|c| match c {
            Change::CreatedOp(op) if rw.state.casts.contains_key(op) => Some(*op),
            _ => None,
        })
        .collect();
    rw.forward_replaced_values();
    dead_results(rw)?;
    casts.retain(|&c| rw.is_live(c) && !rw.is_erased(c));
    reuse_target_casts(rw, &mut casts);
    place_source_casts(rw, &casts);
    let mut materialized = Vec::new();
    for cast in reconcile(rw, &casts) {
        let pending = rw.state.casts[&cast];
        let Some(converter) = pending
            .pattern
            .and_then(|i| patterns.patterns()[i].type_converter())
        else {
            continue;
        };
        let (inputs, results) = (rw.operands(cast), rw.results(cast));
        let types = rw.value_types(results.iter().copied());
        let loc = rw.op_loc(cast);
        let mut builder = MaterializationBuilder::new(rw.context(), InsertPoint::Before(cast));
        let values = match pending.kind {
            CastKind::Source => converter
                .materialize_source(&mut builder, types[0], &inputs, loc)
                .map(|v| vec![v]),
            CastKind::Target => {
                converter.materialize_target(&mut builder, &types, &inputs, pending.original, loc)
            }
        };
        for op in builder.into_created() {
            rw.state.journal.push(Change::CreatedOp(op));
            if is_unrealized_cast(rw, op) {
                materialized.push(op);
            }
        }
        let Some(values) = values.filter(|v| v.len() == results.len()) else {
            return Err(unresolved(rw, cast));
        };
        for (r, v) in results.into_iter().zip(values) {
            rw.replace_all_uses_with(r, v);
        }
        let _ = rw.erase_op(cast);
    }
    // A materialization may cast back what another one cast (a value
    // packed from block arguments, cast to its original type, then to
    // the converted type again): as MLIR, fold those and drop the dead.
    reconcile(rw, &materialized);
    Ok(())
}

/// The error of a cast that stays in use and that nothing materializes.
fn unresolved(rw: &ConversionPatternRewriter<'_>, cast: OpId) -> Diagnostic {
    let quoted = |values: Vec<crate::Value>| {
        let types: Vec<String> = rw
            .value_types(values)
            .into_iter()
            .map(|t| format!("'{}'", crate::asm::printer::type_to_string(rw, t)))
            .collect();
        types.join(", ")
    };
    let message = format!(
        "failed to legalize unresolved materialization from ({}) to ({}) that remained live after conversion",
        quoted(rw.operands(cast)),
        quoted(rw.results(cast))
    );
    let mut error = with_current_op(rw, cast, Diagnostic::error(rw.op_loc(cast), message));
    let user = rw
        .results(cast)
        .into_iter()
        .flat_map(|r| rw.use_iter(r).map(|u| u.op).collect::<Vec<_>>())
        .find(|&u| !rw.is_erased(u));
    if let Some(user) = user {
        let text = crate::asm::op_to_string_local(rw, user);
        error.notes.push(Diagnostic::new(
            Severity::Note,
            rw.op_loc(user),
            format!("see existing live user here: {text}"),
        ));
    }
    error
}

/// Fails when an erased op's result is still used by a live op, after
/// giving it a cast without inputs that reports it (run once the uses of
/// replaced results are forwarded).
fn dead_results(rw: &mut ConversionPatternRewriter<'_>) -> Result<(), Diagnostic> {
    // In the order of the erasures.
    let erased: Vec<OpId> = (rw.state.journal.iter())
        .filter_map(|change| match *change {
            Change::ErasedOp(op) => Some(op),
            _ => None,
        })
        .collect();
    for op in erased {
        if !rw.is_live(op) || !rw.state.erased.contains(op) {
            continue;
        }
        for r in rw.results(op) {
            // A replaced result's live uses moved to its replacement.
            if rw.state.replaced.contains(r) {
                continue;
            }
            let live = rw.use_iter(r).any(|u| !rw.is_erased(u.op));
            if live {
                let ty = rw.value_type(r);
                let loc = rw.op_loc(op);
                let cast =
                    rw.materialize(InsertPoint::Before(op), CastKind::Source, &[ty], &[], loc);
                rw.replace_all_uses_with(r, cast[0]);
                let Some(def) = rw.defining_op(cast[0]) else {
                    continue;
                };
                return Err(unresolved(rw, def));
            }
        }
    }
    Ok(())
}

/// Erases what the conversion erased: nothing can be undone after.
fn commit(rw: &mut ConversionPatternRewriter<'_>) {
    let journal = std::mem::take(&mut rw.state.journal);
    for change in &journal {
        if let Change::ErasedOp(op) = *change {
            if rw.is_live(op) {
                rw.context().erase_op_with_uses(op);
            }
        }
    }
    for change in journal {
        if let Change::ErasedBlock(block, _) = change {
            if rw.is_live(block) && rw.block_parent_region(block).is_none() {
                rw.context().erase_block_with_uses(block);
            }
        }
    }
}
