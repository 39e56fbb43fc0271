//! Records (classes and defs) and the [`RecordKeeper`] that holds the result
//! of an evaluation.

use super::init::{InitId, Store, TyId};
use super::source::{SourceMap, Span};
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    Normal,
    /// Declared with `field`: may stay unresolved.
    NonconcreteOk,
    TemplateArg,
}

/// One field or template argument of a record.
#[derive(Clone, Debug)]
pub struct RecordVal {
    pub name: InitId,
    pub ty: TyId,
    pub value: InitId,
    pub kind: FieldKind,
    pub loc: Span,
    pub used: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    Class,
    Def,
    AnonymousDef,
    /// A multiclass's own record, holding its template arguments.
    MultiClass,
}

/// An `assert` or `dump` attached to a record, checked when it is final.
#[derive(Clone, Debug)]
pub struct Check {
    pub loc: Span,
    pub cond: Option<InitId>,
    pub message: InitId,
}

#[derive(Clone, Debug)]
pub struct Record {
    pub name: InitId,
    pub locs: Vec<Span>,
    pub values: Vec<RecordVal>,
    pub template_args: Vec<InitId>,
    /// The superclasses named in the record's own parent list.
    pub direct_superclasses: Vec<(RecordId, Span)>,
    /// All superclasses in post-order, as LLVM lists them: each direct
    /// superclass follows its own list, so diamonds repeat classes.
    pub superclasses: Vec<(RecordId, Span)>,
    /// Assertions (with a condition) and dumps (without), in source order.
    pub checks: Vec<Check>,
    pub kind: RecordKind,
}

impl Record {
    pub fn new(name: InitId, loc: Span, kind: RecordKind) -> Record {
        Record {
            name,
            locs: vec![loc],
            values: Vec::new(),
            template_args: Vec::new(),
            direct_superclasses: Vec::new(),
            superclasses: Vec::new(),
            checks: Vec::new(),
            kind,
        }
    }

    pub fn value(&self, name: InitId) -> Option<&RecordVal> {
        self.values.iter().find(|v| v.name == name)
    }

    pub fn value_index(&self, name: InitId) -> Option<usize> {
        self.values.iter().position(|v| v.name == name)
    }

    pub fn is_template_arg(&self, name: InitId) -> bool {
        self.template_args.contains(&name)
    }

    pub fn is_class(&self) -> bool {
        matches!(self.kind, RecordKind::Class | RecordKind::MultiClass)
    }

    pub fn is_anonymous(&self) -> bool {
        self.kind == RecordKind::AnonymousDef
    }

    pub fn loc(&self) -> Span {
        self.locs[0]
    }
}

/// The result of evaluating a root file: every class and def, by name.
pub struct RecordKeeper {
    pub store: Store,
    pub sources: SourceMap,
    pub classes: BTreeMap<String, RecordId>,
    pub defs: BTreeMap<String, RecordId>,
}

impl RecordKeeper {
    pub fn record(&self, id: RecordId) -> &Record {
        self.store.record(id)
    }

    pub fn def(&self, name: &str) -> Option<&Record> {
        self.defs.get(name).map(|&id| self.record(id))
    }

    pub fn class(&self, name: &str) -> Option<&Record> {
        self.classes.get(name).map(|&id| self.record(id))
    }
}

impl std::fmt::Debug for RecordKeeper {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RecordKeeper")
            .field("classes", &self.classes.len())
            .field("defs", &self.defs.len())
            .finish()
    }
}
