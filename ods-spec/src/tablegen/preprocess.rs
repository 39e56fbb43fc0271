//! TableGen's preprocessor and `include`: `#define`, `#ifdef`, `#ifndef`,
//! `#else`, `#endif`, and the files that `include` lines name, expanded in
//! place as LLVM's lexer does, so macros flow across files in source order.
//!
//! The result is one text with a map back to the files, piece by piece:
//! the grammar never meets a comment (a line comment ending its line is left
//! out, others become spaces), and directive lines and lines in inactive
//! regions are left out (files included again behind their guards would
//! otherwise make most of the text).

use super::diagnostic::{err, Diagnostic, Result};
use super::source::{FileId, SourceMap, Span};
use crate::prelude;
use std::cell::Cell;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

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

/// A run of the expanded text that comes from one file.
#[derive(Clone, Copy, Debug)]
struct Piece {
    /// Where the run starts in the expanded text.
    at: u32,
    file: FileId,
    /// Where the run starts in its file.
    offset: u32,
}

/// The text of a root file with its includes expanded.
pub struct Expanded {
    pub text: String,
    /// A lexical error (a string literal left open, a directive out of
    /// place, a code block or comment never closed, an include not found),
    /// where the text stops: llvm-tblgen's lexer reports it only when its
    /// parser reaches that token, so the parser's earlier errors come first.
    pub stopped: Option<(usize, Box<Diagnostic>)>,
    pieces: Vec<Piece>,
    /// The piece of the last span asked for: spans come mostly in order.
    last: Cell<usize>,
}

impl Expanded {
    /// The span in a real file of a range of the expanded text.
    pub fn span(&self, start: usize, end: usize) -> Span {
        let in_piece = |i: usize| {
            self.pieces[i].at as usize <= start
                && self.pieces.get(i + 1).is_none_or(|n| start < n.at as usize)
        };
        let i = match self.last.get() {
            i if in_piece(i) => i,
            _ => self.pieces.partition_point(|p| p.at as usize <= start) - 1,
        };
        self.last.set(i);
        let p = self.pieces[i];
        let off = p.offset as usize + (start - p.at as usize);
        let piece_end = self
            .pieces
            .get(i + 1)
            .map(|n| n.at as usize)
            .unwrap_or(self.text.len());
        if end <= piece_end {
            return Span::new(p.file, off, off + end.saturating_sub(start));
        }
        // Past the piece: where the end is, when only lines of the same file
        // were left out between; else the span stops at the piece's end.
        let j = self.pieces.partition_point(|q| (q.at as usize) < end) - 1;
        let end_off = if self.pieces[i..=j].iter().all(|q| q.file == p.file) {
            let q = self.pieces[j];
            q.offset as usize + (end - q.at as usize)
        } else {
            off + (piece_end - start)
        };
        Span::new(p.file, off, end_off)
    }
}

struct Cond {
    parent_active: bool,
    taken: bool,
    seen_else: bool,
}

/// Expands a root file: runs the preprocessor and splices in included files.
pub struct Expander<'a> {
    pub sources: &'a mut SourceMap,
    pub macros: &'a mut Macros,
    pub include_dirs: &'a [PathBuf],
    /// Whether the bundled prelude answers includes found nowhere else.
    pub prelude: bool,
    out: Vec<u8>,
    pieces: Vec<Piece>,
    open: Vec<FileId>,
    stopped: Option<(usize, Box<Diagnostic>)>,
}

impl<'a> Expander<'a> {
    pub fn new(
        sources: &'a mut SourceMap,
        macros: &'a mut Macros,
        include_dirs: &'a [PathBuf],
        prelude: bool,
    ) -> Self {
        Expander {
            sources,
            macros,
            include_dirs,
            prelude,
            out: Vec::new(),
            pieces: Vec::new(),
            open: Vec::new(),
            stopped: None,
        }
    }

    pub fn expand(mut self, root: FileId) -> Result<Expanded> {
        self.file(root)?;
        Ok(Expanded {
            text: String::from_utf8(self.out)
                .expect("only whole UTF-8 lines and spaces are copied"),
            pieces: self.pieces,
            last: Cell::new(0),
            stopped: self.stopped,
        })
    }

    fn start_piece(&mut self, file: FileId, offset: usize) {
        self.pieces.push(Piece {
            at: self.out.len() as u32,
            file,
            offset: offset as u32,
        });
    }

    fn file(&mut self, file: FileId) -> Result<()> {
        self.open.push(file);
        let text = std::mem::take(&mut self.sources.file_mut(file).text);
        let r = self.lines(file, &text);
        self.sources.file_mut(file).text = text;
        self.open.pop();
        r
    }

    fn lines(&mut self, file: FileId, text: &str) -> Result<()> {
        let mut stack: Vec<Cond> = Vec::new();
        self.start_piece(file, 0);
        let bytes = text.as_bytes();
        let mut line_start = 0;
        let mut open = Open::Nothing;
        let mut comment_start = None;
        // Where the text resumes after lines left out.
        let mut resume = None;
        while line_start < bytes.len() {
            let line_end =
                memchr::memchr(b'\n', &bytes[line_start..]).map_or(bytes.len(), |p| line_start + p);
            let line = &text[line_start..line_end];
            let active = stack.last().is_none_or(|c| c.parent_active && c.taken);
            // A directive's `#` comes first on its line, after spaces, tabs
            // and carriage returns only (llvm-tblgen's line start); inside a
            // comment or code block there is neither directive nor include.
            let indent = match open {
                Open::Nothing => line
                    .bytes()
                    .position(|b| !matches!(b, b' ' | b'\t' | b'\r'))
                    .unwrap_or(line.len()),
                _ => 0,
            };
            let trimmed = &line[indent..];
            let at = line_start + indent;
            let directive = if open != Open::Nothing {
                None
            } else {
                trimmed.strip_prefix('#').and_then(split_directive)
            };
            if let Some((name, arg)) = directive {
                let span = Span::new(file, at, at + 1 + name.len());
                let arg_at = arg.as_ptr() as usize - text.as_ptr() as usize;
                if let Err(e) = self.directive(&mut stack, name, (arg, arg_at), span, active) {
                    self.stop(self.out.len(), e);
                    return Ok(());
                }
            }
            // Directive lines and inactive lines (a file included again
            // behind its guard is all inactive) are left out of the text,
            // newline and all; the text goes on in a new piece.
            if directive.is_some() || !active {
                line_start = line_end + 1;
                resume = Some(line_start.min(bytes.len()));
                continue;
            }
            if let Some(at) = resume.take() {
                self.start_piece(file, at);
            }
            // An `include` may stand anywhere in the line, as llvm-tblgen's
            // lexer reads it as a token: the text before it is copied, the
            // file read, and the rest of the line goes on after it.
            let mut from = 0;
            while let Some(p) = find_include(&line[from..], open) {
                let at_include = from + p;
                if let Err(col) = copy_segment(&line[from..at_include], &mut open, &mut self.out) {
                    self.stop_at_open_string(file, line_start + from + col);
                    return Ok(());
                }
                let Some(include) = include_line(&line[at_include..]) else {
                    break;
                };
                let (name, rest) = include?;
                let rest_at = line.len() - rest.len();
                let name_at = line_start + rest_at - name.len() - 2;
                let span = Span::new(file, name_at, name_at + name.len() + 2);
                blank(&mut self.out, &line[at_include..rest_at]);
                if let Err(e) = self.include(name, span) {
                    self.stop(self.out.len(), e);
                }
                if self.stopped.is_some() {
                    return Ok(());
                }
                // Keep the last token of the included file apart from the
                // rest of this line.
                self.out.push(b'\n');
                self.start_piece(file, line_start + rest_at);
                from = rest_at;
            }
            let cut = match copy_line(&line[from..], open, &mut self.out) {
                Ok((still_open, cut)) => {
                    open = still_open;
                    cut
                }
                Err(col) => {
                    self.stop_at_open_string(file, line_start + from + col);
                    return Ok(());
                }
            };
            if cut {
                self.start_piece(file, line_end);
            }
            match open {
                Open::Comment(_) | Open::Code if comment_start.is_none() => {
                    let opener = if open == Open::Code { "[{" } else { "/*" };
                    let col = line.rfind(opener).unwrap_or(0);
                    // What follows the opener on its line is copied as is
                    // (a comment as spaces of its length).
                    let out_at = self.out.len().saturating_sub(line.len() - col);
                    comment_start = Some((
                        open,
                        Span::new(file, line_start + col, line_start + col + 2),
                        out_at,
                    ));
                }
                Open::Comment(_) | Open::Code => {}
                Open::Nothing => comment_start = None,
            }
            if line_end < bytes.len() {
                self.out.push(b'\n');
            }
            line_start = line_end + 1;
        }
        // What follows (the end of the text, or the newline after an
        // include) is at the end of this file.
        if let Some(at) = resume {
            self.start_piece(file, at);
        }
        if let Some((open, start, out_at)) = comment_start {
            let message = match open {
                Open::Code => "unterminated code block",
                _ => "unterminated comment",
            };
            self.stop(out_at, Diagnostic::error(Some(start), message));
        } else if !stack.is_empty() {
            // At the end of the file, as llvm-tblgen reports it.
            let end = Span::new(file, bytes.len(), bytes.len());
            let e = Diagnostic::error(Some(end), "reached EOF without matching #endif");
            self.stop(self.out.len(), e);
        }
        Ok(())
    }

    /// One directive `#name arg`, `arg` starting at offset `arg_at` of the
    /// file; errors are located as llvm-tblgen's lexer locates them.
    fn directive(
        &mut self,
        stack: &mut Vec<Cond>,
        name: &str,
        (arg, arg_at): (&str, usize),
        span: Span,
        active: bool,
    ) -> Result<()> {
        // After the directive (and its macro name), only comments.
        let only_comments = |rest: &str, what: &str| -> Result<()> {
            let trimmed = rest.trim_start_matches([' ', '\t', '\r']);
            let mut tail = trimmed;
            while let Some(after) = tail.strip_prefix("/*") {
                match after.find("*/") {
                    Some(end) => tail = after[end + 2..].trim_start_matches([' ', '\t', '\r']),
                    None => return Ok(()),
                }
            }
            if tail.is_empty() || tail.starts_with("//") {
                return Ok(());
            }
            let at = arg_at + (arg.len() - tail.len());
            err(
                Some(Span::new(span.file, at, at + 1)),
                format!("only comments are supported after #{what}"),
            )
        };
        let after_name = |word: &str| {
            let start = arg.find(word).unwrap_or(0) + word.len();
            &arg[start..]
        };
        // The macro name: after spaces and tabs only (a carriage return
        // ends the line), as many name characters as follow; an error
        // where the name should start, as llvm-tblgen reports it.
        let arg_name = || -> Result<&str> {
            let rest = arg.trim_start_matches([' ', '\t']);
            let at = arg_at + (arg.len() - rest.len());
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            let word = &rest[..end];
            if word.is_empty() || word.starts_with(|c: char| c.is_ascii_digit()) {
                let at = Span::new(span.file, at, at + 1);
                return err(Some(at), format!("expected macro name after #{name}"));
            }
            Ok(word)
        };
        // The `#` of the directive is not where llvm-tblgen reports: the
        // name after it is.
        let name_span = Span::new(span.file, span.start as usize + 1, span.end as usize);
        match name {
            "define" => {
                let m = arg_name()?;
                only_comments(after_name(m), "define NAME")?;
                if active {
                    self.macros.define(m);
                }
            }
            "ifdef" | "ifndef" => {
                let m = arg_name()?;
                only_comments(after_name(m), &format!("{name} NAME"))?;
                let defined = self.macros.defined.contains(m);
                stack.push(Cond {
                    parent_active: active,
                    taken: defined == (name == "ifdef"),
                    seen_else: false,
                });
            }
            "else" => {
                match stack.last_mut() {
                    Some(c) if !c.seen_else => {
                        c.taken = !c.taken;
                        c.seen_else = true;
                    }
                    Some(_) => return err(Some(name_span), "#else after #else"),
                    None => return err(Some(name_span), "#else without #ifdef or #ifndef"),
                }
                only_comments(arg, "else")?;
            }
            _ => {
                if stack.pop().is_none() {
                    return err(Some(name_span), "#endif without #ifdef");
                }
                only_comments(arg, "endif")?;
            }
        }
        Ok(())
    }

    /// Finds an included file. With the prelude on, a file the prelude
    /// bundles (`mlir/IR/OpBase.td`, `mlir/Interfaces/...`) is always the
    /// prelude's, so that `.td` files from an LLVM install, found on an
    /// include folder, meet Rust predicates rather than the install's C++.
    /// Any other file: the including file's folder (unless it is a prelude
    /// file), the `-I` folders in order, then the working directory (where
    /// llvm-tblgen looks first).
    fn include(&mut self, name: &str, span: Span) -> Result<()> {
        let (path, text) = match self.prelude.then(|| prelude::find(name)).flatten() {
            Some(text) => (prelude::path_of(name), text.to_string()),
            None => {
                let Some(path) = self.find_on_disk(name, span) else {
                    return err(Some(span), format!("could not find include file '{name}'"));
                };
                let text = read_include(&path, name, span)?;
                (path, text)
            }
        };
        let canonical = path.canonicalize().ok();
        if let Some(pos) = self.open.iter().position(|&f| {
            let open = self.sources.file(f);
            match (&open.canonical, &canonical) {
                (Some(a), Some(b)) => a == b,
                _ => open.path == path,
            }
        }) {
            let chain: Vec<String> = self.open[pos..]
                .iter()
                .map(|&f| self.sources.file(f).path.display().to_string())
                .chain(std::iter::once(path.display().to_string()))
                .collect();
            return err(Some(span), format!("include cycle: {}", chain.join(" -> ")));
        }
        if self.open.len() >= 200 {
            return err(Some(span), "includes nested more than 200 deep");
        }
        let id = self.sources.add(path, text, Some(span));
        self.file(id)
    }

    /// The first folder holding `name`: the including file's (unless it is
    /// a prelude file), the `-I` folders in order, the working directory.
    /// Ends the text at a string literal left open at `quote` in `file`
    /// (copy_line has copied what came before it); its error is reported
    /// just after the quote, as llvm-tblgen's lexer does.
    fn stop_at_open_string(&mut self, file: FileId, quote: usize) {
        let diagnostic = Diagnostic::error(
            Some(Span::new(file, quote + 1, quote + 2)),
            "end of line in string literal",
        );
        self.stop(self.out.len(), diagnostic);
    }

    /// Ends the text at `out_at` with the lexical error `diagnostic` (see
    /// [`Expanded::stopped`]).
    fn stop(&mut self, out_at: usize, diagnostic: impl Into<Box<Diagnostic>>) {
        self.out.truncate(out_at);
        self.pieces.retain(|p| p.at as usize <= out_at);
        self.stopped = Some((out_at, diagnostic.into()));
    }

    fn find_on_disk(&self, name: &str, span: Span) -> Option<PathBuf> {
        let including = &self.sources.file(span.file).path;
        let dir = including
            .parent()
            .filter(|d| !prelude::is_prelude_path(d))
            .map(Path::to_path_buf);
        dir.into_iter()
            .chain(self.include_dirs.iter().cloned())
            .chain(std::iter::once(PathBuf::new()))
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    }
}

fn read_include(path: &Path, name: &str, span: Span) -> Result<String> {
    let bytes = std::fs::read(path).map_err(|e| {
        Diagnostic::error(
            Some(span),
            format!("could not read include file '{name}': {e}"),
        )
    })?;
    String::from_utf8(bytes).map_err(|_| {
        Box::new(Diagnostic::error(
            Some(span),
            format!("include file '{name}' is not valid UTF-8"),
        ))
    })
}

/// Where the first `include "name"` of `line` starts, outside comments,
/// code blocks and strings (`open` is what is open at its start). Most
/// lines have no `include` at all, and are not scanned.
fn find_include(line: &str, open: Open) -> Option<usize> {
    if !line.contains("include") {
        return None;
    }
    let b = line.as_bytes();
    let mut open = open;
    let mut i = 0;
    while i < b.len() {
        match open {
            Open::Comment(depth) if b[i..].starts_with(b"*/") => {
                open = if depth == 1 {
                    Open::Nothing
                } else {
                    Open::Comment(depth - 1)
                };
                i += 2;
            }
            Open::Comment(depth) if b[i..].starts_with(b"/*") => {
                open = Open::Comment(depth + 1);
                i += 2;
            }
            Open::Code if b[i..].starts_with(b"}]") => {
                open = Open::Nothing;
                i += 2;
            }
            Open::Comment(_) | Open::Code => i += 1,
            Open::Nothing => {
                if b[i..].starts_with(b"//") {
                    // A line comment ends at a carriage return too.
                    match memchr::memchr(b'\r', &b[i..]) {
                        Some(p) => i += p,
                        None => return None,
                    }
                } else if b[i..].starts_with(b"/*") {
                    open = Open::Comment(1);
                    i += 2;
                } else if b[i..].starts_with(b"[{") {
                    open = Open::Code;
                    i += 2;
                } else if b[i] == b'"' {
                    i += 1;
                    while i < b.len() && b[i] != b'"' && b[i] != b'\r' {
                        i += if b[i] == b'\\' { 2 } else { 1 };
                    }
                    i += 1;
                } else if b[i..].starts_with(b"include")
                    && (i == 0 || !is_ident_byte(b[i - 1]))
                    && include_line(&line[i..]).is_some()
                {
                    return Some(i);
                } else {
                    i += 1;
                }
            }
        }
    }
    None
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Copies the part of a line before an `include` (which is outside any
/// comment or string, so nothing is open after it); the error is the byte
/// column of a string literal it leaves open.
fn copy_segment(
    segment: &str,
    open: &mut Open,
    out: &mut Vec<u8>,
) -> std::result::Result<(), usize> {
    let (still_open, _) = copy_line(segment, *open, out)?;
    *open = still_open;
    Ok(())
}

/// `include "name"` at the start of `trimmed`: the name (still escaped) and
/// the rest of the line after the closing quote.
fn include_line(trimmed: &str) -> Option<Result<(&str, &str)>> {
    let rest = trimmed.strip_prefix("include")?;
    if rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let rest = rest.trim_start();
    let body = rest.strip_prefix('"')?;
    let end = body.find('"')?;
    Some(Ok((&body[..end], &body[end + 1..])))
}

/// What is still open at the end of a line: directives and `include`s
/// inside a block comment or a `[{ code }]` block are text, not commands.
#[derive(Clone, Copy, PartialEq)]
enum Open {
    Nothing,
    Comment(u32),
    Code,
}

/// Copies an active line to `out` without its comments (so the grammar
/// never sees one): a line comment that ends the line is left out, and the
/// caller starts a new piece at the line's end (the flag); other comments
/// become spaces. Says what is open at the line's end; the error is the byte
/// column of a string literal that the line does not close, up to which the
/// line is copied.
fn copy_line(
    line: &str,
    mut open: Open,
    out: &mut Vec<u8>,
) -> std::result::Result<(Open, bool), usize> {
    let b = line.as_bytes();
    let mut i = 0;
    let mut copied = 0;
    let blank_to = |out: &mut Vec<u8>, from: usize, to: usize| {
        out.extend(
            b[from..to]
                .iter()
                .map(|&c| if c == b'\r' { c } else { b' ' }),
        );
    };
    while i < b.len() {
        // Straight to the next byte that can open or close something.
        let next = match open {
            Open::Comment(_) => memchr::memchr2(b'*', b'/', &b[i..]),
            Open::Code => memchr::memchr(b'}', &b[i..]),
            Open::Nothing => memchr::memchr3(b'/', b'[', b'"', &b[i..]),
        };
        let Some(skip) = next else { break };
        i += skip;
        match open {
            Open::Comment(depth) => {
                if b[i..].starts_with(b"*/") {
                    i += 2;
                    if depth == 1 {
                        open = Open::Nothing;
                        blank_to(out, copied, i);
                        copied = i;
                    } else {
                        open = Open::Comment(depth - 1);
                    }
                    continue;
                }
                if b[i..].starts_with(b"/*") {
                    open = Open::Comment(depth + 1);
                    i += 2;
                    continue;
                }
            }
            Open::Code => {
                if b[i..].starts_with(b"}]") {
                    open = Open::Nothing;
                    i += 2;
                    continue;
                }
            }
            Open::Nothing => {
                if b[i..].starts_with(b"//") {
                    // llvm-tblgen ends a line comment at a carriage return
                    // as at a newline: what follows it is code.
                    let end = memchr::memchr(b'\r', &b[i..]).map_or(b.len(), |p| i + p);
                    out.extend_from_slice(&b[copied..i]);
                    if end == b.len() {
                        return Ok((open, true));
                    }
                    blank_to(out, i, end);
                    (copied, i) = (end, end);
                    continue;
                } else if b[i..].starts_with(b"/*") {
                    out.extend_from_slice(&b[copied..i]);
                    copied = i;
                    open = Open::Comment(1);
                    i += 2;
                    continue;
                } else if b[i..].starts_with(b"[{") {
                    open = Open::Code;
                    i += 2;
                    continue;
                } else if b[i] == b'"' {
                    let quote = i;
                    i += 1;
                    // A carriage return ends a string's line too.
                    loop {
                        match memchr::memchr3(b'"', b'\r', b'\\', &b[i.min(b.len())..]) {
                            Some(p) if b[i + p] == b'\\' => i += p + 2,
                            Some(p) if b[i + p] == b'"' => {
                                i += p;
                                break;
                            }
                            _ => {
                                out.extend_from_slice(&b[copied..quote]);
                                return Err(quote);
                            }
                        }
                    }
                }
            }
        }
        i += 1;
    }
    let end = b.len();
    if let Open::Comment(_) = open {
        blank_to(out, copied, end);
    } else {
        out.extend_from_slice(&b[copied.min(end)..end]);
    }
    Ok((open, false))
}

/// Splits `define X` into the directive name and the rest of the line, if
/// the line holds a directive.
fn split_directive(s: &str) -> Option<(&'static str, &str)> {
    for name in ["define", "ifdef", "ifndef", "else", "endif"] {
        if let Some(rest) = s.strip_prefix(name) {
            if rest.is_empty()
                || rest.starts_with([' ', '\t', '\r'])
                || rest.starts_with("//")
                || rest.starts_with("/*")
            {
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
