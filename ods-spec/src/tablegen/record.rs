//! Records (classes and defs) and the [`RecordKeeper`] that holds the result
//! of an evaluation.

use super::init::{InitId, Store, TyId};
use super::source::{SourceMap, Span};
use std::collections::BTreeMap;

/// Index of a record in [`Store::records`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId(pub u32);

/// What a [`RecordVal`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// A field declared with a type (`int x = 1;`).
    Normal,
    /// Declared with `field`: may stay unresolved.
    NonconcreteOk,
    /// A template argument of a class or multiclass.
    TemplateArg,
}

/// One field or template argument of a record.
#[derive(Clone, Debug)]
pub struct RecordVal {
    /// The name, a string value; template arguments are qualified by their
    /// record (`Class:arg`, `MC::arg`).
    pub name: InitId,
    /// The declared type.
    pub ty: TyId,
    /// The current value; `?` when not given.
    pub value: InitId,
    /// Field or template argument.
    pub kind: FieldKind,
    /// Where it was declared.
    pub loc: Span,
    /// For template arguments: whether the body refers to it (LLVM's
    /// `RecordVal::isUsed`).
    pub used: bool,
}

/// What a [`Record`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    /// A `class`.
    Class,
    /// A named `def` (or one made by `defm`).
    Def,
    /// A def without a name, printed as `anonymous_N`.
    AnonymousDef,
    /// A multiclass's own record, holding its template arguments.
    MultiClass,
}

/// An `assert` or `dump` attached to a record, checked when it is final.
#[derive(Clone, Debug)]
pub struct Check {
    /// The `assert` or `dump` statement.
    pub loc: Span,
    /// The condition of an `assert`; `None` for a `dump`.
    pub cond: Option<InitId>,
    /// The message to print.
    pub message: InitId,
}

/// A class, def or multiclass: its name, fields and superclasses.
#[derive(Clone, Debug)]
pub struct Record {
    /// The name, a string value once the record is final (before then it may
    /// be an expression still to resolve).
    pub name: InitId,
    /// Where the record was written, then where it was instantiated from a
    /// multiclass, if it was.
    pub locs: Vec<Span>,
    /// Fields and template arguments, in declaration order.
    pub values: Vec<RecordVal>,
    /// The names of the template arguments, in order.
    pub template_args: Vec<InitId>,
    /// The superclasses named in the record's own parent list.
    pub direct_superclasses: Vec<(RecordId, Span)>,
    /// All superclasses in post-order, as LLVM lists them: each direct
    /// superclass follows its own list, so diamonds repeat classes.
    pub superclasses: Vec<(RecordId, Span)>,
    /// Assertions (with a condition) and dumps (without), in source order.
    pub checks: Vec<Check>,
    /// Class, def or multiclass.
    pub kind: RecordKind,
}

impl Record {
    /// An empty record written at `loc`.
    pub(crate) fn new(name: InitId, loc: Span, kind: RecordKind) -> Record {
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

    /// The field or template argument named `name` (a string value; see
    /// [`Store::str_lookup`]).
    pub fn value(&self, name: InitId) -> Option<&RecordVal> {
        self.values.iter().find(|v| v.name == name)
    }

    /// The position of the field named `name` in [`values`](Record::values).
    pub fn value_index(&self, name: InitId) -> Option<usize> {
        self.values.iter().position(|v| v.name == name)
    }

    /// Whether `name` is one of the template arguments.
    pub fn is_template_arg(&self, name: InitId) -> bool {
        self.template_args.contains(&name)
    }

    /// Whether the record is a class or a multiclass (not a def).
    pub fn is_class(&self) -> bool {
        matches!(self.kind, RecordKind::Class | RecordKind::MultiClass)
    }

    /// Whether the record is an anonymous def.
    pub fn is_anonymous(&self) -> bool {
        self.kind == RecordKind::AnonymousDef
    }

    /// Where the record was written.
    pub fn loc(&self) -> Span {
        self.locs[0]
    }
}

/// The result of evaluating a root file: every class and def, by name.
pub struct RecordKeeper {
    /// The values, types and records, which [`RecordId`]s and
    /// [`InitId`]s index.
    pub store: Store,
    /// Every file read, to render locations.
    pub sources: SourceMap,
    /// The classes, by name.
    pub classes: BTreeMap<String, RecordId>,
    /// The defs, by name (anonymous ones too, as `anonymous_N`).
    pub defs: BTreeMap<String, RecordId>,
}

impl RecordKeeper {
    /// The record of an id.
    pub fn record(&self, id: RecordId) -> &Record {
        self.store.record(id)
    }

    /// The def named `name`.
    pub fn def(&self, name: &str) -> Option<&Record> {
        self.defs.get(name).map(|&id| self.record(id))
    }

    /// The class named `name`.
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
