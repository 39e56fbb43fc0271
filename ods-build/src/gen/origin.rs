//! Where Rust written in a `.td` file came from, carried into the generated
//! file so that a rustc error inside such code leads back to the `.td`.
//!
//! rustc has no `#line`, and prettyplease drops comments, so the location
//! travels inside the code: before a snippet is parsed, each identifier it
//! holds gets a marker suffix, `ident` + `ᛝ<file>_<line>_<col>` (the `.td`
//! file, line and column of that identifier; `ᛝ` is a letter, so the marked
//! name is still one identifier and survives parsing and formatting). On a
//! line without an identifier that can carry one, its numbers and strings
//! carry the marker as their suffix. A chunk of generated code is
//! formatted once, without the markers ([`split`] takes them off its
//! tokens, word by word), and the markers go back onto the same words of
//! the formatted text ([`place`]), so that the layout is the one without
//! them. [`annotate`] then removes the markers from the formatted file and
//! ends each line that held one with `// path:line:col`, the place of its
//! first marked word. rustc prints the offending line with its error, so
//! the comment shows next to it.
//!
//! Only code written in the user's files is marked (the prelude's is not
//! the user's to fix), code parsed as a type is not (generators read
//! types), and code that cannot be found verbatim in the sources (escaped
//! strings, code an overlay supplied) is left unmarked. Placeholders are
//! substituted after marking, so columns are those of the `.td` text.

use ods_spec::model::pred::Pred;
use ods_spec::tablegen::source::{display_path, SourceMap, Span};
use proc_macro2::{Group, Ident, Literal, TokenStream, TokenTree};
use std::collections::HashMap;
use std::fmt::Write;
use std::ops::Range;
use std::sync::{Arc, Mutex};

/// The separator between an identifier and its location.
const MARK: char = 'ᛝ';

/// The user's source files (not the prelude's), by file id: what marking
/// searches for snippets and [`annotate`] names in its comments.
pub struct Origins {
    files: Vec<Option<OriginFile>>,
}

struct OriginFile {
    path: String,
    text: String,
    /// Byte offset of each line's start.
    line_starts: Vec<usize>,
    /// Where each text looked for starts, every copy (overlapping ones
    /// too) in order, so that a text is searched for once, not once per
    /// use (a prelude predicate that many ops use, a snippet looked for
    /// after each of its fields).
    copies: Mutex<HashMap<String, Arc<[usize]>>>,
}

impl OriginFile {
    fn copies(&self, text: &str) -> Arc<[usize]> {
        let mut copies = self.copies.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(offsets) = copies.get(text) {
            return offsets.clone();
        }
        let step = text.chars().next().map_or(1, char::len_utf8);
        let mut offsets = Vec::new();
        let mut from = 0;
        while let Some(at) = self.text[from..].find(text) {
            offsets.push(from + at);
            from += at + step;
        }
        let offsets: Arc<[usize]> = offsets.into();
        copies.insert(text.to_string(), offsets.clone());
        offsets
    }

    /// The first copy of `text` at or after byte `from`.
    fn find_from(&self, text: &str, from: usize) -> Option<usize> {
        let copies = self.copies(text);
        let first = *copies.first()?;
        if first >= from {
            return Some(first);
        }
        if !self.text.is_char_boundary(from) {
            return None;
        }
        copies.get(copies.partition_point(|&at| at < from)).copied()
    }
}

impl Origins {
    /// The user's files of `sources`.
    pub fn new(sources: &SourceMap) -> Origins {
        let files = sources
            .files()
            .map(|f| {
                (!ods_spec::prelude::is_prelude_path(&f.path)).then(|| OriginFile {
                    path: display_path(&f.path),
                    text: f.text.clone(),
                    line_starts: std::iter::once(0)
                        .chain(f.text.match_indices('\n').map(|(i, _)| i + 1))
                        .collect(),
                    copies: Mutex::default(),
                })
            })
            .collect();
        Origins { files }
    }

    /// Where `text` was written: the first copy at or after `near` in its
    /// file, else (unless it is short) the first in that file, else the
    /// first in another user file; as (file, 1-based line, 1-based column). A `CPred`'s text is
    /// `(` + the string + `)`: the string is looked for too, the parenthesis
    /// taken to be just before it.
    fn find(&self, text: &str, near: Span) -> Option<Location> {
        let inner = text.strip_prefix('(').and_then(|t| t.strip_suffix(')'));
        self.find_verbatim(text, near).or_else(|| {
            let at = self.find_verbatim(inner?, near)?;
            Some(Location {
                col: at.col.saturating_sub(1).max(1),
                ..at
            })
        })
    }

    fn find_verbatim(&self, text: &str, near: Span) -> Option<Location> {
        if text.trim().is_empty() {
            return None;
        }
        let own = near.file.0 as usize;
        let at = |i: usize, from: usize| -> Option<Location> {
            let file = self.files.get(i)?.as_ref()?;
            let offset = file.find_from(text, from)?;
            let line = file.line_starts.partition_point(|&s| s <= offset);
            let col = offset - file.line_starts[line - 1] + 1;
            Some(Location { file: i, line, col })
        };
        let found = at(own, near.start as usize);
        // A short text (`42`, without the lines around it that a `[{ }]`
        // block keeps) is only taken where it follows its field.
        if found.is_some() || text.len() < 3 {
            return found;
        }
        found.or_else(|| at(own, 0)).or_else(|| {
            (0..self.files.len())
                .filter(|&i| i != own)
                .find_map(|i| at(i, 0))
        })
    }
}

thread_local! {
    static ORIGINS: std::cell::RefCell<Option<Arc<Origins>>> = const { std::cell::RefCell::new(None) };
    /// The markers made on this thread so far, for [`Marks`].
    static MARKS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Whether code generated on this thread since [`Marks::start`] holds
/// markers: a chunk without them is formatted as it is, its tokens not
/// walked for markers.
pub struct Marks(u64);

impl Marks {
    /// Counts the markers made from now on.
    pub fn start() -> Marks {
        Marks(MARKS.with(|m| m.get()))
    }

    /// Whether a marker was ever made on this thread.
    pub fn made_on_this_thread() -> bool {
        MARKS.with(|m| m.get()) != 0
    }

    /// Whether a marker was made since [`Marks::start`].
    pub fn any(&self) -> bool {
        MARKS.with(|m| m.get()) != self.0
    }
}

fn count_marker() {
    MARKS.with(|m| m.set(m.get() + 1));
}

/// While alive, snippets parsed on this thread are marked (see the module
/// documentation); the previous setting comes back when it drops.
pub struct Scope(Option<Arc<Origins>>);

impl Scope {
    /// Marks snippets found in `origins` until the guard drops.
    pub fn enter(origins: Arc<Origins>) -> Scope {
        Scope(ORIGINS.with(|o| o.borrow_mut().replace(origins)))
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        let previous = self.0.take();
        ORIGINS.with(|o| *o.borrow_mut() = previous);
    }
}

#[derive(Clone, Copy)]
struct Location {
    file: usize,
    line: usize,
    col: usize,
}

/// `written` (code as the `.td` holds it, placeholders in) with its
/// identifiers marked, when it was written in a user file near `near`;
/// `None` when marking is off or the code is not found.
pub fn mark(written: &str, near: Span) -> Option<String> {
    let origins = ORIGINS.with(|o| o.borrow().clone())?;
    let at = origins.find(written, near)?;
    Some(mark_at(written, at))
}

/// The identifier `name`, marked where `ty` (code read as a type, which is
/// not marked itself: generators read its tokens) was written, so that the
/// line declaring `name: ty` shows the type's place in the `.td`; plain
/// when marking is off or the type is not found.
pub fn ident_typed_by(name: &str, ty: &ods_spec::model::Code) -> syn::Ident {
    let plain = super::idents::ident(name);
    let origins = ORIGINS.with(|o| o.borrow().clone());
    match origins.and_then(|o| o.find(&ty.text, ty.span)) {
        // A raw identifier (`r#type`) keeps no marker.
        Some(at) if !plain.to_string().starts_with("r#") => {
            count_marker();
            syn::Ident::new(
                &format!("{plain}{MARK}{}_{}_{}", at.file, at.line, at.col),
                plain.span(),
            )
        }
        _ => plain,
    }
}

/// A folded predicate's expression with each of its leaves (`CPred`s)
/// marked where it was written; `None` when no leaf is found.
pub fn mark_pred(pred: &Pred) -> Option<String> {
    let origins = ORIGINS.with(|o| o.borrow().clone())?;
    let mut out = String::with_capacity(pred.expr.len() * 2);
    let mut done = 0;
    let mut marked = false;
    for leaf in &pred.leaves {
        let Some(start) = pred.expr[done..].find(&leaf.text).map(|i| i + done) else {
            continue;
        };
        if let Some(at) = origins.find(&leaf.text, leaf.span) {
            out.push_str(&pred.expr[done..start]);
            out.push_str(&mark_at(&leaf.text, at));
            done = start + leaf.text.len();
            marked = true;
        }
    }
    out.push_str(&pred.expr[done..]);
    marked.then_some(out)
}

/// `text` (written at `at`) with each identifier that may carry a marker
/// marked with its own line and column; on a line without one, each
/// literal that may carry one (`return 5`, `"text"`) instead.
fn mark_at(text: &str, at: Location) -> String {
    count_marker();
    /// The words of one line that may carry a marker.
    #[derive(Default)]
    struct Line {
        start: usize,
        idents: Vec<Range<usize>>,
        literals: Vec<Range<usize>>,
    }
    let mut lines = vec![Line::default()];
    lex(text, |lexeme| match lexeme {
        Lexeme::Newline { at, .. } => lines.push(Line {
            start: at + 1,
            ..Line::default()
        }),
        Lexeme::Word { range, ident } => {
            let line = lines.last_mut().expect("one line at least");
            if ident && markable(text, &range) {
                line.idents.push(range);
            } else if !ident && literal_markable(text, &range) {
                line.literals.push(range);
            }
        }
    });
    let mut out = String::with_capacity(text.len() * 2);
    let mut last = 0;
    for (i, line) in lines.into_iter().enumerate() {
        let words = if line.idents.is_empty() {
            line.literals
        } else {
            line.idents
        };
        for range in words {
            let col = range.start - line.start + if i == 0 { at.col } else { 1 };
            out.push_str(&text[last..range.end]);
            let _ = write!(out, "{MARK}{}_{}_{}", at.file, at.line + i, col);
            last = range.end;
        }
    }
    out.push_str(&text[last..]);
    out
}

/// Whether a literal may carry a marker as its suffix: a number or a
/// string without one, not a tuple index (`x.0`) nor an ABI (`extern "C"`).
fn literal_markable(text: &str, range: &Range<usize>) -> bool {
    let literal = &text[range.clone()];
    let before = text[..range.start].trim_end();
    let suffixed = literal.starts_with(['"', 'r', 'b', 'c']) && !literal.ends_with(['"', '#']);
    !suffixed && !before.ends_with('.') && !before.ends_with("extern")
}

/// Whether an identifier may carry a marker: not a keyword (strict,
/// reserved or contextual: the suffix would make it a plain name) and not
/// a macro's name (prettyplease formats the arguments of the ones it
/// knows).
fn markable(text: &str, range: &Range<usize>) -> bool {
    let word = &text[range.clone()];
    let contextual = matches!(
        word,
        "_" | "self"
            | "Self"
            | "super"
            | "crate"
            | "union"
            | "macro_rules"
            | "raw"
            | "safe"
            | "default"
            | "auto"
    );
    if contextual || super::idents::KEYWORDS.contains(&word) {
        return false;
    }
    let mut after = text[range.end..].trim_start().chars();
    !(after.next() == Some('!') && after.next() != Some('='))
}

/// `text`, a formatted generated file, with the markers removed and each
/// line that held one ended by `// path:line:col` of its first marker
/// (unless the line ends inside a string or a block comment).
pub fn annotate(text: String, origins: &Origins) -> String {
    if !text.contains(MARK) {
        return text;
    }
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut last = 0;
    let mut first: Option<&str> = None;
    lex(&text, |lexeme| match lexeme {
        Lexeme::Word { range, .. } => {
            let word = &text[range.clone()];
            if let Some(m) = marker_at(word) {
                out.push_str(&text[last..range.start + m]);
                first = first.or(Some(&word[m + MARK.len_utf8()..]));
                last = range.end;
            }
        }
        Lexeme::Newline { at, in_code } => {
            out.push_str(&text[last..at]);
            last = at;
            if let Some(location) = first.take().filter(|_| in_code) {
                out.push_str(" // ");
                out.push_str(&describe(location, origins));
            }
        }
    });
    out.push_str(&text[last..]);
    out
}

/// `path:line:col` for a marker's `<file>_<line>_<col>`.
fn describe(marker: &str, origins: &Origins) -> String {
    let mut parts = marker.splitn(3, '_');
    let file: usize = parts.next().and_then(|f| f.parse().ok()).unwrap_or(0);
    let path = origins
        .files
        .get(file)
        .and_then(|f| f.as_ref())
        .map_or("?", |f| f.path.as_str());
    let line = parts.next().unwrap_or("?");
    let col = parts.next().unwrap_or("?");
    format!("{path}:{line}:{col}")
}

/// What [`lex`] reports.
enum Lexeme {
    /// An identifier (`r#` included; or a `$placeholder`), or else a number
    /// or a string literal (with its suffix), with its byte range.
    Word { range: Range<usize>, ident: bool },
    /// A line break at byte `at`; `in_code` unless it is inside a string
    /// or a block comment.
    Newline { at: usize, in_code: bool },
}

/// Walks Rust source as far as identifiers (and `$placeholders`) and line
/// ends go: comments, strings, characters, lifetimes and numbers are
/// skipped, with the lengths [`super::code_failure`] cuts them by.
fn lex(text: &str, mut report: impl FnMut(Lexeme)) {
    use super::code_failure::{block_comment_len, literal_len, word_len};
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while let Some(c) = text[i..].chars().next() {
        let rest = &text[i..];
        if c == '\n' {
            report(Lexeme::Newline {
                at: i,
                in_code: true,
            });
            i += 1;
            continue;
        }
        // Skipped whole: the line breaks inside are not code.
        let skipped = if rest.starts_with("//") {
            rest.find('\n').unwrap_or(rest.len())
        } else if rest.starts_with("/*") {
            block_comment_len(rest)
        } else {
            literal_len(rest).unwrap_or(0)
        };
        if skipped > 0 {
            // A string literal is a word; a character, a lifetime and a
            // comment are not.
            if !rest.starts_with('/') && rest[..skipped].contains('"') {
                report(Lexeme::Word {
                    range: i..i + skipped,
                    ident: false,
                });
            }
            for (at, _) in rest[..skipped].match_indices('\n') {
                report(Lexeme::Newline {
                    at: i + at,
                    in_code: false,
                });
            }
            i += skipped;
            continue;
        }
        let len = match c {
            '$' if rest[1..].starts_with('$') => 2,
            '$' => {
                let n = 1 + word_len(&rest[1..]);
                if n > 1 {
                    report(Lexeme::Word {
                        range: i..i + n,
                        ident: true,
                    });
                }
                n
            }
            c if c.is_ascii_digit() => {
                let mut n = word_len(rest);
                while rest[n..].starts_with('.')
                    && rest[n + 1..].starts_with(|d: char| d.is_ascii_digit())
                {
                    n += 1 + word_len(&rest[n + 1..]);
                }
                report(Lexeme::Word {
                    range: i..i + n,
                    ident: false,
                });
                n
            }
            c if is_ident(c) => {
                let raw = rest.starts_with("r#") && rest[2..].starts_with(is_ident);
                let n = if raw {
                    2 + word_len(&rest[2..])
                } else {
                    word_len(rest)
                };
                report(Lexeme::Word {
                    range: i..i + n,
                    ident: true,
                });
                n
            }
            c => c.len_utf8(),
        };
        i += len;
    }
}

/// A word of a token stream as [`lex`] finds it in the formatted text:
/// its text without the marker, and the marker it had.
pub struct Word {
    text: String,
    marker: Option<String>,
    /// A word of a doc attribute, which prettyplease may print as a
    /// comment (which holds no words).
    in_doc: bool,
}

/// Whether `code` holds a marker.
pub fn has_markers(code: &str) -> bool {
    code.contains(MARK)
}

/// `tokens` without markers, and their words in order, each with the
/// marker it had.
pub fn split(tokens: &TokenStream) -> (TokenStream, Vec<Word>) {
    let mut words = Vec::new();
    let plain = split_into(tokens, false, &mut words);
    (plain, words)
}

fn split_into(tokens: &TokenStream, in_doc: bool, words: &mut Vec<Word>) -> TokenStream {
    let mut out = Vec::new();
    // The `'` of a lifetime: its name is no word of the text.
    let mut after_quote = false;
    // After `#` (and `!`): a `[doc ...]` group is a doc attribute.
    let mut after_hash = false;
    for tree in tokens.clone() {
        let lifetime = std::mem::take(&mut after_quote);
        let attribute = std::mem::take(&mut after_hash);
        let tree = match tree {
            TokenTree::Ident(i) => {
                let name = i.to_string();
                let (plain, marker) = match marker_at(&name) {
                    Some(m) => (&name[..m], Some(&name[m..])),
                    None => (name.as_str(), None),
                };
                if !lifetime {
                    push_words(plain, marker, in_doc, words);
                }
                match (marker, plain.strip_prefix("r#")) {
                    (None, _) => TokenTree::Ident(i),
                    (Some(_), Some(raw)) => TokenTree::Ident(Ident::new_raw(raw, i.span())),
                    (Some(_), None) => TokenTree::Ident(Ident::new(plain, i.span())),
                }
            }
            TokenTree::Literal(l) => {
                let text = l.to_string();
                let unmarked = marker_at(&text)
                    .and_then(|m| Some((text[..m].parse::<Literal>().ok()?, &text[m..])));
                match unmarked {
                    Some((mut plain, marker)) => {
                        push_words(
                            &text[..text.len() - marker.len()],
                            Some(marker),
                            in_doc,
                            words,
                        );
                        plain.set_span(l.span());
                        TokenTree::Literal(plain)
                    }
                    None => {
                        push_words(&text, None, in_doc, words);
                        TokenTree::Literal(l)
                    }
                }
            }
            TokenTree::Group(g) => {
                let doc = attribute
                    && g.delimiter() == proc_macro2::Delimiter::Bracket
                    && matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(i)) if i == "doc");
                let mut group =
                    Group::new(g.delimiter(), split_into(&g.stream(), in_doc || doc, words));
                group.set_span(g.span());
                TokenTree::Group(group)
            }
            TokenTree::Punct(p) => {
                after_quote = p.as_char() == '\'' && p.spacing() == proc_macro2::Spacing::Joint;
                after_hash = p.as_char() == '#' || (attribute && p.as_char() == '!');
                TokenTree::Punct(p)
            }
        };
        out.push(tree);
    }
    out.into_iter().collect()
}

/// The words [`lex`] finds in one token's `text`, the first given `marker`.
fn push_words(text: &str, mut marker: Option<&str>, in_doc: bool, words: &mut Vec<Word>) {
    lex(text, |lexeme| {
        if let Lexeme::Word { range, .. } = lexeme {
            words.push(Word {
                text: text[range].to_string(),
                marker: marker.take().map(str::to_string),
                in_doc,
            });
        }
    });
}

/// `plain`, the formatted code of [`split`]'s token stream, with the
/// markers of `words` put back after their words; `None` if the text's
/// words are not those of the tokens.
pub fn place(plain: &str, words: &[Word]) -> Option<String> {
    let mut out = String::with_capacity(plain.len() + plain.len() / 8);
    let mut last = 0;
    let mut words = words.iter().peekable();
    let mut mismatch = false;
    lex(plain, |lexeme| {
        let Lexeme::Word { range, .. } = lexeme else {
            return;
        };
        let text = &plain[range.clone()];
        // A doc attribute printed as a comment has left no words.
        while words.next_if(|w| w.in_doc && w.text != text).is_some() {}
        match words.next() {
            Some(word) if word.text == text => {
                if let Some(marker) = &word.marker {
                    out.push_str(&plain[last..range.end]);
                    out.push_str(marker);
                    last = range.end;
                }
            }
            _ => mismatch = true,
        }
    });
    if mismatch || words.any(|w| !w.in_doc) {
        return None;
    }
    out.push_str(&plain[last..]);
    Some(out)
}

/// The marker at the start of `rest` (after a `$placeholder` that
/// [`super::code::substitute`] replaces by `value`), as the text to keep
/// after `value`, and the length to skip in `rest`: the marker when
/// `value` ends with an identifier that can carry it, else nothing.
pub fn placeholder_marker<'t>(rest: &'t str, value: &str) -> (&'t str, usize) {
    let Some(tail) = rest.strip_prefix(MARK) else {
        return ("", 0);
    };
    let len = MARK.len_utf8()
        + tail
            .find(|c: char| !(c.is_ascii_digit() || c == '_'))
            .unwrap_or(tail.len());
    let word_start = value
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    let word = &value[word_start..];
    let carries = word.starts_with(|c: char| c.is_alphabetic() || c == '_')
        && markable(value, &(word_start..value.len()));
    (if carries { &rest[..len] } else { "" }, len)
}

/// Where the marker [`mark`] gave `word` starts, if it has one.
fn marker_at(word: &str) -> Option<usize> {
    let at = word.rfind(MARK)?;
    let digits = &word[at + MARK.len_utf8()..];
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit() || b == b'_')).then_some(at)
}

/// A word without the marker [`mark`] may have given it.
pub fn unmarked(word: &str) -> &str {
    marker_at(word).map_or(word, |m| &word[..m])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: usize, col: usize) -> Location {
        Location { file: 0, line, col }
    }

    #[test]
    fn marks_identifiers_with_their_td_line_and_column() {
        let text = "let x = foo(\"a b\", 'c', 'l, 1u32);\n  $_self.bar!(y) + r#type";
        let marked = mark_at(text, at(10, 5));
        assert_eq!(
            marked,
            "let xᛝ0_10_9 = fooᛝ0_10_13(\"a b\", 'c', 'l, 1u32);\n  \
             $_selfᛝ0_11_3.bar!(yᛝ0_11_15) + r#typeᛝ0_11_20"
        );
    }

    #[test]
    fn marks_literals_on_lines_without_identifiers() {
        let text = "if ok {\n    5\n} else { x.0 }\n\"text\"";
        assert_eq!(
            mark_at(text, at(3, 1)),
            "if okᛝ0_3_4 {\n    5ᛝ0_4_5\n} else { xᛝ0_5_10.0 }\n\"text\"ᛝ0_6_1"
        );
    }

    #[test]
    fn annotates_lines_and_leaves_strings_alone() {
        let origins = Origins {
            files: vec![Some(OriginFile {
                path: "a.td".into(),
                text: String::new(),
                line_starts: vec![0],
                copies: Mutex::default(),
            })],
        };
        let text = "fn f() {\n    gᛝ0_3_1(hᛝ0_4_2);\n    let s = \"xᛝ\n\";\n    s\n}\n";
        let out = annotate(text.to_string(), &origins);
        assert_eq!(
            out,
            "fn f() {\n    g(h); // a.td:3:1\n    let s = \"xᛝ\n\";\n    s\n}\n"
        );
        let text = "let s = kᛝ0_7_3(\"a\nb\");\n";
        assert_eq!(
            annotate(text.to_string(), &origins),
            "let s = k(\"a\nb\");\n"
        );
    }

    #[test]
    fn markers_go_back_onto_the_words_of_the_unmarked_layout() {
        let marked =
            "/// Docs.\nfn fᛝ0_2_4<'a>(x: &'a str) -> u32 { let sᛝ0_3_5 = \"t\"ᛝ0_3_9; 5ᛝ0_4_1 }";
        let tokens: TokenStream = marked.parse().unwrap();
        let (plain, words) = split(&tokens);
        let text = prettyplease::unparse(&syn::parse2(plain).unwrap());
        assert!(!text.contains(MARK));
        let placed = place(&text, &words).unwrap();
        assert_eq!(
            placed,
            "/// Docs.\nfn fᛝ0_2_4<'a>(x: &'a str) -> u32 {\n    let sᛝ0_3_5 = \"t\"ᛝ0_3_9;\n    5ᛝ0_4_1\n}\n"
        );
        // Text whose words are not the tokens' gets nothing placed.
        assert!(place("fn g() {}\n", &words).is_none());
    }
}
