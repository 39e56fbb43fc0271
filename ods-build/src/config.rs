//! [`Config`]: what `build.rs` calls. The only part of ods-build that knows
//! about Cargo: it reads `OUT_DIR`, writes the generated files, and prints
//! `cargo:rerun-if-changed` / `cargo:rerun-if-env-changed` lines.

use std::fmt;
use std::path::{Path, PathBuf};

/// A failed generation: the rendered diagnostic (file, line, column, the
/// source line and a caret), or an I/O problem. `Debug` prints the same
/// text as `Display`, so `fn main() -> Result<(), ods_build::Error>` in
/// `build.rs` shows `Error: ` and the diagnostic on one line;
/// [`compile_or_exit`] shows the diagnostic alone.
pub struct Error {
    message: String,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The rendered diagnostic, as `Display` gives it: `fn main() -> Result<(),
/// ods_build::Error>` prints `Error: ` and then the diagnostic on the same
/// line (Rust prints that prefix; [`compile_or_exit`] prints none), and
/// `unwrap` shows it as written rather than as a struct.
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl Error {
    /// Prints the rendered diagnostic to standard error, as Cargo shows a
    /// failing build script's, and exits with status 1.
    pub fn exit(self) -> ! {
        eprint!("{}", self.message);
        if !self.message.ends_with('\n') {
            eprintln!();
        }
        std::process::exit(1)
    }
}

impl std::error::Error for Error {}

fn error(message: impl Into<String>) -> Error {
    Error {
        message: message.into(),
    }
}

/// Options of a generation; [`compile`] is the common case.
#[derive(Clone, Debug, Default)]
pub struct Config {
    include_dirs: Vec<PathBuf>,
    cpp_include_dirs: Vec<PathBuf>,
    out_dir: Option<PathBuf>,
    output_name: Option<String>,
    mirror_dir: Option<PathBuf>,
    docs_dir: Option<PathBuf>,
    cargo_output: bool,
}

impl Config {
    /// A configuration that prints Cargo's `rerun-if` lines.
    pub fn new() -> Config {
        Config {
            cargo_output: true,
            ..Config::default()
        }
    }

    /// Adds a folder to search for `include`d files, before the prelude.
    pub fn include_dir(&mut self, dir: impl AsRef<Path>) -> &mut Config {
        self.include_dirs.push(dir.as_ref().to_path_buf());
        self
    }

    /// Adds a folder of `.td` files written for mlir-tblgen (an LLVM
    /// install's `include` folder), searched after the
    /// [`include_dir`](Self::include_dir)s. Their code is C++: each piece
    /// takes its Rust from an overlay, records of `RustFor` and `RustIdiom`
    /// (from the prelude's `ods/RustOverlay.td`) in the `.td` files
    /// compiled, which include the dialect's file. The build fails listing
    /// every piece that has none. The prelude's own files (`mlir/IR/*.td`,
    /// `mlir/Interfaces/*.td`) are still the prelude's: an include never
    /// reaches the folder for them.
    pub fn cpp_include_dir(&mut self, dir: impl AsRef<Path>) -> &mut Config {
        self.cpp_include_dirs.push(dir.as_ref().to_path_buf());
        self
    }

    /// Where to write (default: `OUT_DIR`).
    pub fn out_dir(&mut self, dir: impl AsRef<Path>) -> &mut Config {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// The output file name for a single input (default: its stem and `.rs`).
    pub fn output_name(&mut self, name: impl Into<String>) -> &mut Config {
        self.output_name = Some(name.into());
        self
    }

    /// A folder to also write each generated file to, for reading.
    pub fn mirror_dir(&mut self, dir: impl AsRef<Path>) -> &mut Config {
        self.mirror_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// A folder to also write each root `.td` file's dialect documentation
    /// to, as `<stem>.md`: the Markdown page `mlir-tblgen
    /// --gen-dialect-doc` writes (and `ods-tblgen --gen-dialect-doc`), for
    /// crates that publish it. The file must then define the ops or
    /// definitions of exactly one dialect.
    pub fn docs_dir(&mut self, dir: impl AsRef<Path>) -> &mut Config {
        self.docs_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Whether to print `cargo:` lines (on by default in [`Config::new`]).
    pub fn cargo_output(&mut self, on: bool) -> &mut Config {
        self.cargo_output = on;
        self
    }

    /// Generates Rust for each `.td` file, and prints Cargo's `rerun-if`
    /// lines (unless turned off).
    pub fn compile(&self, tds: &[impl AsRef<Path>]) -> Result<(), Error> {
        let mut report = Report::default();
        let result = self.run(tds, &mut report);
        if self.cargo_output {
            for var in &report.env_vars {
                println!("cargo:rerun-if-env-changed={var}");
            }
            for file in &report.files_read {
                println!("cargo:rerun-if-changed={}", file.display());
            }
        }
        result
    }

    /// [`Config::compile`] for a build script's `main`: a failure prints
    /// the rendered diagnostic alone and exits with status 1
    /// ([`Error::exit`]).
    pub fn compile_or_exit(&self, tds: &[impl AsRef<Path>]) {
        if let Err(e) = self.compile(tds) {
            e.exit()
        }
    }

    /// Generates Rust for each `.td` file and reports what it read and
    /// wrote in `report` (also when it fails), printing nothing.
    pub fn run(&self, tds: &[impl AsRef<Path>], report: &mut Report) -> Result<(), Error> {
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => {
                report.env_vars.push("OUT_DIR".into());
                std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or_else(|| {
                    error("OUT_DIR is not set: call ods_build from a build script, or set Config::out_dir")
                })?
            }
        };
        if self.output_name.is_some() && tds.len() != 1 {
            return Err(error("Config::output_name needs exactly one input file"));
        }
        for td in tds {
            let td = td.as_ref();
            let docs = self.docs_dir.is_some();
            let (result, files) =
                crate::generate_outputs(td, &self.include_dirs, &self.cpp_include_dirs, docs);
            for f in files {
                if !f.starts_with(&out_dir) && !report.files_read.contains(&f) {
                    report.files_read.push(f);
                }
            }
            let (rust, markdown) = result.map_err(error)?;
            let name = match &self.output_name {
                Some(n) => n.clone(),
                None => {
                    let stem = td
                        .file_stem()
                        .map(|s| s.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    format!("{stem}.rs")
                }
            };
            let mut targets = vec![out_dir.join(&name)];
            if let Some(mirror) = &self.mirror_dir {
                create_dir(mirror)?;
                targets.push(mirror.join(&name));
            }
            for target in targets {
                if write_if_changed(&target, &rust)? {
                    report.written.push(target);
                }
            }
            if let (Some(dir), Some(markdown)) = (&self.docs_dir, markdown) {
                let target = dir.join(Path::new(&name).with_extension("md"));
                create_dir(dir)?;
                if write_if_changed(&target, &markdown)? {
                    report.written.push(target);
                }
            }
        }
        Ok(())
    }
}

/// What a generation read and wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Every file read, includes too, in first-read order; nothing from the
    /// prelude (not on disk) or from the output folder.
    pub files_read: Vec<PathBuf>,
    /// Environment variables read.
    pub env_vars: Vec<String>,
    /// Files written because their content changed.
    pub written: Vec<PathBuf>,
}

fn create_dir(dir: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(dir).map_err(|e| error(format!("cannot create {}: {e}", dir.display())))
}

/// Writes `text` unless the file already holds it, so that an unchanged
/// generation does not make Cargo rebuild the crate; `true` when written.
fn write_if_changed(path: &Path, text: &str) -> Result<bool, Error> {
    if std::fs::read(path).is_ok_and(|old| old == text.as_bytes()) {
        return Ok(false);
    }
    std::fs::write(path, text)
        .map_err(|e| error(format!("cannot write {}: {e}", path.display())))?;
    Ok(true)
}

/// `Config::new()` with `include_dirs`, compiling `tds` into `OUT_DIR`.
pub fn compile(tds: &[impl AsRef<Path>], include_dirs: &[impl AsRef<Path>]) -> Result<(), Error> {
    let mut config = Config::new();
    for d in include_dirs {
        config.include_dir(d);
    }
    config.compile(tds)
}

/// [`compile`] for a build script's `main`, which then needs no `Result`:
/// a failure prints the rendered diagnostic (`file:line:col: error: ...`,
/// the source line and a caret) with nothing before it, and exits with
/// status 1.
///
/// ```no_run
/// // build.rs
/// fn main() {
///     ods_build::compile_or_exit(&["td/Toy.td"], &["td"]);
/// }
/// ```
pub fn compile_or_exit(tds: &[impl AsRef<Path>], include_dirs: &[impl AsRef<Path>]) {
    if let Err(e) = compile(tds, include_dirs) {
        e.exit()
    }
}
