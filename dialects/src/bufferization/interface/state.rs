//! What the models and the analysis ask of an op's buffers (MLIR's
//! `AnalysisState`, and `OneShotAnalysisState`'s decisions when the
//! analysis ran).

use super::{models, owner, tensor_operands, BufferizableModel, Options};
use crate::bufferization::{AliasingOpOperand, AliasingValue, BufferRelation};
use ods_runtime::ods::pred::is_tensor;
use ods_runtime::{Context, OpId, Type, Use, Value};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Sets of values, merged (LLVM's `EquivalenceClasses`), each set in the
/// order its values joined.
#[derive(Clone, Debug, Default)]
pub struct UnionFind {
    parent: HashMap<Value, Value>,
    members: HashMap<Value, Vec<Value>>,
}

impl UnionFind {
    /// Adds `v` as a set of its own (if new).
    pub fn insert(&mut self, v: Value) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.parent.entry(v) {
            e.insert(v);
            self.members.insert(v, vec![v]);
        }
    }

    /// The representative of the set of `v`.
    pub fn find(&self, mut v: Value) -> Value {
        while let Some(&p) = self.parent.get(&v) {
            if p == v {
                break;
            }
            v = p;
        }
        v
    }

    /// Merges the sets of `a` and `b`.
    pub fn union(&mut self, a: Value, b: Value) {
        self.insert(a);
        self.insert(b);
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let moved = self.members.remove(&rb).unwrap_or_default();
        self.members.entry(ra).or_default().extend(moved);
        self.parent.insert(rb, ra);
    }

    /// The values in the set of `v` (just `v` when it has none).
    pub fn members(&self, v: Value) -> Vec<Value> {
        self.members
            .get(&self.find(v))
            .cloned()
            .unwrap_or_else(|| vec![v])
    }

    /// Whether `a` and `b` are in one set.
    pub fn same(&self, a: Value, b: Value) -> bool {
        self.find(a) == self.find(b)
    }
}

/// The analysis' decisions: the operands that bufferize in place, and the
/// values that share buffers.
#[derive(Clone, Debug, Default)]
pub struct Decisions {
    /// The operands that bufferize in place.
    pub in_place: HashSet<Use>,
    /// Values that may share a buffer.
    pub aliases: UnionFind,
    /// Values that share the same buffer.
    pub equivalent: UnionFind,
    /// What the analysis found of the functions (function boundaries).
    pub funcs: FuncInfo,
}

/// What One-Shot Module Bufferize's analysis found of each function
/// (MLIR's `FuncAnalysisState`), by function.
#[derive(Clone, Debug, Default)]
pub struct FuncInfo {
    /// The functions analyzed (their calls read the rest of this).
    pub analyzed: HashSet<OpId>,
    /// The tensor arguments each function reads.
    pub read_args: HashMap<OpId, HashSet<usize>>,
    /// The tensor arguments each function writes.
    pub written_args: HashMap<OpId, HashSet<usize>>,
    /// The results each tensor argument may alias, by argument.
    pub aliasing_returns: HashMap<OpId, HashMap<usize, Vec<usize>>>,
    /// The argument each result is equivalent to, by result.
    pub equivalent_args: HashMap<OpId, HashMap<usize, usize>>,
}

/// How [`State::find_in_reverse_chain`] walks (MLIR's `TraversalConfig`).
#[derive(Clone, Copy, Debug)]
pub struct Traversal {
    /// Keep the values where the walk stops without a match.
    pub always_include_leaves: bool,
    /// Follow equivalent aliases only.
    pub follow_equivalent_only: bool,
    /// Follow in-place operands only.
    pub follow_in_place_only: bool,
    /// Follow operands of the same type only (or through casts).
    pub follow_same_type_or_casts_only: bool,
}

impl Default for Traversal {
    fn default() -> Self {
        Traversal {
            always_include_leaves: true,
            follow_equivalent_only: false,
            follow_in_place_only: false,
            follow_same_type_or_casts_only: false,
        }
    }
}

/// The IR, the options and the analysis' decisions (none without the
/// analysis: then every write is out of place).
#[derive(Clone, Copy)]
pub struct State<'a> {
    /// The IR.
    pub ctx: &'a Context,
    /// The options.
    pub options: &'a Options,
    /// The analysis' decisions, if it ran.
    pub decisions: Option<&'a Decisions>,
}

impl<'a> State<'a> {
    /// The model of `op`, if it has one and may bufferize (MLIR's
    /// `dynCastBufferizableOp`).
    pub fn model(&self, op: OpId) -> Option<&'static dyn BufferizableModel> {
        if !self.options.is_op_allowed(self.ctx, op) {
            return None;
        }
        models::lookup(self.ctx.op_name_str(op))
    }

    /// Whether `operand` is read: unknown ops are assumed to read.
    pub fn reads(&self, operand: Use) -> bool {
        self.model(operand.op)
            .is_none_or(|m| m.reads(self, operand))
    }

    /// Whether `operand` is written: unknown ops are assumed to write.
    pub fn writes(&self, operand: Use) -> bool {
        self.model(operand.op)
            .is_none_or(|m| m.writes(self, operand))
    }

    /// The values that may alias `operand`: every tensor result of an
    /// unknown op, and every tensor argument of its regions' entry blocks
    /// (MLIR's `unknownGetAliasingValues`).
    pub fn aliasing_values(&self, operand: Use) -> Vec<AliasingValue> {
        if let Some(m) = self.model(operand.op) {
            return m.aliasing_values(self, operand);
        }
        let ctx = self.ctx;
        let results = (0..ctx.num_results(operand.op)).map(|i| ctx.result(operand.op, i));
        let entry_args = ctx
            .regions(operand.op)
            .iter()
            .filter_map(|&r| ctx.blocks(r).first().copied())
            .flat_map(|b| ctx.block_args(b));
        results
            .chain(entry_args)
            .filter(|&v| is_tensor(ctx, ctx.value_type(v)))
            .map(|value| AliasingValue {
                value,
                relation: BufferRelation::Unknown,
                is_definite: false,
            })
            .collect()
    }

    /// The operands `value` may alias: every tensor operand of an unknown
    /// op.
    pub fn aliasing_op_operands(&self, value: Value) -> Vec<AliasingOpOperand> {
        let Some(op) = owner(self.ctx, value) else {
            return Vec::new();
        };
        match self.model(op) {
            Some(m) => m.aliasing_op_operands(self, value),
            None => match value {
                Value::Result(..) => tensor_operands(self.ctx, op)
                    .into_iter()
                    .map(|operand| AliasingOpOperand {
                        operand,
                        relation: BufferRelation::Unknown,
                        is_definite: false,
                    })
                    .collect(),
                Value::Arg(..) => Vec::new(),
            },
        }
    }

    /// Whether `value` is written where it is defined: block arguments and
    /// unknown ops' results are.
    pub fn value_writes(&self, value: Value) -> bool {
        let Value::Result(op, _) = value else {
            return true;
        };
        self.model(op).is_none_or(|m| m.result_writes(self, value))
    }

    /// Whether `operand` only creates an alias (neither reads nor writes).
    pub fn alias_only(&self, operand: Use) -> bool {
        self.model(operand.op).is_some_and(|m| {
            !m.reads(self, operand)
                && !m.writes(self, operand)
                && !m.aliasing_values(self, operand).is_empty()
        })
    }

    /// Whether `operand` bufferizes in place.
    pub fn is_in_place(&self, operand: Use) -> bool {
        match self.decisions {
            Some(d) => d.in_place.contains(&operand),
            None => !self.writes(operand),
        }
    }

    /// Whether the buffer of `value` may be written.
    pub fn is_writable(&self, value: Value) -> bool {
        owner(self.ctx, value)
            .and_then(|op| self.model(op))
            .is_some_and(|m| m.is_writable(self, value))
    }

    /// Whether the buffer of `value` (or an alias) is written in place
    /// (MLIR's `isValueWritten`).
    pub fn is_value_written(&self, value: Value) -> bool {
        self.aliases_of(value).into_iter().any(|v| {
            self.ctx
                .uses(v)
                .into_iter()
                .any(|u| self.is_in_place(u) && self.writes(u))
        })
    }

    /// Whether `a` and `b` bufferize to the same buffer.
    pub fn are_equivalent(&self, a: Value, b: Value) -> bool {
        self.decisions.is_some_and(|d| d.equivalent.same(a, b))
    }

    /// Whether `a` and `b` may share a buffer.
    pub fn are_aliasing(&self, a: Value, b: Value) -> bool {
        self.decisions.is_none_or(|d| d.aliases.same(a, b))
    }

    /// The values that may share the buffer of `v`.
    pub fn aliases_of(&self, v: Value) -> Vec<Value> {
        match self.decisions {
            Some(d) => d.aliases.members(v),
            None => vec![v],
        }
    }

    /// Whether the contents of `value` are read, through the ops that only
    /// alias it (MLIR's `isValueRead`).
    pub fn is_value_read(&self, value: Value) -> bool {
        let mut work = self.ctx.uses(value);
        let mut seen = HashSet::default();
        while let Some(u) = work.pop() {
            if !seen.insert(u) {
                continue;
            }
            if self.alias_only(u) {
                for alias in self.aliasing_values(u) {
                    work.extend(self.ctx.uses(alias.value));
                }
            }
            if self.reads(u) {
                return true;
            }
        }
        false
    }

    /// The values up the use-def chain from `operand` that satisfy
    /// `condition`, following aliasing operands (MLIR's
    /// `findValueInReverseUseDefChain`).
    pub fn find_in_reverse_chain(
        &self,
        operand: Use,
        condition: &dyn Fn(Value) -> bool,
        config: Traversal,
    ) -> Vec<Value> {
        let mut visited = HashSet::default();
        let mut result: Vec<Value> = Vec::new();
        let mut work: Vec<Value> = vec![self.ctx.operand(operand.op, operand.index as usize)];
        let push = |result: &mut Vec<Value>, v: Value| {
            if !result.contains(&v) {
                result.push(v);
            }
        };
        while let Some(value) = work.pop() {
            if !visited.insert(value) {
                if config.always_include_leaves {
                    push(&mut result, value);
                }
                continue;
            }
            if condition(value) {
                push(&mut result, value);
                continue;
            }
            if owner(self.ctx, value)
                .and_then(|op| self.model(op))
                .is_none()
            {
                if config.always_include_leaves {
                    push(&mut result, value);
                }
                continue;
            }
            let aliases = self.aliasing_op_operands(value);
            if aliases.is_empty() {
                if config.always_include_leaves {
                    push(&mut result, value);
                }
                continue;
            }
            for a in aliases {
                let source = self.ctx.operand(a.operand.op, a.operand.index as usize);
                let stop = (config.follow_equivalent_only
                    && a.relation != BufferRelation::Equivalent)
                    || (config.follow_in_place_only && !self.is_in_place(a.operand))
                    || (config.follow_same_type_or_casts_only
                        && self.ctx.value_type(source) != self.ctx.value_type(value)
                        && !self.is_cast(value));
                if stop {
                    if config.always_include_leaves {
                        push(&mut result, value);
                    }
                    continue;
                }
                if !work.contains(&source) {
                    work.push(source);
                }
            }
        }
        result
    }

    /// Whether `value` is the result of a cast op.
    fn is_cast(&self, value: Value) -> bool {
        self.ctx.defining_op(value).is_some_and(|op| {
            matches!(
                self.ctx.op_name_str(op),
                "tensor.cast" | "memref.cast" | "arith.index_cast"
            )
        })
    }

    /// The last writes of the buffer `operand` reads (MLIR's
    /// `findDefinitions`).
    pub fn find_definitions(&self, operand: Use) -> Vec<Value> {
        let config = Traversal {
            always_include_leaves: false,
            ..Traversal::default()
        };
        self.find_in_reverse_chain(operand, &|v| self.value_writes(v), config)
    }

    /// MLIR's `defaultResultBufferizesToMemoryWrite`: a result is written
    /// when it aliases no operand, when an aliasing operand is written, or
    /// when the chain back from an aliasing operand ends at a write inside
    /// the op.
    pub fn default_result_writes<M: BufferizableModel + ?Sized>(
        &self,
        model: &M,
        value: Value,
    ) -> bool {
        let operands = model.aliasing_op_operands(self, value);
        if operands.is_empty() {
            return true;
        }
        if operands.iter().any(|a| self.writes(a.operand)) {
            return true;
        }
        let Value::Result(op, _) = value else {
            return false;
        };
        let inside = |v: Value| {
            owner(self.ctx, v).is_some_and(|o| o == op || self.ctx.is_nested_in(o, op))
                && self.value_writes(v)
        };
        let config = Traversal {
            always_include_leaves: false,
            ..Traversal::default()
        };
        operands.iter().any(|a| {
            !self
                .find_in_reverse_chain(a.operand, &inside, config)
                .is_empty()
        })
    }

    /// The type of operand `operand`.
    pub fn operand_type(&self, operand: Use) -> Type {
        self.ctx
            .value_type(self.ctx.operand(operand.op, operand.index as usize))
    }
}
