//! TableGen's preprocessor: `#define`, `#ifdef`, `#ifndef`, `#else`,
//! `#endif`. Directive lines and lines in inactive regions are replaced by
//! spaces, so byte offsets (and so line and column numbers) stay as written.

use super::diagnostic::{err, Result};
use super::source::{FileId, Span};
use std::collections::HashSet;

/// Macros defined so far; they persist across included files, which is what
/// makes `#ifndef X_TD #define X_TD` include guards work.
#[derive(Default)]
pub struct Macros {
    defined: HashSet<String>,
}

impl Macros {
    pub fn define(&mut self, name: &str) {
        self.defined.insert(name.to_string());
    }
}

struct Cond {
    /// Where the `#ifdef`/`#ifndef` is, for the error when it is not closed.
    start: Span,
    /// Whether the enclosing region was active.
    parent_active: bool,
    /// Whether the current branch is taken.
    taken: bool,
    seen_else: bool,
}

/// Runs the preprocessor over `text` in place.
pub fn preprocess(file: FileId, text: &mut String, macros: &mut Macros) -> Result<()> {
    let mut stack: Vec<Cond> = Vec::new();
    let mut out = Vec::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut line_start = 0;
    while line_start < bytes.len() {
        let line_end = bytes[line_start..]
            .iter()
            .position(|&b| b == b'\n')
            .map(|p| line_start + p)
            .unwrap_or(bytes.len());
        let line = &text[line_start..line_end];
        let active = stack.last().is_none_or(|c| c.parent_active && c.taken);
        let trimmed = line.trim_start();
        let directive_at = line_start + (line.len() - trimmed.len());
        let directive = trimmed.strip_prefix('#').and_then(split_directive);
        match directive {
            Some((name, arg)) => {
                let span = Span::new(file, directive_at, directive_at + 1 + name.len());
                let arg_name = || -> Result<&str> {
                    let word = arg.split_whitespace().next().unwrap_or("");
                    let word = word.split("//").next().unwrap_or("");
                    if word.is_empty()
                        || !word.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                        || word.starts_with(|c: char| c.is_ascii_digit())
                    {
                        return err(Some(span), format!("expected macro name after #{name}"));
                    }
                    Ok(word)
                };
                match name {
                    "define" => {
                        let m = arg_name()?;
                        if active {
                            macros.define(m);
                        }
                    }
                    "ifdef" | "ifndef" => {
                        let m = arg_name()?;
                        let defined = macros.defined.contains(m);
                        stack.push(Cond {
                            start: span,
                            parent_active: active,
                            taken: defined == (name == "ifdef"),
                            seen_else: false,
                        });
                    }
                    "else" => match stack.last_mut() {
                        Some(c) if !c.seen_else => {
                            c.taken = !c.taken;
                            c.seen_else = true;
                        }
                        Some(_) => return err(Some(span), "#else after #else"),
                        None => return err(Some(span), "#else without matching #ifdef"),
                    },
                    "endif" => {
                        if stack.pop().is_none() {
                            return err(Some(span), "#endif without matching #ifdef");
                        }
                    }
                    _ => unreachable!(),
                }
                blank(&mut out, line);
            }
            None if active => out.extend_from_slice(line.as_bytes()),
            None => blank(&mut out, line),
        }
        if line_end < bytes.len() {
            out.push(b'\n');
        }
        line_start = line_end + 1;
    }
    if let Some(open) = stack.last() {
        return err(Some(open.start), "reached EOF without matching #endif");
    }
    *text = String::from_utf8(out).expect("only ASCII spaces replace whole UTF-8 lines");
    Ok(())
}

/// Splits `define X` into the directive name and the rest of the line, if
/// the line holds a directive.
fn split_directive(s: &str) -> Option<(&'static str, &str)> {
    for name in ["define", "ifdef", "ifndef", "else", "endif"] {
        if let Some(rest) = s.strip_prefix(name) {
            if rest.is_empty() || rest.starts_with([' ', '\t', '\r']) || rest.starts_with("//") {
                return Some((name, rest));
            }
        }
    }
    None
}

/// Replaces a line by spaces, keeping a trailing `\r`.
fn blank(out: &mut Vec<u8>, line: &str) {
    out.extend(line.bytes().map(|b| if b == b'\r' { b } else { b' ' }));
}
