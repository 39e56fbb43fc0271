//! C++ with no Rust (see `ods_spec::model::overlay`): each piece the
//! generator meets is listed rather than parsed, and generation fails at
//! the end with every one, so that one build names all the overlay must
//! give.

use super::code_kind::{Error, Kind, Result};
use ods_spec::model::Code;
use ods_spec::tablegen::source::Span;
use ods_spec::tablegen::Diagnostic;
use proc_macro2::TokenStream;
use std::cell::RefCell;

/// One piece of C++ the overlay does not replace.
#[derive(Clone, Debug)]
pub struct MissingRust {
    /// The overlay target that would replace it (`Def.field`).
    pub target: String,
    /// Where the field was given its value.
    pub span: Span,
    /// The C++, as the file has it.
    pub cpp: String,
    /// What the generator wanted it for ("the builder body").
    pub what: String,
}

thread_local! {
    /// The pieces met by the chunk being generated on this thread.
    static MET: RefCell<Option<Vec<MissingRust>>> = const { RefCell::new(None) };
}

/// A chunk's collection, from [`MissingRust::collect`] to
/// [`Collecting::finish`].
pub struct Collecting(());

impl MissingRust {
    /// Starts collecting the pieces this thread meets.
    pub fn collect() -> Collecting {
        MET.with(|m| *m.borrow_mut() = Some(Vec::new()));
        Collecting(())
    }

    /// The generator's stand-in for `code` when it is C++ without Rust:
    /// recorded, and tokens of the right kind that are never compiled
    /// (generation fails at the end). Outside a collection, the error.
    pub fn stand_in(code: &Code, kind: Kind, what: &str) -> Option<Result<TokenStream>> {
        let target = code.missing_rust.as_ref()?;
        let piece = MissingRust {
            target: target.clone(),
            span: code.span,
            cpp: code.text.trim().to_string(),
            what: what.to_string(),
        };
        let recorded = MET.with(|m| match m.borrow_mut().as_mut() {
            Some(met) => {
                met.push(piece.clone());
                true
            }
            None => false,
        });
        Some(if recorded {
            Ok(match kind {
                Kind::Expr | Kind::Type => quote::quote!(()),
                Kind::Block | Kind::Items | Kind::ImplItems => TokenStream::new(),
            })
        } else {
            Err(Error::plain(diagnostic(&[piece])))
        })
    }

    /// Fails with every piece of `missing`, if there is one.
    pub fn check(missing: Vec<MissingRust>) -> Result<()> {
        if missing.is_empty() {
            return Ok(());
        }
        Err(Error::plain(diagnostic(&missing)))
    }
}

impl Collecting {
    /// The pieces met since [`MissingRust::collect`].
    pub fn finish(self) -> Vec<MissingRust> {
        MET.with(|m| m.borrow_mut().take()).unwrap_or_default()
    }
}

/// One error at the first piece, a note at each, with its target.
fn diagnostic(missing: &[MissingRust]) -> Diagnostic {
    let mut sorted: Vec<&MissingRust> = missing.iter().collect();
    sorted.sort_by_key(|m| (m.span.file, m.span.start, m.target.clone()));
    sorted.dedup_by(|a, b| a.target == b.target && a.span == b.span);
    let first = sorted[0];
    let mut d = Diagnostic::error(
        Some(first.span),
        format!(
            "{} piece(s) of C++ have no Rust: give each in an overlay \
             (`def : RustFor<\"target\", [{{ rust }}]>`, from \"ods/RustOverlay.td\")",
            sorted.len()
        ),
    );
    for m in sorted {
        let cpp = if m.cpp.len() > 160 {
            format!("{}...", &m.cpp[..m.cpp.floor_char_boundary(160)])
        } else {
            m.cpp.clone()
        };
        d = d.with_note(
            Some(m.span),
            format!(
                "target `{}` ({}): C++ `{}`",
                m.target,
                m.what,
                cpp.replace('\n', " ")
            ),
        );
    }
    d
}
