//! Typed reading of evaluated records: the few field shapes ODS uses
//! (strings, code, bits, ints, defs, lists and dags), with the location of
//! each value for error messages.

use crate::prelude;
use crate::tablegen::init::{Init, InitId};
use crate::tablegen::source::Span;
use crate::tablegen::{Diagnostic, RecordId, RecordKeeper};

/// A record, seen through the fields ODS reads.
#[derive(Clone, Copy)]
pub struct View<'k> {
    /// The evaluated records the view reads from.
    pub keeper: &'k RecordKeeper,
    /// Which record of `keeper` this is.
    pub id: RecordId,
}

/// A code or string field: its text and the field it came from. Where the
/// text itself was written is found only when an error needs it
/// ([`locate`]): searching the sources for every code string would cost
/// more than the whole generation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    /// The text as the field holds it.
    pub text: String,
    /// Where the field holding the text was declared (for a predicate,
    /// its `CPred`); [`locate`] finds the text itself.
    pub span: Span,
    /// C++ (from a file written for mlir-tblgen) that no overlay or idiom
    /// replaces: the overlay target that would (`Def.field`); see
    /// [`overlay`](super::overlay). The generator refuses it.
    pub missing_rust: Option<String>,
}

impl Code {
    /// Rust code written at `span`.
    pub fn rust(text: String, span: Span) -> Code {
        Code {
            text,
            span,
            missing_rust: None,
        }
    }
}

/// One argument of a dag: its value and its `$name`.
#[derive(Clone, Copy)]
pub struct DagArg<'k> {
    /// The argument's value.
    pub value: InitId,
    /// The `$name` given to it, if any.
    pub name: Option<&'k str>,
}

/// A dag value: `(op arg:$name, ...)`.
pub struct Dag<'k> {
    /// The dag's operator when it is a record (`ins`, `outs`, ...).
    pub operator: Option<View<'k>>,
    /// The `$name` given to the operator (`(Op:$name ...)`).
    pub operator_name: Option<&'k str>,
    /// The arguments, in order.
    pub args: Vec<DagArg<'k>>,
}

/// The result of reading the model: an error points into the `.td`
/// sources.
pub type Result<T> = std::result::Result<T, Box<Diagnostic>>;

impl<'k> View<'k> {
    /// A view of the record `id`.
    pub fn new(keeper: &'k RecordKeeper, id: RecordId) -> View<'k> {
        View { keeper, id }
    }

    /// The record's name.
    pub fn name(&self) -> String {
        self.keeper.store.record_name(self.id)
    }

    /// Where the record was written.
    pub fn loc(&self) -> Span {
        self.keeper.record(self.id).loc()
    }

    /// Where the user wrote the record (a def, or a class instance), or
    /// `fallback` when the prelude defines it.
    pub fn user_loc(&self, fallback: Span) -> Span {
        let loc = self.loc();
        if prelude::is_prelude_path(&self.keeper.sources.file(loc.file).path) {
            fallback
        } else {
            loc
        }
    }

    /// Whether the record derives from the class `class` (or is it).
    pub fn is_a(&self, class: &str) -> bool {
        match self.keeper.classes.get(class) {
            Some(&c) => c == self.id || self.keeper.store.is_subclass_of(self.id, c),
            None => false,
        }
    }

    fn value(&self, field: &str) -> Option<(InitId, Span)> {
        let name = self.keeper.store.str_lookup(field)?;
        let v = self.keeper.record(self.id).value(name)?;
        match self.keeper.store.get(v.value) {
            Init::Unset => None,
            _ => Some((v.value, v.loc)),
        }
    }

    /// Whether the field exists and is set.
    pub fn has(&self, field: &str) -> bool {
        self.value(field).is_some()
    }

    /// Where a field was given its value: its `let` in the record's body
    /// when there is one, else the record.
    pub fn field_loc(&self, field: &str) -> Span {
        let loc = self.loc();
        let file = self.keeper.sources.file(loc.file);
        let body = &file.text[loc.start as usize..];
        let end = body.find("\ndef ").unwrap_or(body.len());
        let pattern = format!("let {field}");
        match body[..end].find(&pattern) {
            Some(at) => {
                let start = loc.start as usize + at + 4;
                Span::new(loc.file, start, start + field.len())
            }
            None => loc,
        }
    }

    /// A string (or code) field; `None` when unset or not a string.
    pub fn str(&self, field: &str) -> Option<&'k str> {
        let (v, _) = self.value(field)?;
        self.keeper.store.as_str(v)
    }

    /// A string field, empty when unset.
    pub fn string(&self, field: &str) -> String {
        self.str(field).unwrap_or_default().to_string()
    }

    /// A code field with its location; `None` when unset or blank.
    pub fn code(&self, field: &str) -> Option<Code> {
        self.code_even_blank(field)
            .filter(|code| !code.text.trim().is_empty())
    }

    /// A string or code field whenever it holds one, blank or not (MLIR
    /// reads an `assemblyFormat = ""` as a format, which then lacks
    /// `attr-dict`).
    pub fn code_even_blank(&self, field: &str) -> Option<Code> {
        self.code_for(field, &format!("{}.{field}", self.name()))
    }

    /// A string field holding text in a language of ODS's own (an assembly
    /// format), never C++ nor Rust; `None` when unset.
    pub fn dsl(&self, field: &str) -> Option<Code> {
        let (v, span) = self.value(field)?;
        let text = self.keeper.store.as_str(v)?;
        Some(Code::rust(text.to_string(), span))
    }

    /// [`code_even_blank`](Self::code_even_blank), with C++ marked missing
    /// under the overlay `target` given (`Op.argument.field` for a record
    /// without a name of its own).
    pub fn code_for(&self, field: &str, target: &str) -> Option<Code> {
        let (v, span) = self.value(field)?;
        let text = self.keeper.store.as_str(v)?;
        Some(super::overlay::resolve(*self, field, target, text, span))
    }

    /// A `bit` (or `int`) field, `false` when unset.
    pub fn bit(&self, field: &str) -> bool {
        match self.value(field).map(|(v, _)| self.keeper.store.get(v)) {
            Some(Init::Bit(b)) => *b,
            Some(Init::Int(i)) => *i != 0,
            _ => false,
        }
    }

    /// An `int` (or `bit`) field.
    pub fn int(&self, field: &str) -> Option<i64> {
        let (v, _) = self.value(field)?;
        match self.keeper.store.get(v) {
            Init::Int(i) => Some(*i),
            Init::Bit(b) => Some(*b as i64),
            _ => None,
        }
    }

    /// A field holding a def, seen as a view.
    pub fn def(&self, field: &str) -> Option<View<'k>> {
        let (v, _) = self.value(field)?;
        self.as_def(v)
    }

    /// A value that is a def, seen as a view.
    pub fn as_def(&self, v: InitId) -> Option<View<'k>> {
        match self.keeper.store.get(v) {
            Init::Def(r) => Some(View::new(self.keeper, *r)),
            _ => None,
        }
    }

    /// The elements of a list field; empty when unset or not a list.
    pub fn list(&self, field: &str) -> Vec<InitId> {
        match self.value(field).map(|(v, _)| self.keeper.store.get(v)) {
            Some(Init::List(items, _)) => items.to_vec(),
            _ => Vec::new(),
        }
    }

    /// The defs of a list field (other elements are skipped).
    pub fn defs(&self, field: &str) -> Vec<View<'k>> {
        self.list(field)
            .into_iter()
            .filter_map(|v| self.as_def(v))
            .collect()
    }

    /// The strings of a list field.
    pub fn strings(&self, field: &str) -> Vec<String> {
        self.list(field)
            .into_iter()
            .map(|v| self.keeper.store.unquoted(v))
            .collect()
    }

    /// A dag field.
    pub fn dag(&self, field: &str) -> Option<Dag<'k>> {
        let (v, _) = self.value(field)?;
        self.as_dag(v)
    }

    /// A value that is a dag.
    pub fn as_dag(&self, v: InitId) -> Option<Dag<'k>> {
        let store = &self.keeper.store;
        match store.get(v) {
            Init::Dag(op, op_name, args) => Some(Dag {
                operator: self.as_def(*op),
                operator_name: op_name.and_then(|n| store.as_str(n)),
                args: args
                    .iter()
                    .map(|&(value, name)| DagArg {
                        value,
                        name: name.and_then(|n| store.as_str(n)),
                    })
                    .collect(),
            }),
            _ => None,
        }
    }

    /// Whether a value is `?` (unset).
    pub fn is_unset(&self, v: InitId) -> bool {
        matches!(self.keeper.store.get(v), Init::Unset)
    }

    /// A value that is a string.
    pub fn as_str(&self, v: InitId) -> Option<&'k str> {
        self.keeper.store.as_str(v)
    }

    /// A value that is an int.
    pub fn as_int(&self, v: InitId) -> Option<i64> {
        match self.keeper.store.get(v) {
            Init::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// `cppNamespace`, split at `::`: the Rust module path of the items
    /// generated for the def.
    pub fn namespace(&self) -> Vec<String> {
        self.string("cppNamespace")
            .split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    }

    /// The text of a value as TableGen prints it (strings unquoted).
    pub fn text_of(&self, v: InitId) -> String {
        self.keeper.store.unquoted(v)
    }

    /// An error at `span`, for the model's `Result`.
    pub fn error(&self, span: Span, message: impl Into<String>) -> Box<Diagnostic> {
        Box::new(Diagnostic::error(Some(span), message))
    }
}

/// Where a code string was written: the first place in the loaded sources
/// whose text is exactly the string (a `[{...}]` block is copied verbatim),
/// or `fallback` (the field) when it was built or escaped.
pub fn locate(keeper: &RecordKeeper, text: &str, fallback: Span) -> Span {
    if text.len() < 3 {
        return fallback;
    }
    let files = keeper.sources.files().enumerate();
    // The file of the field first: the code is most likely written there.
    let mut order: Vec<(usize, &crate::tablegen::source::SourceFile)> = files.collect();
    order.sort_by_key(|(i, _)| *i as u32 != fallback.file.0);
    // A `CPred`'s expression is built as `"(" # pred # ")"`: look for the
    // inner text too, and give the span of the whole as if it surrounded it.
    let inner = text
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .filter(|t| t.len() >= 3);
    for (candidate, before) in std::iter::once((text, 0)).chain(inner.map(|t| (t, 1))) {
        for (i, file) in &order {
            if let Some(at) = file.text.find(candidate) {
                let start = at.saturating_sub(before);
                return Span::new(
                    crate::tablegen::source::FileId(*i as u32),
                    start,
                    start + text.len(),
                );
            }
        }
    }
    fallback
}
