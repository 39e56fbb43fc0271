//! Where in a piece of user code a failed parse went wrong.
//!
//! syn reports errors at a span, but a span only carries a position with
//! proc-macro2's `span-locations` feature, which makes every token of the
//! generated code bigger and the whole generation about a tenth slower. So
//! the position is found again on this rare path: the code is cut after a
//! token (its open groups closed) and parsed again; the shortest cut that
//! fails before its end ends at the failing token.

use super::code_kind::Kind;

/// How many groups are tried for an error at the end of one.
const MAX_TRIES: usize = 256;

/// syn's prefix for an error at the end of the input or of a group.
const AT_END: &str = "unexpected end of input";

/// The byte offset in `text` where parsing it as `kind` fails with
/// `message` (the error on the whole text): the failing token, the delimiter that closes the
/// group ending too early, or the end of the text.
pub fn failure_offset(text: &str, kind: Kind, message: &str) -> usize {
    let pieces = pieces(text);
    let prefix = |k: usize| -> String {
        // The text up to piece `k` and a closer for each group left open.
        let mut open = Vec::new();
        for piece in &pieces[..=k] {
            match piece.group {
                Some(Group::Open(c)) => open.push(c),
                Some(Group::Close(c)) if open.last() == Some(&c) => {
                    open.pop();
                }
                _ => {}
            }
        }
        let mut s = text[..pieces[k].end].to_string();
        s.extend(open.iter().rev().map(|c| match c {
            '(' => ')',
            '[' => ']',
            _ => '}',
        }));
        s
    };
    let error = |k: usize| kind.parse(&prefix(k)).err().map(|e| e.to_string());
    if !message.starts_with(AT_END) {
        // The first cut that fails before its end (cuts fail from some
        // token on, as the parser reads left to right).
        let fails_inside = |k| error(k).is_some_and(|m| !m.starts_with(AT_END));
        let (mut lo, mut hi) = (0, pieces.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if fails_inside(mid) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return pieces.get(lo).map_or(text.len(), |p| p.start);
    }
    // The input ran out in a group (at its closer) or at the end: the first
    // cut before a closer that fails with the same message. Each try parses
    // the text again: a text with very many groups is not searched through.
    let before_closers = (0..pieces.len()).filter(|&k| {
        let next = pieces.get(k + 1);
        next.is_some_and(|p| matches!(p.group, Some(Group::Close(_))))
    });
    for k in before_closers.take(MAX_TRIES) {
        if error(k).as_deref() == Some(message) {
            return pieces[k + 1].start;
        }
    }
    pieces.last().map_or(0, |p| p.end)
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Group {
    Open(char),
    /// A closer, named by the opener it matches.
    Close(char),
}

/// A token of the text, as far as cutting goes.
#[derive(Debug)]
struct Piece {
    start: usize,
    end: usize,
    group: Option<Group>,
}

/// Rust's punctuation of more than one character, longest first.
const JOINED: &[&str] = &[
    "<<=", ">>=", "...", "..=", "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "..", "+=",
    "-=", "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>",
];

/// The tokens of `text`, skipping whitespace and comments. Not a full
/// lexer: it only needs to cut between tokens, never inside a literal.
fn pieces(text: &str) -> Vec<Piece> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        let c = rest.chars().next().unwrap_or(' ');
        if c.is_whitespace() {
            i += c.len_utf8();
            continue;
        }
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
            continue;
        }
        if rest.starts_with("/*") {
            i += block_comment_len(rest);
            continue;
        }
        let start = i;
        let mut group = None;
        let len = if let Some(n) = literal_len(rest) {
            n
        } else if c.is_alphanumeric() || c == '_' {
            let mut n = word_len(rest);
            // A float: `1.5`, not `1..2` nor `x.0`.
            if c.is_ascii_digit() && rest[n..].starts_with('.') {
                let after = &rest[n + 1..];
                if after.starts_with(|d: char| d.is_ascii_digit()) {
                    n += 1 + word_len(after);
                }
            }
            n
        } else if let Some(j) = JOINED.iter().find(|j| rest.starts_with(**j)) {
            j.len()
        } else {
            group = match c {
                '(' | '[' | '{' => Some(Group::Open(c)),
                ')' => Some(Group::Close('(')),
                ']' => Some(Group::Close('[')),
                '}' => Some(Group::Close('{')),
                _ => None,
            };
            c.len_utf8()
        };
        i += len.max(1);
        while !text.is_char_boundary(i) && i < bytes.len() {
            i += 1;
        }
        out.push(Piece {
            start,
            end: i,
            group,
        });
    }
    out
}

/// The length of the word (identifier, number) at the start of `s`.
pub(super) fn word_len(s: &str) -> usize {
    s.find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len())
}

/// The length of a nested `/* ... */` comment at the start of `s`.
pub(super) fn block_comment_len(s: &str) -> usize {
    let mut depth = 0;
    let mut i = 0;
    while i < s.len() {
        if s[i..].starts_with("/*") {
            depth += 1;
            i += 2;
        } else if s[i..].starts_with("*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += s[i..].chars().next().map_or(1, char::len_utf8);
        }
    }
    s.len()
}

/// The length of a string, byte string, raw string or character literal
/// (with its suffix) at the start of `s`, or of a lifetime.
pub(super) fn literal_len(s: &str) -> Option<usize> {
    // Every literal starts so; most words do not (a quick no for them).
    if !s.starts_with(['"', '\'', 'b', 'c', 'r']) {
        return None;
    }
    let prefix = ["br", "cr", "b", "c", "r", ""]
        .into_iter()
        .find(|p| s.starts_with(p) && s[p.len()..].starts_with(['"', '#', '\'']))?;
    let body = &s[prefix.len()..];
    let raw = prefix.ends_with('r');
    let n = if raw {
        let hashes = body.len() - body.trim_start_matches('#').len();
        let quoted = &body[hashes..];
        if !quoted.starts_with('"') {
            return None;
        }
        let close = format!("\"{}", "#".repeat(hashes));
        hashes
            + 1
            + quoted[1..]
                .find(&close)
                .map_or(quoted.len() - 1, |e| e + close.len())
    } else if let Some(quoted) = body.strip_prefix('"') {
        1 + quoted_len(quoted, '"')
    } else if let Some(inner) = body.strip_prefix('\'') {
        let mut chars = inner.chars();
        let first = chars.next()?;
        if first == '\\' || chars.next() == Some('\'') {
            1 + quoted_len(inner, '\'')
        } else if prefix.is_empty() {
            // A lifetime or label.
            1 + word_len(inner)
        } else {
            return None;
        }
    } else {
        return None;
    };
    let n = prefix.len() + n.min(body.len());
    Some(n + word_len(&s[n..]))
}

/// The length up to and with the unescaped `quote` that ends `s`.
fn quoted_len(s: &str, quote: char) -> usize {
    let mut escaped = false;
    for (i, c) in s.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            _ if c == quote => return i + 1,
            _ => {}
        }
    }
    s.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str, kind: Kind) -> &str {
        let message = kind
            .parse(text)
            .expect_err("the text must not parse")
            .to_string();
        &text[failure_offset(text, kind, &message)..]
    }

    #[test]
    fn a_bad_token_is_found() {
        assert_eq!(at("let x = 1;\nlet y = ) ;", Kind::Block), ") ;");
        assert_eq!(at("foo(1, 2 3)", Kind::Expr), "3)");
        assert_eq!(at("Vec<u8,, >", Kind::Type), ", >");
    }

    #[test]
    fn an_early_end_is_at_the_closer_or_the_end() {
        assert_eq!(
            at("pub fn f() -> u32 {\n    42 +\n}\n", Kind::ImplItems),
            "}\n"
        );
        assert_eq!(at("1 + // more\n", Kind::Expr), " // more\n");
    }

    #[test]
    fn unfinished_literals_and_comments_end_the_text() {
        for text in [
            "\"abc", "r#\"x\"", "'", "'\\", "b'", "/* /* */", "é'é", "r#", "1.",
        ] {
            let last = pieces(text).last().map_or(text.len(), |p| p.end);
            assert_eq!(last, text.len(), "{text:?}");
        }
    }

    #[test]
    fn literals_comments_and_lifetimes_are_single_pieces() {
        let text = r##"/* a ( */ 'a' 'b: r#"x)"# b"\")" "(" 1.5e3 1..2 // )"##;
        let starts: Vec<&str> = pieces(text).iter().map(|p| &text[p.start..p.end]).collect();
        assert_eq!(
            starts,
            [
                "'a'",
                "'b",
                ":",
                r##"r#"x)"#"##,
                r#"b"\")""#,
                r#""(""#,
                "1.5e3",
                "1",
                "..",
                "2"
            ]
        );
    }
}
