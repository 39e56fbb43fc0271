//! Source files, spans, and the include chain that led to each file.

use std::path::{Path, PathBuf};

/// Index of a loaded file in the [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A byte range in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    /// The file the range is in.
    pub file: FileId,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset just past the last byte.
    pub end: u32,
}

impl Span {
    /// The range `start..end` of `file`.
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end as u32,
        }
    }
}

/// One loaded file: its path as it was opened, its text, and where it was
/// included from.
pub struct SourceFile {
    /// The path as it was opened (or under `<ods-prelude>` for a prelude
    /// file), used in locations.
    pub path: PathBuf,
    /// The whole text of the file.
    pub text: String,
    /// The `include` that opened this file, if any.
    pub included_from: Option<Span>,
    /// The canonical path, to recognise a file included again.
    pub canonical: Option<PathBuf>,
    /// Its code is C++, written for mlir-tblgen (see
    /// [`SourceMap::mark_cpp`]); otherwise Rust.
    pub cpp: bool,
    line_starts: Vec<u32>,
}

impl SourceFile {
    /// 1-based line and column of a byte offset (columns count bytes, as
    /// LLVM's do, from the last newline or carriage return: only newlines
    /// count lines).
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line] as usize;
        let col_start = memchr::memrchr(b'\r', &self.text.as_bytes()[start..offset as usize])
            .map_or(start, |i| start + i + 1);
        (line + 1, offset as usize - col_start + 1)
    }

    /// The text of a 1-based line, without its line terminator.
    pub fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts[line - 1] as usize;
        let end = self
            .line_starts
            .get(line)
            .map(|&e| e as usize)
            .unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }
}

/// All files read while evaluating one root file.
#[derive(Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// Adds a file read from `path`, included by the `include` at
    /// `included_from` (`None` for the root file).
    pub(crate) fn add(
        &mut self,
        path: PathBuf,
        text: String,
        included_from: Option<Span>,
    ) -> FileId {
        let mut line_starts = vec![0u32];
        line_starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i as u32 + 1));
        let canonical = path.canonicalize().ok();
        self.files.push(SourceFile {
            canonical,
            path,
            text,
            included_from,
            cpp: false,
            line_starts,
        });
        FileId(self.files.len() as u32 - 1)
    }

    /// Marks every file read from under one of `dirs` as holding C++ (a
    /// `.td` of an LLVM install): the model then takes its code from a Rust
    /// overlay rather than from the file.
    pub fn mark_cpp(&mut self, dirs: &[PathBuf]) {
        let dirs: Vec<PathBuf> = dirs
            .iter()
            .map(|d| d.canonicalize().unwrap_or(d.clone()))
            .collect();
        for file in &mut self.files {
            let path = file.canonical.as_ref().unwrap_or(&file.path);
            file.cpp = dirs.iter().any(|d| path.starts_with(d));
        }
    }

    /// The file of an id.
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// The file of an id, to change while preprocessing.
    pub(crate) fn file_mut(&mut self, id: FileId) -> &mut SourceFile {
        &mut self.files[id.0 as usize]
    }

    /// Every file, in the order they were read (the root file first).
    pub fn files(&self) -> impl Iterator<Item = &SourceFile> {
        self.files.iter()
    }

    /// Where the token after `span` starts (past blanks and comments), as
    /// a one-byte span: llvm-tblgen reports errors found after parsing a
    /// value there, at its lexer's current token.
    pub fn token_after(&self, span: Span) -> Span {
        let text = self.file(span.file).text.as_bytes();
        let mut i = (span.end as usize).min(text.len());
        loop {
            while i < text.len() && text[i].is_ascii_whitespace() {
                i += 1;
            }
            if text[i..].starts_with(b"//") {
                while i < text.len() && text[i] != b'\n' {
                    i += 1;
                }
            } else if text[i..].starts_with(b"/*") {
                i = match text[i + 2..].windows(2).position(|w| w == b"*/") {
                    Some(p) => i + 2 + p + 2,
                    None => text.len(),
                };
            } else {
                break;
            }
        }
        Span::new(span.file, i, i + 1)
    }

    /// `path:line:col` of the start of a span.
    pub fn location(&self, span: Span) -> String {
        let file = self.file(span.file);
        let (line, col) = file.line_col(span.start);
        format!("{}:{}:{}", display_path(&file.path), line, col)
    }

    /// The files that include `file`, innermost first.
    pub fn include_chain(&self, file: FileId) -> Vec<Span> {
        let mut chain = Vec::new();
        let mut cur = self.file(file).included_from;
        while let Some(span) = cur {
            chain.push(span);
            cur = self.file(span.file).included_from;
        }
        chain
    }
}

/// Paths print as they were opened.
pub fn display_path(path: &Path) -> String {
    path.display().to_string()
}
