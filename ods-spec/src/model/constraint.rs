//! Constraints on operands, results, attributes, properties, regions and
//! successors, collected once each: ops that use the same constraint share
//! one verifier function, as `mlir-tblgen`'s static verifier functions do.

use super::pred::{self, Pred};
use super::records::View;

/// What a [`Constraint`] applies to, which decides what its predicate's
/// `$_self` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConstraintKind {
    /// A type constraint on an operand or result (`$_self` is a `Type`).
    Type,
    /// An attribute constraint (`$_self` is an `Attribute`).
    Attr,
    /// A region constraint (`$_self` is a `RegionId`).
    Region,
    /// A successor constraint (`$_self` is a `BlockId`).
    Successor,
    /// A property constraint (`$_self` is the property's Rust value, of type
    /// [`value_type`](Constraint::value_type)).
    Property,
}

/// One distinct constraint: its predicate and the summary that error
/// messages print.
#[derive(Clone, Debug)]
pub struct Constraint {
    /// What the constraint applies to.
    pub kind: ConstraintKind,
    /// The predicate, folded into one Rust expression.
    pub pred: Pred,
    /// The `summary` of the constraint def, which failed checks print.
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
    /// The constraints, which [`ConstraintId`]s index.
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

    /// The id of `c`, added unless an equal constraint (same kind, predicate,
    /// summary and value type) is already there.
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

    /// The constraint of an id.
    pub fn get(&self, id: ConstraintId) -> &Constraint {
        &self.list[id.0]
    }
}
