//! Rust identifiers for names from `.td` files.

/// A Rust identifier for an ODS name: snake case, raw if a keyword.
pub fn ident(name: &str) -> syn::Ident {
    let snake = snake_case(name);
    make_ident(&snake)
}

/// Rust's strict and reserved keywords, which a name from a `.td` file
/// cannot be as it is.
pub const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "else", "enum", "extern", "false", "fn", "for", "if",
    "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "static",
    "struct", "trait", "true", "type", "unsafe", "use", "where", "while", "async", "await", "dyn",
    "abstract", "become", "box", "do", "final", "macro", "override", "priv", "typeof", "unsized",
    "virtual", "yield", "try", "gen",
];

/// An identifier for a name from a `.td` file: characters that cannot be
/// in a Rust identifier become `_`, a leading digit gets a `_` before it, a
/// keyword becomes a raw identifier (`self` and friends get a `_` after).
pub fn make_ident(name: &str) -> syn::Ident {
    let mut clean: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if clean.is_empty() || clean.starts_with(|c: char| c.is_ascii_digit()) {
        clean.insert(0, '_');
    }
    let span = proc_macro2::Span::call_site();
    match clean.as_str() {
        "self" | "Self" | "super" | "crate" | "_" => syn::Ident::new(&format!("{clean}_"), span),
        _ if KEYWORDS.contains(&clean.as_str()) => syn::Ident::new_raw(&clean, span),
        _ => syn::Ident::new(&clean, span),
    }
}

pub use ods_spec::model::naming::snake_case;
