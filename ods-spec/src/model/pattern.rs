//! DRR rewrite rules (`Pat` and `Pattern` of `mlir/IR/PatternBase.td`):
//! the source op DAG with the symbols it binds, the result DAGs and the
//! extra constraints, checked as mlir-tblgen checks them (operators that
//! are not ops, argument counts, symbols bound twice or never, misplaced
//! directives), each error at the pattern.

use super::op::{Argument, Op};
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
    /// Built after the replacement, for their effects (MLIR's
    /// supplemental result patterns).
    pub supplemental: Vec<ResultNode>,
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
    /// `(Op:$name ...)`: the op's results.
    pub name: Option<String>,
    /// The DAG's arguments; each covers one argument of the op, but
    /// `either`, which covers two operands.
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
    /// `(either $a, $b)`: two operands, matched in either order.
    Either(Box<[SourceArg; 2]>),
    /// `(variadic $a, ...)`: a variadic operand of exactly these values.
    Variadic(Vec<SourceArg>),
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
    /// `$name` or `$name__N`: a bound symbol, or one value of it.
    Symbol(String),
    /// `ConstantAttr<Attr, "value">` or an enum case: an attribute built
    /// by the attribute's `constBuilderCall` from `value`.
    Constant {
        /// The `constBuilderCall`, `$0` the value.
        builder: Option<String>,
        /// The Rust value.
        value: String,
        /// The constant's def, for errors.
        what: String,
    },
    /// `(Op args...)`: a new op.
    Op(ResultOp),
    /// `(NativeCodeCall args...)`: Rust that gives a value, an attribute,
    /// several values (`returns` > 1) or nothing (`returns` 0).
    Native {
        /// The code, with its placeholders.
        code: Code,
        /// `$0`.. of the code.
        args: Vec<ResultNode>,
        /// How many values it gives.
        returns: usize,
        /// `(NativeCodeCall:$name ...)`.
        name: Option<String>,
        /// `$_loc`: a `location` directive, or the matched ops' location.
        location: Option<Vec<LocationPart>>,
    },
    /// `(replaceWithValue $v)`.
    ReplaceWithValue(String),
    /// `(variadic $a, ...)`: the values of a variadic operand.
    Variadic(Vec<ResultNode>),
}

/// `(Op args...)` in a result DAG.
#[derive(Clone, Debug)]
pub struct ResultOp {
    /// Index of the op in [`Model::ops`](super::Model::ops).
    pub op: usize,
    /// `(Op:$name ...)` or `(Op:$name__N ...)`.
    pub name: Option<String>,
    /// One per argument of the op.
    pub args: Vec<ResultNode>,
    /// `(location ...)`: where the op is; the matched ops' fused location
    /// when absent.
    pub location: Option<Vec<LocationPart>>,
    /// `(returnType ...)`: its result types.
    pub return_types: Option<Vec<ReturnType>>,
}

/// One argument of a `location` directive.
#[derive(Clone, Debug)]
pub enum LocationPart {
    /// `$v`: where the symbol's value is defined.
    Symbol(String),
    /// `"name"`: a name.
    Name(String),
}

/// One argument of a `returnType` directive.
#[derive(Clone, Debug)]
pub enum ReturnType {
    /// `$v`: the type of a bound value.
    Symbol(String),
    /// `"code"`: Rust giving a `Type`.
    Code(Code),
    /// `(NativeCodeCall ...)`: native code giving a `Type`.
    Native(ResultNode),
}

/// A symbol without its `__N` index: the name it was bound under.
pub fn pack_name(symbol: &str) -> &str {
    match symbol.rsplit_once("__") {
        Some((base, index)) if !index.is_empty() && index.bytes().all(|b| b.is_ascii_digit()) => {
            base
        }
        _ => symbol,
    }
}

/// The `N` of `$name__N`.
pub fn pack_index(symbol: &str) -> Option<usize> {
    let (base, index) = symbol.rsplit_once("__")?;
    (!base.is_empty()).then_some(())?;
    index.parse().ok()
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
    // The source's symbols are checked by the constraints, which MLIR
    // reads before the results.
    let mut constraints = Vec::new();
    for v in def.list("constraints") {
        let dag = def
            .as_dag(v)
            .ok_or_else(|| def.error(span, "constraint is not a DAG"))?;
        constraints.push(reader.constraint(&dag)?);
    }
    let mut results = Vec::new();
    for v in def.list("resultPatterns") {
        let dag = def
            .as_dag(v)
            .ok_or_else(|| def.error(span, "result pattern is not a DAG"))?;
        results.push(reader.result(&dag)?);
    }
    if results.is_empty() && !ops[source.op].results.is_empty() {
        return Err(def.error(span, "pattern has no result"));
    }
    let mut supplemental = Vec::new();
    for v in def.list("supplementalPatterns") {
        let dag = def
            .as_dag(v)
            .ok_or_else(|| def.error(span, "supplemental pattern is not a DAG"))?;
        supplemental.push(reader.result(&dag)?);
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
        supplemental,
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

/// The directive a DAG's operator names, if any.
fn directive(dag: &Dag<'_>) -> Option<String> {
    let name = dag.operator.as_ref()?.name();
    matches!(
        name.as_str(),
        "either" | "variadic" | "location" | "returnType" | "replaceWithValue"
    )
    .then_some(name)
}

impl Reader<'_, '_> {
    fn error(&self, message: impl Into<String>) -> Box<crate::tablegen::Diagnostic> {
        self.def.error(self.span, message)
    }

    /// The op a DAG's operator names.
    fn op_of(&self, dag: &Dag<'_>) -> Option<usize> {
        let name = dag.operator.as_ref()?.name();
        self.ops.iter().position(|o| o.def_name == name)
    }

    fn is_bound(&self, name: &str) -> bool {
        self.bound.iter().any(|b| b == name)
    }

    fn bind(&mut self, name: Option<&str>) -> Result<Option<String>> {
        let Some(name) = name.filter(|n| *n != "_") else {
            return Ok(None);
        };
        if self.is_bound(pack_name(name)) {
            return Err(self.error(format!("symbol '{name}' bound more than once")));
        }
        self.bound.push(pack_name(name).to_string());
        Ok(Some(name.to_string()))
    }

    /// A source leaf's symbol: bound again, it asks for the same value
    /// (or attribute) as before, as in MLIR.
    fn bind_leaf(&mut self, name: Option<&str>) -> Option<String> {
        let name = name.filter(|n| *n != "_")?;
        if !self.is_bound(name) {
            self.bound.push(name.to_string());
        }
        Some(name.to_string())
    }

    fn arity_error(&self, what: &str, op: usize, given: usize) -> Box<crate::tablegen::Diagnostic> {
        self.error(format!(
            "{what} '{}' argument number mismatch: {given} in pattern vs. {} in definition",
            self.ops[op].op_name,
            self.ops[op].arguments.len()
        ))
    }

    fn source_op(&mut self, dag: &Dag<'_>) -> Result<SourceOp> {
        let Some(op) = self.op_of(dag) else {
            let what = dag.operator.as_ref().map_or("?".into(), |o| o.name());
            return Err(self.error(format!(
                "source pattern operator '{what}' is not an op of the compiled files"
            )));
        };
        self.op_count += 1;
        let given: usize = dag
            .args
            .iter()
            .map(
                |a| match self.def.as_dag(a.value).and_then(|d| directive(&d)) {
                    Some(d) if d == "either" => 2,
                    _ => 1,
                },
            )
            .sum();
        if given != self.ops[op].arguments.len() {
            return Err(self.arity_error("op", op, given));
        }
        let name = self.bind(dag.operator_name)?;
        let mut args = Vec::new();
        let mut index = 0;
        for arg in &dag.args {
            let inner = self.def.as_dag(arg.value);
            let arg = match inner.as_ref().and_then(directive) {
                Some(d) if d == "either" => {
                    let inner = inner.expect("a directive is a DAG");
                    let [a, b] = inner.args.as_slice() else {
                        return Err(self.error("either directive must take two operands"));
                    };
                    for k in [index, index + 1] {
                        if !matches!(self.ops[op].arguments[k], Argument::Operand(_)) {
                            return Err(self.error("either can only be applied on operand"));
                        }
                    }
                    index += 1;
                    let pair = [self.source_arg(a)?, self.source_arg(b)?];
                    SourceArg::Either(Box::new(pair))
                }
                Some(d) if d == "variadic" => {
                    let inner = inner.expect("a directive is a DAG");
                    let variadic = match self.ops[op].arguments[index] {
                        Argument::Operand(k) => {
                            self.ops[op].operands[k].arity == super::op::Arity::Variadic
                        }
                        _ => false,
                    };
                    if !variadic {
                        return Err(self
                            .error("variadic directive must match a variadic operand of the op"));
                    }
                    let values = inner
                        .args
                        .iter()
                        .map(|a| self.source_arg(a))
                        .collect::<Result<Vec<_>>>()?;
                    SourceArg::Variadic(values)
                }
                Some(d) => {
                    return Err(self.error(format!(
                        "the '{d}' directive cannot be used in a source pattern"
                    )))
                }
                None => self.source_arg(arg)?,
            };
            args.push(arg);
            index += 1;
        }
        Ok(SourceOp { op, name, args })
    }

    /// A leaf or a nested op of the source DAG.
    fn source_arg(&mut self, arg: &DagArg<'_>) -> Result<SourceArg> {
        if let Some(inner) = self.def.as_dag(arg.value) {
            if directive(&inner).is_some() {
                return Err(self.error("directives cannot be nested in a source pattern"));
            }
            if arg.name.is_some() {
                return Err(self.error("name a nested source op as `(Op:$name ...)`"));
            }
            return Ok(SourceArg::Op(self.source_op(&inner)?));
        }
        Ok(SourceArg::Leaf {
            name: self.bind_leaf(arg.name),
            constraint: self.leaf_constraint(arg)?,
        })
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
            return Err(self.error("a pattern constraint must be `(Constraint $a, ...)`"));
        };
        if c.is_a("AttrConstraint") && dag.args.len() > 1 {
            return Err(self.error("cannot use AttrConstraint in Pattern multi-entity constraints"));
        }
        let args = dag
            .args
            .iter()
            .map(|a| self.symbol(a))
            .collect::<Result<Vec<_>>>()?;
        if args.is_empty() {
            return Err(self.error("a pattern constraint needs at least one symbol"));
        }
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
        if !self.is_bound(pack_name(name)) {
            return Err(self.error(format!("referencing unbound symbol '{name}'")));
        }
        Ok(name.to_string())
    }

    fn result(&mut self, dag: &Dag<'_>) -> Result<ResultNode> {
        match directive(dag).as_deref() {
            Some("replaceWithValue") => {
                let [arg] = dag.args.as_slice() else {
                    return Err(
                        self.error("replaceWithValue directive must take exactly one argument")
                    );
                };
                if dag.operator_name.is_some() {
                    return Err(self.error("cannot bind symbol to replaceWithValue"));
                }
                return Ok(ResultNode::ReplaceWithValue(self.symbol(arg)?));
            }
            Some("variadic") => {
                let values = dag
                    .args
                    .iter()
                    .map(|a| self.result_arg(a))
                    .collect::<Result<Vec<_>>>()?;
                return Ok(ResultNode::Variadic(values));
            }
            Some("location") => {
                return Err(self.error("location directive can only be used with op creation"))
            }
            Some(d) => {
                return Err(self.error(format!(
                    "the '{d}' directive cannot be used in a result pattern"
                )))
            }
            None => {}
        }
        let operator = dag.operator.as_ref();
        let (location, return_types, count) = self.trailing_directives(dag)?;
        let args = dag.args[..dag.args.len() - count]
            .iter()
            .map(|a| self.result_arg(a))
            .collect::<Result<Vec<_>>>()?;
        if let Some(native) = operator.filter(|o| o.is_a("NativeCodeCall")) {
            if return_types.is_some() {
                return Err(self.error("`NativeCodeCall` cannot have return type specifier"));
            }
            let code = native
                .code("expression")
                .ok_or_else(|| self.error("NativeCodeCall without an expression"))?;
            let returns = native.int("numReturns").unwrap_or(1);
            let returns = usize::try_from(returns)
                .map_err(|_| self.error("NativeCodeCall with a negative number of returns"))?;
            let name = self.bind(dag.operator_name)?;
            return Ok(ResultNode::Native {
                code,
                args,
                returns,
                name,
                location,
            });
        }
        let Some(op) = self.op_of(dag) else {
            let what = operator.map_or("?".into(), |o| o.name());
            return Err(self.error(format!(
                "result pattern operator '{what}' is neither an op of the compiled files nor a \
                 NativeCodeCall"
            )));
        };
        if args.len() != self.ops[op].arguments.len() {
            return Err(self.arity_error("resultant op", op, args.len()));
        }
        let name = self.bind(dag.operator_name)?;
        Ok(ResultNode::Op(ResultOp {
            op,
            name,
            args,
            location,
            return_types,
        }))
    }

    /// The `location` and `returnType` directives that end a result DAG's
    /// arguments, and how many there are.
    #[allow(clippy::type_complexity)]
    fn trailing_directives(
        &mut self,
        dag: &Dag<'_>,
    ) -> Result<(Option<Vec<LocationPart>>, Option<Vec<ReturnType>>, usize)> {
        let mut location = None;
        let mut return_types = None;
        let mut count = 0;
        for arg in dag.args.iter().rev() {
            let Some(inner) = self.def.as_dag(arg.value) else {
                break;
            };
            match directive(&inner).as_deref() {
                Some("location") => {
                    if location.is_some() {
                        return Err(self.error("`location` directive can only be specified once"));
                    }
                    location = Some(self.location(&inner)?);
                }
                Some("returnType") => {
                    if return_types.is_some() {
                        return Err(self.error("`returnType` directive can only be specified once"));
                    }
                    return_types = Some(self.return_types(&inner)?);
                }
                _ => break,
            }
            count += 1;
        }
        Ok((location, return_types, count))
    }

    fn location(&self, dag: &Dag<'_>) -> Result<Vec<LocationPart>> {
        if dag.args.is_empty() {
            return Err(self.error("At least one argument to location directive required"));
        }
        if dag.operator_name.is_some() {
            return Err(self.error("cannot bind symbol to location"));
        }
        let mut parts = Vec::new();
        for arg in &dag.args {
            parts.push(match self.def.as_str(arg.value) {
                Some(name) => {
                    if parts.iter().any(|p| matches!(p, LocationPart::Name(_))) {
                        return Err(self.error("Only one string attribute may be specified"));
                    }
                    LocationPart::Name(name.to_string())
                }
                None => LocationPart::Symbol(self.symbol(arg)?),
            });
        }
        Ok(parts)
    }

    fn return_types(&mut self, dag: &Dag<'_>) -> Result<Vec<ReturnType>> {
        let mut types = Vec::new();
        for arg in &dag.args {
            types.push(if let Some(inner) = self.def.as_dag(arg.value) {
                if !inner.operator.is_some_and(|o| o.is_a("NativeCodeCall")) {
                    return Err(self.error("nested DAG in `returnType` must be a native code call"));
                }
                ReturnType::Native(self.result(&inner)?)
            } else if let Some(text) = self.def.as_str(arg.value) {
                let target = format!("{}.returnType", self.def.name());
                ReturnType::Code(super::overlay::resolve(
                    self.def,
                    "returnType",
                    &target,
                    text,
                    self.span,
                ))
            } else {
                ReturnType::Symbol(self.symbol(arg)?)
            });
        }
        Ok(types)
    }

    fn result_arg(&mut self, arg: &DagArg<'_>) -> Result<ResultNode> {
        if let Some(inner) = self.def.as_dag(arg.value) {
            return self.result(&inner);
        }
        if self.def.as_str(arg.value).is_some() {
            return Err(self.error("raw string not supported as argument"));
        }
        if let Some(c) = self.def.as_def(arg.value) {
            return self.constant(c, arg);
        }
        Ok(ResultNode::Symbol(self.symbol(arg)?))
    }

    /// A def as a result argument: a `ConstantAttr`, an enum case, or a
    /// `NativeCodeCall` on the symbol it names (`$_self`).
    fn constant(&mut self, c: View<'_>, arg: &DagArg<'_>) -> Result<ResultNode> {
        if c.is_a("ConstantAttr") {
            let attr = c.def("attr");
            return Ok(ResultNode::Constant {
                builder: attr
                    .and_then(|a| a.code("constBuilderCall"))
                    .map(|c| c.text),
                value: c.string("value"),
                what: c.name(),
            });
        }
        if c.is_a("EnumCase") && c.is_a("Attr") {
            return Ok(ResultNode::Constant {
                builder: c.code("constBuilderCall").map(|c| c.text),
                value: c.int("value").unwrap_or(0).to_string(),
                what: c.name(),
            });
        }
        if c.is_a("NativeCodeCall") {
            // `$_self` is the symbol: the code's one argument.
            let Some(name) = arg.name else {
                return Err(self.error("a NativeCodeCall argument must name its symbol"));
            };
            if !self.is_bound(pack_name(name)) {
                return Err(self.error(format!("referencing unbound symbol '{name}'")));
            }
            let mut code = c
                .code("expression")
                .ok_or_else(|| self.error("NativeCodeCall without an expression"))?;
            code.text = code.text.replace("$_self", "$0");
            return Ok(ResultNode::Native {
                code,
                args: vec![ResultNode::Symbol(name.to_string())],
                returns: 1,
                name: None,
                location: None,
            });
        }
        Err(self.error(format!(
            "result argument '{}' is neither a bound symbol, a constant attribute nor a \
             NativeCodeCall",
            c.name()
        )))
    }
}
