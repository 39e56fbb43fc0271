//! The vocabulary of Rust written in `.td` files, shared by the code
//! reader and the modules it calls: what a piece must parse as, and the
//! error of a piece that does not.

use ods_spec::tablegen::source::Span;
use ods_spec::tablegen::{Diagnostic, RecordKeeper};
use proc_macro2::TokenStream;

/// A generation error: a diagnostic at a span, and for an error inside a
/// code string, that string and the offset in it, so that the span can be
/// narrowed to the text itself once (see [`Error::resolve`]).
#[derive(Debug)]
pub struct Error {
    pub diagnostic: Diagnostic,
    pub code: Option<(String, usize)>,
    /// Where the user applied the code (a constraint's use): the error is
    /// reported there when the code was written in the prelude, which the
    /// user did not write and cannot fix.
    pub site: Option<Span>,
}

pub type Result<T> = std::result::Result<T, Box<Error>>;

impl Error {
    pub fn plain(diagnostic: Diagnostic) -> Box<Error> {
        Box::new(Error {
            diagnostic,
            code: None,
            site: None,
        })
    }

    /// The diagnostic, pointing into the code string when it can be found
    /// in the sources; at the site when that is in the prelude, with the
    /// prelude's line as a note.
    pub fn resolve(self, keeper: &RecordKeeper) -> Box<Diagnostic> {
        let mut d = self.diagnostic;
        if let (Some((text, at)), Some(span)) = (self.code, d.span) {
            let located = ods_spec::model::records::locate(keeper, &text, span);
            d.span = Some(shift(located, &text, at));
        }
        match (self.site, d.span) {
            (Some(site), Some(span)) if in_prelude(keeper, span) && !in_prelude(keeper, site) => {
                d.span = Some(site);
                Box::new(d.with_note(Some(span), "instantiated from here"))
            }
            _ => Box::new(d),
        }
    }
}

fn in_prelude(keeper: &RecordKeeper, span: Span) -> bool {
    ods_spec::prelude::is_prelude_path(&keeper.sources.file(span.file).path)
}

/// The span of byte `at` of `text` when `text` was written at `span`: exact
/// when the span holds the text itself, else the span's start.
fn shift(span: Span, text: &str, at: usize) -> Span {
    if (span.end - span.start) as usize == text.len() {
        let at = span.start + at as u32;
        Span {
            file: span.file,
            start: at,
            end: at + 1,
        }
    } else {
        span
    }
}

/// What a piece of `.td` code must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Expr,
    Type,
    /// Statements: a function body.
    Block,
    /// Items or associated items (`extraClassDeclaration`/`Definition`).
    Items,
    ImplItems,
}

impl Kind {
    /// `text` parsed as this kind, as tokens.
    pub(super) fn parse(self, text: &str) -> syn::Result<TokenStream> {
        use syn::parse::Parser;
        match self {
            Kind::Expr => syn::parse_str::<syn::Expr>(text).map(|e| quote::quote!(#e)),
            Kind::Type => syn::parse_str::<syn::Type>(text).map(|t| quote::quote!(#t)),
            Kind::Block => syn::Block::parse_within
                .parse_str(text)
                .map(|stmts| quote::quote!(#(#stmts)*)),
            Kind::Items => syn::parse_str::<syn::File>(text).map(|f| {
                let items = f.items;
                quote::quote!(#(#items)*)
            }),
            Kind::ImplItems => {
                let items = |input: syn::parse::ParseStream<'_>| {
                    let mut items = Vec::new();
                    while !input.is_empty() {
                        items.push(input.parse::<syn::ImplItem>()?);
                    }
                    Ok(items)
                };
                items.parse_str(text).map(|items| quote::quote!(#(#items)*))
            }
        }
    }

    pub(super) fn describe(self) -> &'static str {
        match self {
            Kind::Expr => "a Rust expression",
            Kind::Type => "a Rust type",
            Kind::Block => "Rust statements",
            Kind::Items => "Rust items",
            Kind::ImplItems => "Rust associated items",
        }
    }
}
