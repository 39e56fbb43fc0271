//! Constraints on operands, results, attributes, properties, regions and
//! successors, collected once each: ops that use the same constraint share
//! one verifier function, as `mlir-tblgen`'s static verifier functions do.

use super::pred::{self, Pred};
use super::records::View;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConstraintKind {
    Type,
    Attr,
    Region,
    Successor,
    Property,
}

/// One distinct constraint: its predicate and the summary that error
/// messages print.
#[derive(Clone, Debug)]
pub struct Constraint {
    pub kind: ConstraintKind,
    pub pred: Pred,
    pub summary: String,
    /// The def it came from, to name its verifier function.
    pub def_name: String,
    /// For properties: the Rust type the predicate sees as `$_self`.
    pub value_type: String,
}

/// Index into [`Constraints`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstraintId(pub usize);

/// The table of distinct constraints, in first-use order.
#[derive(Default, Debug)]
pub struct Constraints {
    pub list: Vec<Constraint>,
}

impl Constraints {
    /// The constraint a record describes (its `predicate` and `summary`).
    pub fn intern(&mut self, kind: ConstraintKind, def: View<'_>) -> ConstraintId {
        let pred = def
            .def("predicate")
            .map(pred::fold)
            .unwrap_or_else(|| Pred {
                expr: "true".into(),
                span: def.loc(),
            });
        let summary = def.string("summary");
        let value_type = match kind {
            ConstraintKind::Property => def.string("interfaceType"),
            _ => String::new(),
        };
        let c = Constraint {
            kind,
            pred,
            summary,
            def_name: def.name(),
            value_type,
        };
        self.add(c)
    }

    pub fn add(&mut self, c: Constraint) -> ConstraintId {
        if let Some(i) = self.list.iter().position(|x| {
            x.kind == c.kind
                && x.pred.expr == c.pred.expr
                && x.summary == c.summary
                && x.value_type == c.value_type
        }) {
            return ConstraintId(i);
        }
        self.list.push(c);
        ConstraintId(self.list.len() - 1)
    }

    pub fn get(&self, id: ConstraintId) -> &Constraint {
        &self.list[id.0]
    }
}
