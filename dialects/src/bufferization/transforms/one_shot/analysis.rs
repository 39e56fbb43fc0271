//! One-Shot Analysis (MLIR's `OneShotAnalysis.cpp`): decides, operand by
//! operand, which tensor operands bufferize in place. An operand is out of
//! place when bufferizing it in place would write to a read-only buffer or
//! create a read-after-write conflict: a read of a buffer, after a write
//! of an alias that the read must not see.

use crate::bufferization::interface::{
    check_control_flow, op_error, owner, tensor_operands, Decisions, Options, State, Traversal,
};
use crate::bufferization::BufferRelation;
use ods_runtime::analysis::dominance::DominatorTree;
use ods_runtime::diag::Diagnostic;
use ods_runtime::ods::op::Op;
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{BlockId, Context, OpId, RegionId, Use, Value, WalkOrder};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

/// The conflicts annotated so far in this process (MLIR numbers them with
/// a static counter).
static CONFLICTS: AtomicU64 = AtomicU64::new(0);
/// The read-only tensors annotated so far in this process.
static NOT_WRITABLE: AtomicU64 = AtomicU64::new(0);

/// An attribute to set for `print-conflicts`: a unit attribute `name` on
/// `op`.
pub type Annotation = (OpId, String);

/// What the analysis leaves for the rewrite.
pub struct Outcome {
    /// The decisions.
    pub decisions: Decisions,
    /// The operands whose tensor has undefined contents.
    pub undefined: HashSet<Use>,
    /// The `print-conflicts` annotations.
    pub annotations: Vec<Annotation>,
    /// The access of function arguments (`test-analysis-only`).
    pub arg_access: Vec<(OpId, usize, &'static str)>,
    /// The arguments returns are equivalent to: return, operand, argument.
    pub equivalent_returns: Vec<(OpId, usize, usize)>,
    /// The ops analyzed, in order (the root, or each function).
    pub roots: Vec<OpId>,
}

/// The analysis of one op and what is nested in it.
pub struct Analysis<'a> {
    ctx: &'a Context,
    options: &'a Options,
    /// The decisions so far.
    pub decisions: Decisions,
    /// The operands whose tensor has undefined contents.
    pub undefined: HashSet<Use>,
    /// The `print-conflicts` annotations.
    pub annotations: Vec<Annotation>,
    /// The access of function arguments (`test-analysis-only`).
    pub arg_access: Vec<(OpId, usize, &'static str)>,
    /// The arguments returns are equivalent to: return, operand, argument.
    pub equivalent_returns: Vec<(OpId, usize, usize)>,
    /// The ops analyzed, in order (the root, or each function).
    pub roots: Vec<OpId>,
    trees: RefCell<HashMap<RegionId, DominatorTree>>,
    /// The position of each op in its block, numbered a block at a time
    /// when first asked (MLIR's op order index): the analysis does not
    /// change the IR, and a walk along the block per question made large
    /// blocks quadratic.
    positions: RefCell<HashMap<OpId, usize>>,
    /// The closest repetitive region around each region asked about (the
    /// region itself included): conflict checks ask it per pair of uses.
    repetitive: RefCell<HashMap<RegionId, Option<RegionId>>>,
}

impl<'a> Analysis<'a> {
    /// Sets up the alias sets of every tensor value in `root` and marks
    /// the operands that must bufferize in place (MLIR's
    /// `OneShotAnalysisState` constructor).
    pub fn new(ctx: &'a Context, options: &'a Options, root: OpId) -> Self {
        let mut decisions = Decisions::default();
        ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
            let tensor = |v: Value| is_tensor(ctx, ctx.value_type(v));
            for v in ctx.results(op).into_iter().filter(|&v| tensor(v)) {
                decisions.aliases.insert(v);
                decisions.equivalent.insert(v);
            }
            for &r in ctx.regions(op) {
                for &b in ctx.blocks(r) {
                    for v in ctx.block_args(b).into_iter().filter(|&v| tensor(v)) {
                        decisions.aliases.insert(v);
                        decisions.equivalent.insert(v);
                    }
                }
            }
        });
        let mut analysis = Analysis {
            ctx,
            options,
            decisions,
            undefined: HashSet::default(),
            annotations: Vec::new(),
            arg_access: Vec::new(),
            equivalent_returns: Vec::new(),
            roots: Vec::new(),
            trees: Default::default(),
            positions: Default::default(),
            repetitive: Default::default(),
        };
        let mut must = Vec::new();
        ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
            let st = analysis.state();
            if let Some(model) = st.model(op) {
                for operand in tensor_operands(ctx, op) {
                    if model.must_be_in_place(&st, operand) {
                        must.push(operand);
                    }
                }
            }
        });
        for operand in must {
            analysis.bufferize_in_place(operand);
        }
        analysis
    }

    /// What the analysis found.
    pub fn finish(self) -> Outcome {
        Outcome {
            decisions: self.decisions,
            undefined: self.undefined,
            annotations: self.annotations,
            arg_access: self.arg_access,
            equivalent_returns: self.equivalent_returns,
            roots: self.roots,
        }
    }

    /// The questions the models answer, with the decisions so far.
    pub fn state(&self) -> State<'_> {
        State {
            ctx: self.ctx,
            options: self.options,
            decisions: Some(&self.decisions),
        }
    }

    /// Decides `operand` in place and merges the alias sets of its
    /// aliasing values with its own.
    fn bufferize_in_place(&mut self, operand: Use) {
        if !self.decisions.in_place.insert(operand) {
            return;
        }
        let source = self.ctx.operand(operand.op, operand.index as usize);
        for alias in self.state().aliasing_values(operand) {
            self.decisions.aliases.union(alias.value, source);
        }
    }

    /// Runs the analysis on `root` (MLIR's `analyzeOp`): the checks of the
    /// input, the decisions, the equivalences and the undefined tensors.
    pub fn run(&mut self, root: OpId) -> Result<(), Diagnostic> {
        self.roots.push(root);
        self.check_assumptions(root)?;
        let ops = super::order::analysis_order(&self.state(), root, self.options.heuristic);
        for &op in &ops {
            for operand in tensor_operands(self.ctx, op) {
                if self.would_write_read_only(operand, false) || self.would_conflict(operand, false)
                {
                    continue;
                }
                self.bufferize_in_place(operand);
            }
        }
        self.equivalence_analysis(root);
        self.gather_undefined(root);
        self.verify(root)
    }

    /// Each op's check of the decisions (MLIR's `verifyAnalysis`): every
    /// error is reported, the last one fails.
    fn verify(&self, root: OpId) -> Result<(), Diagnostic> {
        let mut ops = Vec::new();
        self.ctx
            .walk(root, WalkOrder::PostOrder, &mut |op| ops.push(op));
        let st = self.state();
        let mut last = None;
        for op in ops {
            if let Some(Err(e)) = st.model(op).map(|m| m.verify_analysis(&st, op)) {
                if let Some(previous) = last.replace(e) {
                    self.ctx.emit(previous);
                }
            }
        }
        last.map_or(Ok(()), Err)
    }

    /// MLIR's `checkPreBufferizationAssumptions`: no multi-block region in
    /// an op that cannot have one, no `to_tensor` without `restrict`, and
    /// no conflict or read-only write the IR forces already.
    fn check_assumptions(&mut self, root: OpId) -> Result<(), Diagnostic> {
        let mut ops = Vec::new();
        self.ctx
            .walk(root, WalkOrder::PostOrder, &mut |op| ops.push(op));
        for &op in &ops {
            if let Some(model) = self.state().model(op) {
                check_control_flow(self.ctx, model, op)?;
            }
        }
        for &op in &ops {
            if self.state().model(op).is_none() {
                continue;
            }
            if self.ctx.op_name_str(op) == "bufferization.to_tensor"
                && self.ctx.get_attr(op, "restrict").is_none()
                && !restricted(self.ctx, op)
                && self.ctx.has_uses(self.ctx.result(op, 0))
            {
                return Err(op_error(
                    self.ctx,
                    op,
                    "to_tensor ops without `restrict` are not supported by One-Shot Analysis",
                ));
            }
            for operand in tensor_operands(self.ctx, op) {
                if self.would_conflict(operand, true) {
                    return Err(op_error(
                        self.ctx,
                        op,
                        "not bufferizable under the given constraints: cannot avoid RaW conflict",
                    ));
                }
                if self.state().is_in_place(operand) && self.would_write_read_only(operand, true) {
                    return Err(op_error(
                        self.ctx,
                        op,
                        "not bufferizable under the given constraints: would write to read-only buffer",
                    ));
                }
            }
        }
        Ok(())
    }

    /// The uses of the aliases of `root` that write in place.
    fn in_place_writes(&self, root: Value, out: &mut Vec<Use>) {
        let st = self.state();
        for alias in st.aliases_of(root) {
            for u in self.ctx.uses(alias) {
                if st.writes(u) && st.is_in_place(u) && !out.contains(&u) {
                    out.push(u);
                }
            }
        }
    }

    /// The uses of the aliases of `root` that read, directly or through an
    /// alias that is read later (MLIR's `getAliasingReads`).
    fn reads_of(&self, root: Value, out: &mut Vec<Use>) {
        let st = self.state();
        for alias in st.aliases_of(root) {
            for u in self.ctx.uses(alias) {
                let read = st.reads(u)
                    || (!st.writes(u)
                        && st
                            .aliasing_values(u)
                            .iter()
                            .any(|a| st.is_value_read(a.value)));
                if read && !out.contains(&u) {
                    out.push(u);
                }
            }
        }
    }

    /// Whether bufferizing `operand` in place would write to a read-only
    /// buffer (MLIR's `wouldCreateWriteToNonWritableBuffer`).
    fn would_write_read_only(&mut self, operand: Use, consistency_only: bool) -> bool {
        let st = self.state();
        let source = self.ctx.operand(operand.op, operand.index as usize);
        let aliases: Vec<Value> = st
            .aliasing_values(operand)
            .iter()
            .map(|a| a.value)
            .collect();
        let mut found_write = !consistency_only && st.writes(operand);
        if !found_write {
            let mut writes = Vec::new();
            self.in_place_writes(source, &mut writes);
            for &a in &aliases {
                self.in_place_writes(a, &mut writes);
            }
            found_write = !writes.is_empty();
        }
        if !found_write {
            return false;
        }
        let mut read_only = Vec::new();
        for root in std::iter::once(source).chain(aliases) {
            for v in st.aliases_of(root) {
                if !st.is_writable(v) {
                    read_only.push(v);
                }
            }
        }
        if self.options.print_conflicts {
            for &v in &read_only {
                self.annotate_not_writable(v);
            }
        }
        !read_only.is_empty()
    }

    /// Whether bufferizing `operand` in place would create a
    /// read-after-write conflict (MLIR's
    /// `wouldCreateReadAfterWriteInterference`).
    fn would_conflict(&mut self, operand: Use, consistency_only: bool) -> bool {
        let st = self.state();
        let source = self.ctx.operand(operand.op, operand.index as usize);
        let (mut reads, mut writes) = (Vec::new(), Vec::new());
        self.reads_of(source, &mut reads);
        self.in_place_writes(source, &mut writes);
        for a in st.aliasing_values(operand) {
            self.reads_of(a.value, &mut reads);
            self.in_place_writes(a.value, &mut writes);
        }
        if !consistency_only && st.writes(operand) && !writes.contains(&operand) {
            writes.push(operand);
        }
        self.has_read_after_write(&reads, &writes)
    }

    /// MLIR's `hasReadAfterWriteInterference`: whether a read sees a write
    /// it must not, for the reads and writes of one alias set.
    fn has_read_after_write(&mut self, reads: &[Use], writes: &[Use]) -> bool {
        if !self.options.ignore_parallel_regions
            && !reads.is_empty()
            && self.needs_privatization(writes)
        {
            return true;
        }
        for &read in reads {
            let definitions = self.state().find_definitions(read);
            if definitions.is_empty() {
                continue;
            }
            for &write in writes {
                if self.not_conflicting(read, write, &definitions) {
                    continue;
                }
                for &definition in &definitions {
                    if self.definition_rules_out(write, definition) {
                        continue;
                    }
                    if self.options.print_conflicts {
                        self.annotate_conflict(read, write, definition);
                    }
                    return true;
                }
            }
        }
        false
    }

    /// Whether one of `writes` writes a buffer defined (or allocated)
    /// outside the parallel region it runs in, which each parallel
    /// iteration must have a copy of (MLIR's check of parallel regions in
    /// `hasReadAfterWriteInterference`).
    fn needs_privatization(&self, writes: &[Use]) -> bool {
        for &write in writes {
            let st = self.state();
            let defined =
                st.find_in_reverse_chain(write, &|v| st.value_writes(v), Traversal::default());
            let write_region = self.parallel_region(self.ctx.parent_region(write.op));
            let definition_region = |v: Value| match v {
                Value::Result(op, _) => self.ctx.parent_region(op),
                Value::Arg(block, _) => self.ctx.block_parent_region(block),
            };
            // mlir-opt 22 prints no conflict for these.
            if defined
                .into_iter()
                .any(|d| self.parallel_region(definition_region(d)) != write_region)
            {
                return true;
            }
        }
        false
    }

    /// The closest region around `region` (itself included) that runs in
    /// parallel (MLIR's `getParallelRegion`).
    fn parallel_region(&self, mut region: Option<RegionId>) -> Option<RegionId> {
        while let Some(r) = region {
            let parent = self.ctx.region_parent_op(r)?;
            let index = self.ctx.regions(parent).iter().position(|&x| x == r)?;
            if self
                .state()
                .model(parent)
                .is_some_and(|m| m.is_parallel_region(self.ctx, parent, index))
            {
                return Some(r);
            }
            region = self.ctx.parent_region(parent);
        }
        None
    }

    /// The checks of a read and a write that hold for every definition.
    fn not_conflicting(&self, read: Use, write: Use, definitions: &[Value]) -> bool {
        let st = self.state();
        let (reading, writing) = (read.op, write.op);
        if self.can_use_dominance(read, write, definitions) {
            if self.happens_before(reading, writing) || read == write {
                return true;
            }
            if inside_mutually_exclusive_regions(self.ctx, reading, writing) {
                return true;
            }
            if reading == writing
                && st
                    .model(reading)
                    .is_some_and(|m| m.elementwise(&st, &[read, write]))
            {
                let write_value = self.ctx.operand(write.op, write.index as usize);
                let read_value = self.ctx.operand(read.op, read.index as usize);
                if self.equivalent_in_chain(read, write_value)
                    || self.equivalent_in_chain(write, read_value)
                {
                    return true;
                }
            }
        }
        if matches_insert_slice(&st, read, write) {
            return true;
        }
        let says_not = |op: OpId| {
            st.model(op)
                .is_some_and(|m| m.not_conflicting(&st, read, write))
        };
        says_not(reading) || (writing != reading && says_not(writing))
    }

    /// Whether the chain back from `operand` through equivalent aliases of
    /// the same type (or casts) reaches `value` (MLIR's
    /// `hasEquivalentValueInReverseUseDefChain`): the leaves where it stops
    /// otherwise are no match.
    fn equivalent_in_chain(&self, operand: Use, value: Value) -> bool {
        let config = Traversal {
            always_include_leaves: false,
            follow_equivalent_only: true,
            follow_in_place_only: false,
            follow_same_type_or_casts_only: true,
        };
        !self
            .state()
            .find_in_reverse_chain(operand, &|v| v == value, config)
            .is_empty()
    }

    /// The checks of a write against one definition of the read buffer.
    fn definition_rules_out(&self, write: Use, definition: Value) -> bool {
        match definition {
            Value::Result(def, _) => {
                if self.happens_before(write.op, def) {
                    return true;
                }
                if def != write.op && self.ctx.is_nested_in(write.op, def) {
                    return true;
                }
            }
            Value::Arg(block, _) => {
                if find_ancestor_in_block(self.ctx, block, write.op).is_none() {
                    return true;
                }
            }
        }
        let aliases = self.state().aliasing_values(write);
        aliases.len() == 1 && aliases[0].value == definition
    }

    /// Whether op dominance can rule out conflicts: not when the read and
    /// the write are in one repetitive region that the definition is
    /// outside of (MLIR's `canUseOpDominance`, for structured regions).
    fn can_use_dominance(&self, read: Use, write: Use, definitions: &[Value]) -> bool {
        for &def in definitions {
            let def_region = match def {
                Value::Result(op, _) => self.repetitive_region_of_op(op),
                Value::Arg(block, _) => {
                    let region = self.ctx.block_parent_region(block);
                    region.and_then(|r| self.repetitive_region_from(r))
                }
            };
            let mut r_read = self.repetitive_region_of_op(read.op);
            if r_read == def_region {
                continue;
            }
            while let Some(r) = r_read {
                let next = self.next_repetitive_region(r);
                if next == def_region {
                    break;
                }
                r_read = next;
            }
            let mut r_write = self.repetitive_region_of_op(write.op);
            while let Some(r) = r_write {
                let next = self.next_repetitive_region(r);
                if next == def_region {
                    break;
                }
                r_write = next;
            }
            if r_read == r_write {
                return false;
            }
        }
        true
    }

    /// The closest repetitive region around `op`.
    fn repetitive_region_of_op(&self, op: OpId) -> Option<RegionId> {
        self.ctx
            .parent_region(op)
            .and_then(|r| self.repetitive_region_from(r))
    }

    /// `region` if repetitive, else the closest repetitive one around it.
    fn repetitive_region_from(&self, region: RegionId) -> Option<RegionId> {
        if let Some(&known) = self.repetitive.borrow().get(&region) {
            return known;
        }
        let found = self.ctx.region_parent_op(region).and_then(|parent| {
            if self.is_repetitive(parent, region) {
                Some(region)
            } else {
                self.ctx
                    .parent_region(parent)
                    .and_then(|r| self.repetitive_region_from(r))
            }
        });
        self.repetitive.borrow_mut().insert(region, found);
        found
    }

    /// The closest repetitive region around `region`, not itself.
    fn next_repetitive_region(&self, region: RegionId) -> Option<RegionId> {
        let parent = self.ctx.region_parent_op(region)?;
        self.ctx
            .parent_region(parent)
            .and_then(|r| self.repetitive_region_from(r))
    }

    /// Whether region `region` of `op` may run more than once.
    fn is_repetitive(&self, op: OpId, region: RegionId) -> bool {
        let Some(index) = self.ctx.regions(op).iter().position(|&r| r == region) else {
            return false;
        };
        match self.state().model(op) {
            Some(m) => m.is_repetitive_region(self.ctx, op, index),
            None => false,
        }
    }

    /// Whether `a` runs before `b` (MLIR's `happensBefore`): an op or an
    /// op around it properly dominates `b`, without enclosing it.
    fn happens_before(&self, a: OpId, b: OpId) -> bool {
        let mut cur = Some(a);
        while let Some(a) = cur {
            if a != b && self.ctx.is_nested_in(b, a) {
                return false;
            }
            if self.properly_dominates(a, b) {
                return true;
            }
            cur = self.ctx.parent_op(a);
        }
        false
    }

    /// Whether op `a` properly dominates op `b` (MLIR's
    /// `DominanceInfo::properlyDominates`, enclosing ops dominating).
    fn properly_dominates(&self, a: OpId, b: OpId) -> bool {
        if a == b {
            return false;
        }
        let (Some(a_block), Some(region)) = (self.ctx.parent_block(a), self.ctx.parent_region(a))
        else {
            return false;
        };
        let Some(b) = find_ancestor_in_region(self.ctx, region, b) else {
            return false;
        };
        if a == b {
            return true;
        }
        let b_block = self.ctx.parent_block(b).expect("in a block");
        if a_block == b_block {
            return self.position(a) < self.position(b);
        }
        let ctx = self.ctx;
        self.trees
            .borrow_mut()
            .entry(region)
            .or_insert_with(|| DominatorTree::new(ctx, region))
            .properly_dominates(a_block, b_block)
    }

    /// The position of `op` in its block.
    fn position(&self, op: OpId) -> usize {
        if let Some(&position) = self.positions.borrow().get(&op) {
            return position;
        }
        let block = self.ctx.parent_block(op).expect("in a block");
        let mut positions = self.positions.borrow_mut();
        positions.extend(
            self.ctx
                .block_ops(block)
                .into_iter()
                .enumerate()
                .map(|(i, o)| (o, i)),
        );
        positions[&op]
    }

    /// Merges the equivalence sets of results and the operands they are
    /// equivalent to in place (MLIR's `equivalenceAnalysis`).
    fn equivalence_analysis(&mut self, root: OpId) {
        let mut ops = Vec::new();
        self.ctx.walk(root, WalkOrder::PostOrder, &mut |op| {
            if self
                .ctx
                .results(op)
                .into_iter()
                .any(|v| is_tensor(self.ctx, self.ctx.value_type(v)))
            {
                ops.push(op);
            }
        });
        for op in ops {
            if self.state().model(op).is_none() {
                continue;
            }
            for result in self.ctx.results(op) {
                if !is_tensor(self.ctx, self.ctx.value_type(result)) {
                    continue;
                }
                let st = self.state();
                let aliases = st.aliasing_op_operands(result);
                let Some(first) = aliases.first() else {
                    continue;
                };
                let value_of = |u: Use| self.ctx.operand(u.op, u.index as usize);
                let first = value_of(first.operand);
                let mut all_equivalent = true;
                let mut merge = None;
                for alias in &aliases {
                    let equivalent = alias.relation == BufferRelation::Equivalent;
                    let in_place = st.is_in_place(alias.operand);
                    let operand = value_of(alias.operand);
                    if equivalent && in_place && alias.is_definite {
                        merge = Some(operand);
                        all_equivalent = false;
                        break;
                    }
                    if !equivalent || !in_place || !st.are_equivalent(operand, first) {
                        all_equivalent = false;
                    }
                }
                if all_equivalent {
                    merge = Some(first);
                }
                if let Some(operand) = merge {
                    self.decisions.equivalent.union(result, operand);
                }
            }
        }
    }

    /// The uses of tensors no write defines (MLIR's
    /// `gatherUndefinedTensorUses`).
    fn gather_undefined(&mut self, root: OpId) {
        let mut ops = Vec::new();
        self.ctx
            .walk(root, WalkOrder::PostOrder, &mut |op| ops.push(op));
        for op in ops {
            if self.state().model(op).is_none() {
                continue;
            }
            for result in self.ctx.results(op) {
                if !is_tensor(self.ctx, self.ctx.value_type(result)) {
                    continue;
                }
                let uses = self.ctx.uses(result);
                let Some(&first) = uses.first() else {
                    continue;
                };
                if self.state().find_definitions(first).is_empty() {
                    self.undefined.extend(uses);
                }
            }
        }
    }

    /// Marks a conflict for `print-conflicts`.
    fn annotate_conflict(&mut self, read: Use, write: Use, definition: Value) {
        let id = format!("C_{}", CONFLICTS.fetch_add(1, Ordering::Relaxed));
        self.annotations
            .push((write.op, format!("{id}[CONFL-WRITE: {}]", write.index)));
        self.annotations
            .push((read.op, format!("{id}[READ: {}]", read.index)));
        match definition {
            Value::Result(op, n) => self
                .annotations
                .push((op, format!("{id}[DEF: result {n}]"))),
            Value::Arg(block, n) => {
                if let Some(op) = owner(self.ctx, Value::Arg(block, n)) {
                    self.annotations.push((op, format!("{id}[DEF: bbArg {n}]")));
                }
            }
        }
    }

    /// Marks a read-only tensor for `print-conflicts`.
    fn annotate_not_writable(&mut self, value: Value) {
        let id = format!("W_{}", NOT_WRITABLE.fetch_add(1, Ordering::Relaxed));
        match value {
            Value::Result(op, n) => self
                .annotations
                .push((op, format!("{id}[NOT-WRITABLE: result {n}]"))),
            Value::Arg(..) => {
                if let (Some(op), Value::Arg(_, n)) = (owner(self.ctx, value), value) {
                    self.annotations
                        .push((op, format!("{id}[NOT-WRITABLE: bbArg {n}]")));
                }
            }
        }
    }
}

/// Whether a `to_tensor` has `restrict` as a property.
fn restricted(ctx: &Context, op: OpId) -> bool {
    crate::bufferization::ToTensorOp::cast(ctx, op).is_some_and(|t| t.restrict(ctx))
}

/// Whether `a` comes before `b` in their block.
/// `op` or the op around it that is in `block`.
fn find_ancestor_in_block(ctx: &Context, block: BlockId, op: OpId) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if ctx.parent_block(o) == Some(block) {
            return Some(o);
        }
        cur = ctx.parent_op(o);
    }
    None
}

/// `op` or the op around it that is in `region`.
pub(super) fn find_ancestor_in_region(ctx: &Context, region: RegionId, op: OpId) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if ctx.parent_region(o) == Some(region) {
            return Some(o);
        }
        cur = ctx.parent_op(o);
    }
    None
}

/// Whether `a` and `b` are in regions of one op that never both run
/// (the branches of `scf.if` and `scf.index_switch`).
fn inside_mutually_exclusive_regions(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut cur = ctx.parent_op(a);
    while let Some(op) = cur {
        if ctx.is_nested_in(b, op) {
            if !matches!(ctx.op_name_str(op), "scf.if" | "scf.index_switch") {
                return false;
            }
            let region_of = |x: OpId| {
                ctx.regions(op)
                    .iter()
                    .position(|&r| find_ancestor_in_region(ctx, r, x).is_some())
            };
            return region_of(a) != region_of(b);
        }
        cur = ctx.parent_op(op);
    }
    false
}

/// MLIR's `areNonConflictingSubsets` for `tensor.insert_slice` and
/// `tensor.parallel_insert_slice`: the read of the destination does not
/// see a write of exactly the slice it overwrites, nor does its source's
/// read conflict with its own write of the same slice of an equivalent
/// tensor.
fn matches_insert_slice(st: &State<'_>, read: Use, write: Use) -> bool {
    let ctx = st.ctx;
    let is_insert =
        |op: OpId| crate::bufferization::interface::models::inserted_slice(ctx, op).is_some();
    if is_insert(read.op) {
        if read.index == 1 && matches_destination(st, write, read.op) {
            return true;
        }
        if read.index == 0
            && write.op == read.op
            && write.index == 1
            && matches_destination(st, read, read.op)
        {
            return true;
        }
    }
    if is_insert(write.op) && write.index == 1 {
        let source = Use {
            op: write.op,
            index: 0,
        };
        let read_value = ctx.operand(read.op, read.index as usize);
        if st.are_equivalent(read_value, ctx.operand(write.op, 0))
            && matches_destination(st, source, write.op)
        {
            return true;
        }
    }
    false
}

/// Whether the chain back from `operand` reaches an `extract_slice` of
/// the same slice of a tensor equivalent to the destination of `insert`
/// (MLIR's `matchesInsertDestination`).
fn matches_destination(st: &State<'_>, operand: Use, insert: OpId) -> bool {
    let ctx = st.ctx;
    let dest = ctx.operand(insert, 1);
    let same_slice = |v: Value| {
        let Some(extract) = ctx
            .defining_op(v)
            .and_then(|op| crate::tensor::ExtractSliceOp::cast(ctx, op))
        else {
            return false;
        };
        let extracted = [
            (extract.static_offsets(ctx), extract.offsets(ctx)),
            (extract.static_sizes(ctx), extract.sizes(ctx)),
            (extract.static_strides(ctx), extract.strides(ctx)),
        ];
        st.are_equivalent(extract.source(ctx), dest)
            && crate::bufferization::interface::models::inserted_slice(ctx, insert)
                .is_some_and(|inserted| inserted == extracted)
    };
    let values = st.find_in_reverse_chain(operand, &same_slice, Traversal::default());
    values.iter().all(|&v| same_slice(v))
}
