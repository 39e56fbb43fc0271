//! Names that must be unique among definitions of one kind: op names
//! (`dialect.mnemonic`), and by the same check the mnemonics of a dialect's
//! attributes and types. MLIR only finds such a clash when the second
//! registration aborts at run time; here it is a definition error.

use super::records::Result;
use crate::tablegen::source::Span;
use crate::tablegen::Diagnostic;
use std::collections::HashMap;

/// The first definition seen of each name. Definitions must be inserted
/// in the order they were written, so that the error is at the later one.
pub struct UniqueNames<'a> {
    /// What the names are, for the message (`op`, `attribute`, ...).
    what: &'static str,
    first: HashMap<&'a str, (&'a str, Span)>,
}

impl<'a> UniqueNames<'a> {
    /// No names yet; `what` names their kind in messages (`op`, ...).
    pub fn new(what: &'static str) -> UniqueNames<'a> {
        UniqueNames {
            what,
            first: HashMap::new(),
        }
    }

    /// Records that the def `def_name` at `span` defines `name`; an error
    /// at `span`, noting the earlier definition, if one has.
    pub fn insert(&mut self, name: &'a str, def_name: &'a str, span: Span) -> Result<()> {
        let Some(&(first, first_span)) = self.first.get(name) else {
            self.first.insert(name, (def_name, span));
            return Ok(());
        };
        let message = format!("{} '{name}' is already defined by '{first}'", self.what);
        Err(Box::new(Diagnostic::error(Some(span), message).with_note(
            Some(first_span),
            "location of previous definition",
        )))
    }
}
