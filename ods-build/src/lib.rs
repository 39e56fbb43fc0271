//! `ods-build`: the `build.rs` helper of ods-rs, and the `ods-tblgen` tool.
//!
//! ```text
//! // build.rs
//! fn main() -> Result<(), ods_build::Error> {
//!     ods_build::compile(&["td/MyDialect.td"], &["td"])
//! }
//! ```
//!
//! [`compile`] reads each `.td` file with the bundled prelude, builds the
//! ODS model and writes `OUT_DIR/<stem>.rs`; [`Config`] has the options.
//! [`generate_rust`] is the pure generator underneath, with no Cargo or
//! file-system knowledge beyond reading the `.td` files.

pub mod cli;
mod config;
pub mod gen;

pub use config::{compile, Config, Error, Report};

use ods_spec::model::Model;
use ods_spec::tablegen::{Loader, RecordKeeper, SourceMap};
use std::path::{Path, PathBuf};

/// Reads `td` (with the prelude after `include_dirs`) and returns the
/// generated Rust, and the files read on the way (also when it fails).
/// Errors are rendered with file, line, column, the source line and a
/// caret.
pub fn generate_rust(
    td: &Path,
    include_dirs: &[PathBuf],
) -> (Result<String, String>, Vec<PathBuf>) {
    let loader = Loader {
        include_dirs: include_dirs.to_vec(),
        defines: Vec::new(),
        prelude: true,
    };
    match loader.load(td) {
        Ok(keeper) => {
            let files = files_read(&keeper.sources);
            (generate_from_records(&keeper, td), files)
        }
        Err(failure) => {
            let files = files_read(&failure.sources);
            (Err(failure.render()), files)
        }
    }
}

/// The generated Rust for evaluated records, or the rendered error.
pub fn generate_from_records(keeper: &RecordKeeper, td: &Path) -> Result<String, String> {
    let render = |d: Box<ods_spec::tablegen::Diagnostic>| d.render(&keeper.sources);
    let model = Model::build(keeper).map_err(render)?;
    let name = td
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    gen::generate(&model, &name).map_err(|e| render(e.resolve(keeper)))
}

/// The files on disk that a load opened (the prelude is not on disk).
fn files_read(sources: &SourceMap) -> Vec<PathBuf> {
    sources
        .files()
        .filter(|f| !ods_spec::prelude::is_prelude_path(&f.path) && f.path.is_file())
        .map(|f| f.path.clone())
        .collect()
}
