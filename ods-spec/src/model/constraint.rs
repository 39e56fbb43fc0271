//! Constraints on operands, results, attributes, properties, regions and
//! successors, collected once each: ops that use the same constraint share
//! one verifier function, as `mlir-tblgen`'s static verifier functions do.

use super::pred::{self, Pred};
use super::records::View;
use crate::tablegen::source::Span;

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
    /// How messages name it: the def, or `Class<...>` for an anonymous
    /// instance (whose numbered name says nothing to the user).
    pub display_name: String,
    /// Where the user applied it first: the instance or def when the user
    /// wrote it, else the op field that names it. An error in a predicate
    /// the prelude builds is reported here.
    pub site: Span,
    /// For properties: the Rust type the predicate sees as `$_self`.
    pub value_type: String,
    /// When the constraint is an `AttrDef`/`TypeDef` itself, its def name
    /// (the predicate then names its handle as
    /// [`placeholder`](super::attr_type_def::placeholder) of it). Wrappers
    /// and combinations of defs carry the placeholders in their predicate
    /// only: [`class_refs`](super::attr_type_def::class_refs) finds them.
    pub attr_type_def: Option<String>,
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
    /// The constraint a record describes (its `predicate` and `summary`),
    /// used at `field` of an op.
    pub fn intern(&mut self, kind: ConstraintKind, def: View<'_>, field: Span) -> ConstraintId {
        let pred = def
            .def("predicate")
            .map_or_else(|| Pred::always(def), pred::fold);
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
            display_name: display_name(def),
            site: def.user_loc(field),
            value_type,
            attr_type_def: def.is_a("AttrOrTypeDef").then(|| def.name()),
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

/// `def`'s name, or for an anonymous instance its class's, as `Class<...>`.
fn display_name(def: View<'_>) -> String {
    let record = def.keeper.record(def.id);
    match record.direct_superclasses.first() {
        Some(&(class, _)) if record.is_anonymous() => {
            format!("{}<...>", def.keeper.store.record_name(class))
        }
        _ => def.name(),
    }
}
