//! What only the Markdown documentation reads: the op doc group of an op
//! and the dialects' named attribute and type constraints.

use super::records::View;
use super::DefKind;

/// An `OpDocGroup`: ops a dialect's page documents under one heading.
#[derive(Clone, Debug)]
pub struct OpDocGroup {
    /// The def's name, which tells groups apart.
    pub def_name: String,
    /// `summary`: the heading; an empty one leaves the ops ungrouped.
    pub summary: String,
    /// `description`: the text under the heading.
    pub description: String,
}

impl OpDocGroup {
    /// Reads the `OpDocGroup` def `def`.
    pub fn read(def: View<'_>) -> OpDocGroup {
        OpDocGroup {
            def_name: def.name(),
            summary: def.string("summary"),
            description: def.string("description"),
        }
    }
}

/// A named constraint of a dialect (a `DialectAttr` or `DialectType` def
/// that is not an `AttrDef` or `TypeDef`), which the dialect's page lists
/// by summary.
#[derive(Clone, Debug)]
pub struct ConstraintDoc {
    /// An attribute or a type constraint.
    pub kind: DefKind,
    /// `summary`.
    pub summary: String,
    /// `description`.
    pub description: String,
}

impl ConstraintDoc {
    /// The kind of named dialect constraint `def` is, if it is one.
    pub fn kind_of(def: View<'_>) -> Option<DefKind> {
        if def.is_a("DialectAttr") && !def.is_a("AttrDef") {
            Some(DefKind::Attr)
        } else if def.is_a("DialectType") && !def.is_a("TypeDef") {
            Some(DefKind::Type)
        } else {
            None
        }
    }
}
