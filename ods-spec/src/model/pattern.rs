//! DRR rewrite rules (`Pat` and `Pattern` of `mlir/IR/PatternBase.td`):
//! the source op DAG with the symbols it binds, the result DAGs and the
//! extra constraints, checked as mlir-tblgen checks them (operators that
//! are not ops, argument counts, symbols bound twice or never), each error
//! at the pattern.

use super::op::Op;
use super::pred::{self, Pred};
use super::records::{Code, Dag, DagArg, Result, View};
use crate::tablegen::source::Span;

/// One rewrite rule.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// The def's name, which names the generated pattern.
    pub def_name: String,
    /// Where the def was written.
    pub span: Span,
    /// What is matched.
    pub source: SourceOp,
    /// What replaces it: the last ones replace the root op's results, the
    /// others build auxiliary ops.
    pub results: Vec<ResultNode>,
    /// The extra constraints, on bound symbols.
    pub constraints: Vec<Constraint>,
    /// The ops matched plus the `addBenefit` delta, as MLIR counts it.
    pub benefit: i64,
}

/// An op of the source DAG.
#[derive(Clone, Debug)]
pub struct SourceOp {
    /// Index of the op in [`Model::ops`](super::Model::ops).
    pub op: usize,
    /// `(Op:$name ...)`: the op's result.
    pub name: Option<String>,
    /// One per argument of the op, in the op's `arguments` order.
    pub args: Vec<SourceArg>,
}

/// One argument of a source op.
#[derive(Clone, Debug)]
pub enum SourceArg {
    /// `$name`, `Constraint:$name`, `Constraint` or `$_`: the operand or
    /// attribute, bound to `name` (a name bound before asks for the same
    /// value), satisfying `constraint`.
    Leaf {
        /// The symbol, if bound.
        name: Option<String>,
        /// What it must satisfy.
        constraint: Option<Constraint>,
    },
    /// An operand that is the result of this op.
    Op(SourceOp),
}

/// A constraint on bound symbols: `Constraint:$x` in the source, or an
/// entry `(Constraint $a, $b)` of the pattern's list.
#[derive(Clone, Debug)]
pub struct Constraint {
    /// The predicate; `$0`.. are the symbols, `$_self` the type of a value
    /// (type constraints) or the attribute (attribute constraints).
    pub pred: Pred,
    /// What it checks, for the match failure reason.
    pub summary: String,
    /// `$_self` is the type of the first symbol.
    pub on_type: bool,
    /// The symbols, in order (empty for a source leaf: the leaf itself).
    pub args: Vec<String>,
}

/// A node of a result DAG.
#[derive(Clone, Debug)]
pub enum ResultNode {
    /// `$name`: a bound value or attribute.
    Symbol(String),
    /// `(Op args...)`: a new op, its arguments in the op's order.
    Op {
        /// Index of the op in [`Model::ops`](super::Model::ops).
        op: usize,
        /// `(Op:$name ...)`: the op's result, for later results.
        name: Option<String>,
        /// One per argument of the op.
        args: Vec<ResultNode>,
    },
    /// `(NativeCodeCall args...)`: Rust that gives a value or attribute.
    Native {
        /// The code, with its placeholders.
        code: Code,
        /// `$0`.. of the code.
        args: Vec<ResultNode>,
    },
    /// `(replaceWithValue $v)`.
    ReplaceWithValue(String),
}

/// Reads the pattern `def` over the model's `ops`.
pub fn read(def: View<'_>, ops: &[Op]) -> Result<Pattern> {
    let span = def.loc();
    let mut reader = Reader {
        def,
        ops,
        span,
        bound: Vec::new(),
        op_count: 0,
    };
    let source_dag = def
        .dag("sourcePattern")
        .ok_or_else(|| def.error(span, "pattern has no source DAG"))?;
    let source = reader.source_op(&source_dag)?;
    let mut results = Vec::new();
    for v in def.list("resultPatterns") {
        let dag = def
            .as_dag(v)
            .ok_or_else(|| def.error(span, "result pattern is not a DAG"))?;
        results.push(reader.result(&dag)?);
    }
    if results.is_empty() {
        return Err(def.error(span, "pattern has no result"));
    }
    let mut constraints = Vec::new();
    for v in def.list("constraints") {
        let dag = def
            .as_dag(v)
            .ok_or_else(|| def.error(span, "constraint is not a DAG"))?;
        constraints.push(reader.constraint(&dag)?);
    }
    let delta = def
        .dag("benefitDelta")
        .and_then(|d| d.args.first().and_then(|a| def.as_int(a.value)))
        .unwrap_or(0);
    Ok(Pattern {
        def_name: def.name(),
        span,
        source,
        results,
        constraints,
        benefit: reader.op_count + delta,
    })
}

struct Reader<'a, 'k> {
    def: View<'k>,
    ops: &'a [Op],
    span: Span,
    /// The symbols bound so far (source ops' names and leaves, then
    /// result ops' names).
    bound: Vec<String>,
    op_count: i64,
}

impl Reader<'_, '_> {
    fn error(&self, message: String) -> Box<crate::tablegen::Diagnostic> {
        self.def.error(self.span, message)
    }

    /// The op a DAG's operator names.
    fn op_of(&self, dag: &Dag<'_>) -> Option<usize> {
        let name = dag.operator.as_ref()?.name();
        self.ops.iter().position(|o| o.def_name == name)
    }

    fn bind(&mut self, name: Option<&str>) -> Result<Option<String>> {
        let Some(name) = name.filter(|n| *n != "_") else {
            return Ok(None);
        };
        if self.bound.iter().any(|b| b == name) {
            return Err(self.error(format!("symbol '{name}' bound more than once")));
        }
        self.bound.push(name.to_string());
        Ok(Some(name.to_string()))
    }

    /// A source leaf's symbol: bound again, it asks for the same value
    /// (or attribute) as before, as in MLIR.
    fn bind_leaf(&mut self, name: Option<&str>) -> Option<String> {
        let name = name.filter(|n| *n != "_")?;
        if !self.bound.iter().any(|b| b == name) {
            self.bound.push(name.to_string());
        }
        Some(name.to_string())
    }

    fn check_arity(&self, op: usize, given: usize) -> Result<()> {
        let expected = self.ops[op].arguments.len();
        if given != expected {
            return Err(self.error(format!(
                "op '{}' argument number mismatch: {given} in pattern vs. {expected} in definition",
                self.ops[op].op_name
            )));
        }
        Ok(())
    }

    fn source_op(&mut self, dag: &Dag<'_>) -> Result<SourceOp> {
        let Some(op) = self.op_of(dag) else {
            let what = dag.operator.as_ref().map_or("?".into(), |o| o.name());
            return Err(self.error(format!(
                "source pattern operator '{what}' is not an op of the compiled files"
            )));
        };
        self.op_count += 1;
        self.check_arity(op, dag.args.len())?;
        let name = self.bind(dag.operator_name)?;
        let mut args = Vec::new();
        for arg in &dag.args {
            args.push(match self.def.as_dag(arg.value) {
                Some(inner) => {
                    if arg.name.is_some() {
                        return Err(
                            self.error("name a nested source op as `(Op:$name ...)`".to_string())
                        );
                    }
                    SourceArg::Op(self.source_op(&inner)?)
                }
                None => SourceArg::Leaf {
                    name: self.bind_leaf(arg.name),
                    constraint: self.leaf_constraint(arg)?,
                },
            });
        }
        Ok(SourceOp { op, name, args })
    }

    /// The constraint a source leaf names (`F64Tensor:$x`).
    fn leaf_constraint(&self, arg: &DagArg<'_>) -> Result<Option<Constraint>> {
        if self.def.is_unset(arg.value) {
            return Ok(None);
        }
        let Some(c) = self.def.as_def(arg.value).filter(|c| c.is_a("Constraint")) else {
            return Err(self.error(format!(
                "source argument '{}' is neither a constraint nor a nested op",
                self.def.text_of(arg.value)
            )));
        };
        Ok(Some(self.constraint_of(c, Vec::new())))
    }

    fn constraint_of(&self, c: View<'_>, args: Vec<String>) -> Constraint {
        Constraint {
            pred: c
                .def("predicate")
                .map_or_else(|| Pred::always(c), pred::fold),
            summary: c.string("summary"),
            on_type: c.is_a("TypeConstraint"),
            args,
        }
    }

    fn constraint(&self, dag: &Dag<'_>) -> Result<Constraint> {
        let Some(c) = dag.operator.filter(|o| o.is_a("Constraint")) else {
            return Err(self.error("a pattern constraint must be `(Constraint $a, ...)`".into()));
        };
        let args = dag
            .args
            .iter()
            .map(|a| self.symbol(a))
            .collect::<Result<Vec<_>>>()?;
        Ok(self.constraint_of(c, args))
    }

    /// A `$name` argument that refers to a bound symbol.
    fn symbol(&self, arg: &DagArg<'_>) -> Result<String> {
        let Some(name) = arg.name.filter(|_| self.def.is_unset(arg.value)) else {
            return Err(self.error(format!(
                "expected a bound symbol, found '{}'",
                self.def.text_of(arg.value)
            )));
        };
        if !self.bound.iter().any(|b| b == name) {
            return Err(self.error(format!("referencing unbound symbol '{name}'")));
        }
        Ok(name.to_string())
    }

    fn result(&mut self, dag: &Dag<'_>) -> Result<ResultNode> {
        let operator = dag.operator.as_ref();
        if operator.is_some_and(|o| o.name() == "replaceWithValue") {
            let [arg] = dag.args.as_slice() else {
                return Err(self.error("replaceWithValue takes one symbol".into()));
            };
            return Ok(ResultNode::ReplaceWithValue(self.symbol(arg)?));
        }
        let args = dag
            .args
            .iter()
            .map(|a| self.result_arg(a))
            .collect::<Result<Vec<_>>>()?;
        if let Some(native) = operator.filter(|o| o.is_a("NativeCodeCall")) {
            if native.int("numReturns") != Some(1) {
                return Err(self.error(
                    "a NativeCodeCall of other than one value is not supported yet".into(),
                ));
            }
            let code = native
                .code("expression")
                .ok_or_else(|| self.error("NativeCodeCall without an expression".into()))?;
            return Ok(ResultNode::Native { code, args });
        }
        let Some(op) = self.op_of(dag) else {
            let what = operator.map_or("?".into(), |o| o.name());
            return Err(self.error(format!(
                "result pattern operator '{what}' is neither an op of the compiled files nor a \
                 NativeCodeCall"
            )));
        };
        self.check_arity(op, args.len())?;
        let name = self.bind(dag.operator_name)?;
        Ok(ResultNode::Op { op, name, args })
    }

    fn result_arg(&mut self, arg: &DagArg<'_>) -> Result<ResultNode> {
        match self.def.as_dag(arg.value) {
            Some(inner) => self.result(&inner),
            None => Ok(ResultNode::Symbol(self.symbol(arg)?)),
        }
    }
}
