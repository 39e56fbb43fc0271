//! The bundled TableGen library (`prelude/mlir/**/*.td`), embedded in the
//! crate: MLIR's classes and defs at MLIR's include paths, with Rust
//! predicates. Includes find it after the user's include folders.

use std::path::{Path, PathBuf};

/// The folder prelude files appear under in locations and messages; no
/// such folder exists on disk.
pub const ROOT: &str = "<ods-prelude>";

const FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/prelude_files.rs"));

/// The text of the prelude file an `include` names, if there is one.
pub fn find(include: &str) -> Option<&'static str> {
    let include = include.trim_start_matches("./");
    FILES
        .iter()
        .find(|(name, _)| *name == include)
        .map(|&(_, text)| text)
}

/// The path a prelude file is shown under.
pub fn path_of(include: &str) -> PathBuf {
    Path::new(ROOT).join(include.trim_start_matches("./"))
}

/// Whether a path names a prelude file (and so nothing on disk).
pub fn is_prelude_path(path: &Path) -> bool {
    path.starts_with(ROOT)
}
