//! The TableGen language of LLVM 22, read and evaluated exactly as
//! `llvm-tblgen` does.
//!
//! [`Loader`] (or [`load`], [`load_str`]) runs the whole frontend on a root
//! file and returns a [`RecordKeeper`], or a [`Failure`] that renders as
//! `file:line:col: error: ...`. Underneath, one private file per stage:
//! `preprocess.rs` (the `#ifdef` family and `include`), `parser.rs` (pest
//! grammar to a syntax tree, `ast.rs`, with llvm-tblgen's wording of a
//! syntax error in `syntax_error/`, its name lookups in
//! `syntax_error/lookup.rs`), `eval.rs` (TGParser's semantic
//! actions), with operator folding in `fold.rs` and reference resolution in
//! `resolve.rs`.
//!
//! The public modules are what the result is made of and what reads it:
//! [`record`] (records and the keeper), [`init`] (values and types, uniqued
//! in a [`Store`](init::Store)), [`source`] (files and spans),
//! [`diagnostic`] (errors), and the two outputs of `llvm-tblgen`,
//! [`json`] (`--dump-json`) and [`print`](mod@print) (`--print-records`).

pub(crate) mod ast;
pub mod diagnostic;
pub(crate) mod eval;
pub(crate) mod fold;
pub mod init;
pub mod json;
pub(crate) mod parser;
mod posix_regex;
pub(crate) mod preprocess;
pub mod print;
pub mod record;
pub(crate) mod resolve;
pub mod source;
mod syntax_error;

pub use diagnostic::Diagnostic;
pub use record::{Record, RecordId, RecordKeeper};
pub use source::SourceMap;

use std::path::{Path, PathBuf};

/// A failed evaluation: the error and the sources it points into, so it can
/// be rendered.
pub struct Failure {
    /// The first error met; evaluation stops there, as llvm-tblgen's does.
    pub diagnostic: Box<Diagnostic>,
    /// Every file read until then, which the diagnostic's spans point into.
    pub sources: SourceMap,
}

impl Failure {
    /// `file:line:col: error: ...` with the source line and a caret.
    pub fn render(&self) -> String {
        self.diagnostic.render(&self.sources)
    }
}

impl std::fmt::Debug for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render())
    }
}

/// How to read a root file: include folders, `-D` macros, and whether the
/// bundled prelude answers includes that nothing on disk does.
#[derive(Clone, Debug, Default)]
pub struct Loader {
    /// Folders searched for `include`d files, in order, after the including
    /// file's own folder and before the working directory.
    pub include_dirs: Vec<PathBuf>,
    /// Macros defined before reading, as by `-D NAME`.
    pub defines: Vec<String>,
    /// Whether includes that no folder answers fall back to the bundled
    /// [`prelude`](crate::prelude) (`mlir/IR/OpBase.td` and the rest).
    pub prelude: bool,
}

impl Loader {
    /// Reads `path` and evaluates it.
    pub fn load(&self, path: &Path) -> Result<RecordKeeper, Failure> {
        let text = match std::fs::read(path) {
            // Valid UTF-8 is taken as it is (without a copy); only other
            // bytes go through the lossy conversion.
            Ok(bytes) => String::from_utf8(bytes)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
            Err(e) => {
                return Err(Failure {
                    diagnostic: Box::new(Diagnostic::error(
                        None,
                        format!("Could not open input file '{}': {e}", path.display()),
                    )),
                    sources: SourceMap::default(),
                })
            }
        };
        self.load_str(path, text)
    }

    /// Evaluates `text` as if read from `path`.
    pub fn load_str(&self, path: &Path, text: String) -> Result<RecordKeeper, Failure> {
        let mut ev = eval::Evaluator::new(self.include_dirs.clone());
        ev.prelude = self.prelude;
        for d in &self.defines {
            ev.define(d);
        }
        match ev.eval_root(path.to_path_buf(), text) {
            Ok(()) => Ok(ev.finish()),
            Err(diagnostic) => Err(Failure {
                diagnostic,
                sources: ev.sources,
            }),
        }
    }
}

/// Reads `path` and evaluates it with the given include folders (no
/// prelude: exactly what llvm-tblgen sees).
pub fn load(path: &Path, include_dirs: &[PathBuf]) -> Result<RecordKeeper, Failure> {
    load_with_defines(path, include_dirs, &[])
}

/// Like [`load`], with macros defined as by `-D NAME`.
pub fn load_with_defines(
    path: &Path,
    include_dirs: &[PathBuf],
    defines: &[String],
) -> Result<RecordKeeper, Failure> {
    Loader {
        include_dirs: include_dirs.to_vec(),
        defines: defines.to_vec(),
        prelude: false,
    }
    .load(path)
}

/// Evaluates `text` as if read from `path`.
pub fn load_str(
    path: &Path,
    text: String,
    include_dirs: &[PathBuf],
    defines: &[String],
) -> Result<RecordKeeper, Failure> {
    Loader {
        include_dirs: include_dirs.to_vec(),
        defines: defines.to_vec(),
        prelude: false,
    }
    .load_str(path, text)
}
