//! Rust written in `.td` files: placeholder substitution (`$_self`,
//! `$_ctxt`, `$0`, `$name`, ...) and parsing into tokens, with errors at the
//! `.td` line that holds the code.

use ods_spec::model::pred::Pred;
use ods_spec::model::Code;
use ods_spec::tablegen::source::Span;
use ods_spec::tablegen::Diagnostic;
use proc_macro2::TokenStream;

pub use super::code_kind::{Error, Kind, Result};
pub use super::idents::{ident, make_ident, snake_case};

/// Replaces each `$name` of `substitutions` in `text`; `$$` is a `$`. An
/// unknown placeholder is left in place, so that parsing reports it.
pub fn substitute(text: &str, substitutions: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        if let Some(tail) = after.strip_prefix('$') {
            out.push('$');
            rest = tail;
            continue;
        }
        let len = after
            .char_indices()
            .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_'))
            .map(|(i, _)| i)
            .unwrap_or(after.len());
        let name = &after[..len];
        rest = &after[len..];
        match substitutions.iter().find(|(k, _)| *k == name) {
            Some((_, v)) => {
                out.push_str(v);
                // A location marker stays when the value can carry it.
                let (marker, skip) = super::origin::placeholder_marker(rest, v);
                out.push_str(marker);
                rest = &rest[skip..];
            }
            None => {
                out.push('$');
                out.push_str(name);
            }
        }
    }
    out.push_str(rest);
    out
}

thread_local! {
    /// The Rust path of each def's handle (`$cppClass_<def name>`) as seen
    /// from the module being generated; set by [`ClassPaths::enter`].
    static CLASS_PATHS: std::cell::RefCell<std::sync::Arc<Vec<(String, String)>>> =
        Default::default();
}

/// While alive, [`parse`] replaces each `$cppClass_<def name>` by the path
/// it holds for that def. Generation of one module's chunk happens on one
/// thread, so the paths are per thread.
pub struct ClassPaths(());

impl ClassPaths {
    /// Sets the paths (placeholder without its `$`, `cppClass_<def name>`,
    /// to Rust path) until the guard drops.
    pub fn enter(paths: std::sync::Arc<Vec<(String, String)>>) -> ClassPaths {
        CLASS_PATHS.with(|p| *p.borrow_mut() = paths);
        ClassPaths(())
    }
}

impl Drop for ClassPaths {
    fn drop(&mut self) {
        CLASS_PATHS.with(|p| *p.borrow_mut() = Default::default());
    }
}

/// `text` with the `$cppClass_<def name>` placeholders of known defs
/// replaced (see [`ClassPaths`]); unknown ones stay for parsing to report.
fn resolve_class_refs(text: &str) -> String {
    if !text.contains("$cppClass_") {
        return text.to_string();
    }
    CLASS_PATHS.with(|paths| {
        let paths = paths.borrow();
        let subst: Vec<(&str, &str)> = paths
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        substitute(text, &subst)
    })
}

/// Whether `tokens` name the identifier `name` anywhere.
pub fn uses(tokens: &TokenStream, name: &str) -> bool {
    let marked = super::origin::Marks::made_on_this_thread();
    tokens.clone().into_iter().any(|t| match t {
        proc_macro2::TokenTree::Ident(i) => names(&i, name, marked),
        proc_macro2::TokenTree::Group(g) => uses(&g.stream(), name),
        _ => false,
    })
}

/// The parameter `name` of a generated function whose body is `body`:
/// `_name` when the body does not use it (an empty format, a definition
/// without parameters), so that no configuration warns.
pub fn param(body: &TokenStream, name: &str) -> syn::Ident {
    if uses(body, name) {
        make_ident(name)
    } else {
        make_ident(&format!("_{name}"))
    }
}

/// How often `tokens` name the identifier `name`.
pub fn count(tokens: &TokenStream, name: &str) -> usize {
    let marked = super::origin::Marks::made_on_this_thread();
    tokens
        .clone()
        .into_iter()
        .map(|t| match t {
            proc_macro2::TokenTree::Ident(i) => usize::from(names(&i, name, marked)),
            proc_macro2::TokenTree::Group(g) => count(&g.stream(), name),
            _ => 0,
        })
        .sum()
}

/// Whether `ident` is `name`, with a marker of its origin or without
/// (`marked`: markers may have been made); compared without a copy of
/// its text when no marker can be there.
fn names(ident: &proc_macro2::Ident, name: &str, marked: bool) -> bool {
    ident == name || (marked && super::origin::unmarked(&ident.to_string()) == name)
}

/// `body` in braces, taking it over: interpolating a token stream in
/// `quote!` copies every token, interpolating this group does not.
pub fn braced(body: TokenStream) -> proc_macro2::Group {
    proc_macro2::Group::new(proc_macro2::Delimiter::Brace, body)
}

/// Parses `text` (code from `span`, placeholders already substituted) as
/// `kind`; marked with its `.td` location (see [`super::origin`]) when the
/// text is found as written near `span`.
pub fn parse(text: &str, span: Span, kind: Kind, what: &str) -> Result<TokenStream> {
    let tokens = parse_unmarked(text, span, kind, what)?;
    Ok(with_origin(tokens, kind, || {
        super::origin::mark(text, span)
    }))
}

/// `tokens` parsed again from `marked()` (the same code with its
/// identifiers marked) when there is such a text and `kind` is not a type,
/// which generators read; `tokens` when the marked text does not parse.
fn with_origin(
    tokens: TokenStream,
    kind: Kind,
    marked: impl FnOnce() -> Option<String>,
) -> TokenStream {
    if kind == Kind::Type {
        return tokens;
    }
    match marked() {
        Some(text) => kind.parse(&resolve_class_refs(&text)).unwrap_or(tokens),
        None => tokens,
    }
}

/// [`parse`] without the location markers: errors, and a cache of what
/// was parsed.
fn parse_unmarked(text: &str, span: Span, kind: Kind, what: &str) -> Result<TokenStream> {
    let resolved = resolve_class_refs(text);
    let text = resolved.as_str();
    // The same snippets (an attribute's conversions, a parameter type) come
    // back for op after op: each distinct one is parsed once per thread.
    thread_local! {
        static PARSED: std::cell::RefCell<std::collections::HashMap<Kind, std::collections::HashMap<String, TokenStream>>> =
            Default::default();
    }
    let cached = PARSED.with(|p| {
        p.borrow()
            .get(&kind)
            .and_then(|by_text| by_text.get(text).cloned())
    });
    if let Some(tokens) = cached {
        return Ok(tokens);
    }
    let tokens = parse_uncached(text, span, kind, what)?;
    PARSED.with(|p| {
        let mut parsed = p.borrow_mut();
        parsed
            .entry(kind)
            .or_default()
            .insert(text.to_string(), tokens.clone())
    });
    Ok(tokens)
}

fn parse_uncached(text: &str, span: Span, kind: Kind, what: &str) -> Result<TokenStream> {
    kind.parse(text).map_err(|e| {
        let unknown = text.split('$').nth(1).map(|rest| {
            rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .next()
                .unwrap_or("")
        });
        let message = match unknown {
            Some(p) => format!(
                "{what} is not {}: unknown placeholder '${p}'",
                kind.describe()
            ),
            None => format!("{what} is not {}: {e}", kind.describe()),
        };
        let at = super::code_failure::failure_offset(text, kind, &e.to_string());
        Box::new(Error {
            diagnostic: Diagnostic::error(Some(span), message),
            code: Some((text.to_string(), at)),
            site: None,
        })
    })
}

/// Parses a type written in a `.td` (an interface method's return and
/// argument types, a builder parameter, an attribute's `returnType`, a
/// property's types, a definition's parameters) as Rust, after the one
/// C++-to-Rust mapping of [`ods_spec::model::cpp_types::rust_type_of_cpp`]:
/// `int64_t` is `i64`, `::mlir::Type` the runtime's `Type`, and a Rust
/// type stays as written.
pub fn parse_type(text: &str, span: Span, what: &str) -> Result<TokenStream> {
    let rust = ods_spec::model::cpp_types::rust_type_of_cpp(text);
    parse(&rust, span, Kind::Type, what)
}

/// [`parse_type`] of a type field, which may be C++ with no Rust.
pub fn parse_type_code(code: &Code, what: &str) -> Result<TokenStream> {
    match super::missing_rust::MissingRust::stand_in(code, Kind::Type, what) {
        Some(stand_in) => stand_in,
        None => parse_type(&code.text, code.span, what),
    }
}

/// Parses a code field after substitution; an error points into the code
/// as written (same line, same column or the line's end).
pub fn parse_code(
    code: &Code,
    substitutions: &[(&str, &str)],
    kind: Kind,
    what: &str,
) -> Result<TokenStream> {
    if let Some(stand_in) = super::missing_rust::MissingRust::stand_in(code, kind, what) {
        return stand_in;
    }
    parse_written(&code.text, substitutions, code.span, kind, what, || {
        super::origin::mark(&code.text, code.span)
    })
}

/// [`parse_code`] of `written` (code at `span`, placeholders in), marked
/// as `marked` gives it.
fn parse_written(
    written: &str,
    substitutions: &[(&str, &str)],
    span: Span,
    kind: Kind,
    what: &str,
    marked: impl FnOnce() -> Option<String>,
) -> Result<TokenStream> {
    let text = substitute(written, substitutions);
    let tokens = parse_unmarked(&text, span, kind, what).map_err(|mut e| {
        if let Some((substituted, at)) = e.code.take() {
            let line = substituted[..at].matches('\n').count() + 1;
            let column = at - substituted[..at].rfind('\n').map_or(0, |i| i + 1);
            e.code = Some((written.to_string(), offset_of(written, line, column)));
        }
        e
    })?;
    Ok(with_origin(tokens, kind, || {
        marked().map(|m| substitute(&m, substitutions))
    }))
}

/// Parses a folded predicate as an expression, as [`parse_code`] does. On
/// an error, the first leaf (`CPred`) that fails alone is the one reported,
/// as the whole expression mixes the prelude's leaves with the user's; and
/// the error is at `site` when that leaf is in the prelude.
pub fn parse_pred(
    pred: &Pred,
    substitutions: &[(&str, &str)],
    what: &str,
    site: Span,
) -> Result<TokenStream> {
    if let Some(stand_in) =
        super::missing_rust::MissingRust::stand_in(&pred.code(), Kind::Expr, what)
    {
        return stand_in;
    }
    let whole = || super::origin::mark_pred(pred);
    parse_written(
        &pred.expr,
        substitutions,
        pred.span,
        Kind::Expr,
        what,
        whole,
    )
    .map_err(|whole| {
        let mut e = pred
            .leaves
            .iter()
            .find_map(|leaf| parse_code(leaf, substitutions, Kind::Expr, what).err())
            .unwrap_or(whole);
        e.site = Some(site);
        e
    })
}

/// The byte offset of a 1-based line and 0-based column reported by syn.
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let mut offset = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line.max(1) {
            return offset + column.min(l.len());
        }
        offset += l.len();
    }
    text.len()
}

/// An unsuffixed integer literal (`0`, not `0usize`).
pub fn lit(n: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(n)
}

/// Lints that Rust from `.td` files (the prelude's conversions, users'
/// predicates) trips once it is pasted into generated code: parentheses
/// that TableGen's `CPred` adds, conversions that are identities for some
/// types; with `too_many_arguments` for builders, which take one argument
/// per operand. Allowed once on each top generated module (see
/// [`module_lints`]), or on each item that holds such code when the items
/// are at the root of the file.
const SNIPPET_LINTS: &str =
    "unused_parens, clippy::needless_return, clippy::useless_conversion, clippy::double_parens, \
     clippy::explicit_auto_deref, clippy::borrow_deref_ref, \
     clippy::unnecessary_lazy_evaluations, clippy::single_match, \
     clippy::redundant_closure, clippy::redundant_closure_call, clippy::nonminimal_bool, \
     clippy::too_many_arguments, clippy::let_and_return, clippy::bool_comparison";

/// The `#[allow(...)]` of [`SNIPPET_LINTS`] for an item at depth 0, and
/// nothing deeper (the module allows them).
pub fn snippet_lints(depth: usize) -> TokenStream {
    if depth > 0 {
        return TokenStream::new();
    }
    let lints: TokenStream = SNIPPET_LINTS.parse().unwrap_or_default();
    quote::quote!(#[allow(#lints)])
}

/// The `#[allow(...)]` line of a generated top module: `module_inception`
/// (a dialect module may hold a module of its own name) and
/// [`SNIPPET_LINTS`], which nested modules inherit.
pub fn module_lints() -> String {
    let mut out = String::from("#[allow(\n    clippy::module_inception,\n");
    for lint in SNIPPET_LINTS.split(',') {
        out.push_str(&format!("    {},\n", lint.trim()));
    }
    out.push_str(")]");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitutes_placeholders() {
        assert_eq!(
            substitute(
                "f($_self, $_ctxt) + $$x + $y",
                &[("_self", "t"), ("_ctxt", "ctx")]
            ),
            "f(t, ctx) + $x + $y"
        );
        assert_eq!(substitute("$0.len()", &[("0", "value")]), "value.len()");
    }

    #[test]
    fn names() {
        assert_eq!(snake_case("operandSegmentSizes"), "operand_segment_sizes");
        assert_eq!(snake_case("sym_name"), "sym_name");
        assert_eq!(snake_case("HTMLParser"), "html_parser");
        assert_eq!(ident("type").to_string(), "r#type");
        assert_eq!(ident("self").to_string(), "self_");
        assert_eq!(make_ident("2x").to_string(), "_2x");
        assert_eq!(make_ident("a b\u{fffd}").to_string(), "a_b_");
        assert_eq!(make_ident("").to_string(), "__");
    }
}
