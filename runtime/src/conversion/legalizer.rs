//! Legalizing one op (MLIR's `OperationLegalizer`): an op the target
//! accepts is left alone; otherwise it is folded if it folds, and else its
//! patterns are tried, by legalization depth and then benefit, each undone
//! when it does not match or when an op it created or changed cannot be
//! legalized in turn.

use super::journal::Change;
use super::pattern::ConversionPattern;
use super::rewriter::ConversionPatternRewriter;
use super::target::{ConversionTarget, LegalizationAction};
use crate::rewrite::fold::{fold_op, materialize_results, Folded};
use crate::{OpId, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The patterns of each op, in the order they are tried.
pub(super) struct Legalizer<'p> {
    target: &'p ConversionTarget,
    patterns: &'p [Box<dyn ConversionPattern>],
    by_root: FxHashMap<String, Vec<usize>>,
    any_root: Vec<usize>,
    /// The patterns being applied (one is not applied again to what it
    /// created).
    active: FxHashSet<usize>,
}

impl<'p> Legalizer<'p> {
    pub(super) fn new(
        target: &'p ConversionTarget,
        patterns: &'p [Box<dyn ConversionPattern>],
    ) -> Legalizer<'p> {
        let mut by_root: FxHashMap<String, Vec<usize>> = FxHashMap::default();
        let mut any_root = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                // A pattern of an op that is always legal never applies.
                Some(root) if target.op_action(root) == Some(LegalizationAction::Legal) => {}
                Some(root) => by_root.entry(root.to_string()).or_default().push(i),
                None => any_root.push(i),
            }
        }
        any_root.sort_by_key(|&i| std::cmp::Reverse(patterns[i].benefit()));
        let mut legalizer = Legalizer {
            target,
            patterns,
            by_root,
            any_root,
            active: FxHashSet::default(),
        };
        legalizer.order_by_depth();
        legalizer
    }

    /// Sorts the patterns of each op by the depth of the legalization
    /// graph they lead to, then by decreasing benefit (MLIR's
    /// `computeLegalizationGraphBenefit`).
    fn order_by_depth(&mut self) {
        let mut depths: FxHashMap<String, usize> = FxHashMap::default();
        let roots: Vec<String> = self.by_root.keys().cloned().collect();
        for root in roots {
            self.op_depth(&root, &mut depths);
        }
    }

    /// The smallest depth among the patterns of `op` (0: it has none),
    /// sorting them on the way.
    fn op_depth(&mut self, op: &str, depths: &mut FxHashMap<String, usize>) -> usize {
        if let Some(&d) = depths.get(op) {
            return d;
        }
        let Some(list) = self.by_root.get(op).cloned() else {
            return 0;
        };
        // A cycle through this op counts as unreachable.
        depths.insert(op.to_string(), usize::MAX);
        let mut by_depth = Vec::with_capacity(list.len());
        for i in list {
            let mut depth = 1usize;
            for generated in self.patterns[i].generated_ops() {
                depth = depth.max(self.op_depth(generated, depths).saturating_add(1));
            }
            by_depth.push((i, depth));
        }
        let min = by_depth.iter().map(|&(_, d)| d).min().unwrap_or(0);
        let patterns = self.patterns;
        by_depth.sort_by_key(|&(i, d)| (d, std::cmp::Reverse(patterns[i].benefit())));
        self.by_root.insert(
            op.to_string(),
            by_depth.into_iter().map(|(i, _)| i).collect(),
        );
        depths.insert(op.to_string(), min);
        min
    }

    /// Makes `op` legal: `true` when it is, or a fold or a pattern made it
    /// so.
    pub(super) fn legalize(&mut self, rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> bool {
        if self.target.is_legal(rw.context(), op).is_some() {
            return true;
        }
        if self.legalize_with_fold(rw, op) {
            return true;
        }
        let name = rw.op_name_str(op);
        let order: Vec<usize> = self
            .by_root
            .get(name)
            .into_iter()
            .flatten()
            .chain(&self.any_root)
            .copied()
            .collect();
        order.into_iter().any(|i| self.try_pattern(rw, op, i))
    }

    /// Folds `op` (MLIR's `legalizeWithFold`): changed in place, it is
    /// legalized again; replaced, the constants its folded values need are
    /// materialized before it and legalized in turn. All is undone when a
    /// constant cannot be made or legalized.
    ///
    /// As in MLIR, the fold sees the operands `op` and the producers it
    /// looks through had before the conversion (a `complex.log` of a
    /// `complex.exp` already expanded still folds, and so does a `subi` of
    /// an `addi` whose operands were converted): the uses of replaced
    /// results move only when the conversion commits, and an operand set
    /// at once (a block argument's use) is shown as it was and set back
    /// after the fold.
    fn legalize_with_fold(&mut self, rw: &mut ConversionPatternRewriter<'_>, op: OpId) -> bool {
        let savepoint = rw.savepoint();
        let current = rw.operands(op);
        // Interned: comparing them after the fold is comparing handles.
        let state = (rw.attr_dictionary(op), rw.properties(op));
        let original = original_operands(rw, op);
        let producers = changed_producers(rw, op, &original);
        let Some(folded) = rw.try_modify_op_in_place(op, |ctx| {
            set_operands(ctx, op, &current, &original);
            for (producer, now, was) in &producers {
                set_operands(ctx, *producer, now, was);
            }
            let folded = fold_op(ctx, op);
            for (producer, now, was) in &producers {
                set_operands(ctx, *producer, was, now);
            }
            if folded.is_none() {
                set_operands(ctx, op, &original, &current);
            }
            folded
        }) else {
            return false;
        };
        // An operand the fold set is the op's own from now on: a later
        // fold must not see the one it replaced (it would fold again).
        for (index, (&was, now)) in original.iter().zip(rw.operands(op)).enumerate() {
            if was != now {
                rw.state.original_operands.insert((op, index), now);
            }
        }
        if original != current {
            rw.modify_op_in_place(op, |ctx| set_operands(ctx, op, &original, &current));
        }
        let Folded::Results(results) = folded else {
            // An in-place fold that left the op as it was (an op of a graph
            // region folding to its own result) would fold again for ever:
            // no fold then, as MLIR after 22 does (mlir-opt 22 loops).
            if rw.operands(op) == current && (rw.attr_dictionary(op), rw.properties(op)) == state {
                rw.rollback(savepoint);
                return false;
            }
            return self.legalize(rw, op);
        };
        rw.set_insertion_point(op);
        let mut constants = Vec::new();
        let Some(values) = materialize_results(rw, op, results, &mut constants) else {
            rw.rollback(savepoint);
            return false;
        };
        let legal = rw.replace_op(op, &values).is_ok()
            && constants.into_iter().all(|c| self.legalize(rw, c));
        if !legal {
            rw.rollback(savepoint);
        }
        legal
    }

    /// Applies pattern `i` to `op` and legalizes what it made; undoes it
    /// all when either fails.
    fn try_pattern(&mut self, rw: &mut ConversionPatternRewriter<'_>, op: OpId, i: usize) -> bool {
        if self.active.contains(&i) {
            return false;
        }
        let pattern = &self.patterns[i];
        let savepoint = rw.savepoint();
        let outer = rw.state.pattern.replace(i);
        rw.set_insertion_point(op);
        let rewritten = match remapped_operands(rw, pattern.as_ref(), op) {
            Some(operands) => matches!(
                pattern.match_and_rewrite_one_to_n(op, &operands, rw),
                Ok(true)
            ),
            None => false,
        };
        let legal = rewritten && {
            self.active.insert(i);
            let legal = self.legalize_results(rw, savepoint);
            self.active.remove(&i);
            legal
        };
        rw.state.pattern = outer;
        if !legal {
            rw.rollback(savepoint);
        }
        legal
    }

    /// Legalizes the ops created or changed since `savepoint`.
    fn legalize_results(
        &mut self,
        rw: &mut ConversionPatternRewriter<'_>,
        savepoint: usize,
    ) -> bool {
        let mut seen = FxHashSet::default();
        let ops: Vec<OpId> = rw.state.journal[savepoint..]
            .iter()
            .filter_map(|c| match c {
                Change::CreatedOp(op) | Change::ModifiedOp(op, _) => Some(*op),
                _ => None,
            })
            .filter(|op| seen.insert(*op))
            .collect();
        ops.into_iter().all(|op| {
            !rw.is_live(op)
                || rw.is_erased(op)
                || rw.state.casts.contains_key(&op)
                || self.legalize(rw, op)
        })
    }
}

/// The operands `op` had before the conversion replaced the values they
/// were (kept as the rewriter records each change of an operand).
fn original_operands(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Vec<Value> {
    let mut operands = rw.operands(op);
    for (index, operand) in operands.iter_mut().enumerate() {
        if let Some(&old) = rw.state.original_operands.get(&(op, index)) {
            *operand = old;
        }
    }
    operands
}

/// How many producers deep a fold sees the operands they had before the
/// conversion: MLIR's folds look through a producer or two (`subi(addi(x,
/// y), x)`, `complex.re(complex.create(a, b))`, an `xori` of an `xori` of
/// a folded `subi`); deeper, the walk would cost each fold the whole
/// backward slice of its op.
const LOOK_THROUGH: usize = 2;

/// The producers of `op`'s `operands` (and theirs, [`LOOK_THROUGH`] deep)
/// whose operands the conversion changed, each with its operands now and
/// before; `op` itself is not one (in a graph region it may use itself).
fn changed_producers(
    rw: &ConversionPatternRewriter<'_>,
    op: OpId,
    operands: &[Value],
) -> Vec<(OpId, Vec<Value>, Vec<Value>)> {
    let mut changed = Vec::new();
    if rw.state.original_operands.is_empty() {
        return changed;
    }
    let mut seen = FxHashSet::default();
    seen.insert(op);
    let mut values = operands.to_vec();
    for _ in 0..LOOK_THROUGH {
        let mut next = Vec::new();
        for producer in values.iter().filter_map(|&v| rw.defining_op(v)) {
            if !seen.insert(producer) {
                continue;
            }
            let was = original_operands(rw, producer);
            let now = rw.operands(producer);
            next.extend_from_slice(&was);
            if was != now {
                changed.push((producer, now, was));
            }
        }
        values = next;
    }
    changed
}

/// Sets each operand of `op` that is still `from`'s to `to`'s.
fn set_operands(ctx: &mut crate::Context, op: OpId, from: &[Value], to: &[Value]) {
    for (i, (&was, &now)) in from.iter().zip(to).enumerate() {
        if was != now && i < ctx.num_operands(op) && ctx.operand(op, i) == was {
            ctx.set_operand(op, i, now);
        }
    }
}

/// The operands of `op` as the conversion remapped them, converted with
/// the pattern's type converter if it has one (into the values of a
/// one-to-many conversion); `None` when a type does not convert.
fn remapped_operands(
    rw: &mut ConversionPatternRewriter<'_>,
    pattern: &dyn ConversionPattern,
    op: OpId,
) -> Option<Vec<Vec<Value>>> {
    let operands = rw.operands(op);
    match pattern.type_converter() {
        None => Some(
            operands
                .into_iter()
                .map(|v| vec![rw.get_remapped_value(v)])
                .collect(),
        ),
        Some(converter) => {
            let loc = rw.op_loc(op);
            operands
                .into_iter()
                .map(|v| rw.remap_converted_many(converter, v, loc))
                .collect()
        }
    }
}
