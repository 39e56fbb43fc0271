//! `ods-build`: the `build.rs` helper of ods-rs, and the `ods-tblgen` tool.
//!
//! The [`guide`] walks from a `.td` file to the generated items and the
//! Rust a dialect writes next to them (every hook, the placeholders, the
//! naming rules).
//!
//! # In a build script
//!
//! A crate that defines a dialect in `.td` files depends on `ods-runtime`,
//! which holds the IR the generated code works on, and builds with
//! `ods-build`:
//!
//! ```toml
//! [dependencies]
//! ods-runtime = "0.1"
//! [build-dependencies]
//! ods-build = "0.1"
//! ```
//!
//! ```no_run
//! // build.rs
//! fn main() {
//!     ods_build::compile_or_exit(&["td/Toy.td"], &["td"]);
//! }
//! ```
//!
//! ```text
//! // src/lib.rs
//! include!(concat!(env!("OUT_DIR"), "/Toy.rs"));
//! ```
//!
//! [`compile`] reads each `.td` file, with the include folders given and then
//! the bundled prelude of `ods-spec` (so `include "mlir/IR/OpBase.td"` works
//! as in MLIR), builds the ODS model, and writes `OUT_DIR/<stem>.rs`, only
//! when its text changed so that Cargo does not rebuild the crate for
//! nothing. It prints `cargo:rerun-if-changed` for every file it read and
//! `cargo:rerun-if-env-changed=OUT_DIR`. A bad definition fails the build
//! with the rendered diagnostic (`file:line:col: error: ...`, the source
//! line and a caret), printed alone by [`compile_or_exit`]. [`compile`]
//! returns it as an [`Error`], whose `Debug` is the same text, so that
//! `fn main() -> Result<(), ods_build::Error>` prints `Error: ` and the
//! diagnostic on one line.
//!
//! [`Config`] has the options: more include folders, another output folder
//! or file name, a folder to also write the output to (to read it), a
//! folder for the dialect's Markdown documentation ([`Config::docs_dir`]),
//! and whether to print the `cargo:` lines. [`Config::run`] does the work
//! without printing and tells what it read and wrote in a [`Report`]:
//!
//! ```
//! let dir = std::env::temp_dir().join(format!("ods-build-doc-{}", std::process::id()));
//! std::fs::create_dir_all(dir.join("td"))?;
//! std::fs::create_dir_all(dir.join("out"))?;
//! std::fs::write(
//!     dir.join("td/Toy.td"),
//!     r#"
//!     include "mlir/IR/OpBase.td"
//!
//!     def Toy_Dialect : Dialect {
//!       let name = "toy";
//!       let cppNamespace = "toy";
//!     }
//!     def Toy_AddOp : Op<Toy_Dialect, "add"> {
//!       let summary = "element-wise addition";
//!       let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
//!       let results = (outs F64Tensor);
//!     }
//!     "#,
//! )?;
//! let mut report = ods_build::Report::default();
//! ods_build::Config::new()
//!     .out_dir(dir.join("out"))
//!     .run(&[dir.join("td/Toy.td")], &mut report)?;
//! assert_eq!(report.written, [dir.join("out/Toy.rs")]);
//! assert_eq!(report.files_read, [dir.join("td/Toy.td")]);
//!
//! let rust = std::fs::read_to_string(dir.join("out/Toy.rs"))?;
//! assert!(rust.contains("pub mod toy {"));
//! assert!(rust.contains("pub struct ToyDialect;"));
//! assert!(rust.contains("pub struct AddOp(OpId);"));
//! std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # What gets generated
//!
//! One Rust file per root `.td` file, for the dialects and ops defined in
//! the user's files (not the prelude's), in a module per `cppNamespace`
//! (`toy` above; `a::b` nests `b` in `a`):
//!
//! - per dialect, a struct (`ToyDialect`) whose `register(ctx)` registers
//!   every op of the dialect with an `ods_runtime::Context`;
//! - per op, a `Copy` struct over the operation's id, named after the def
//!   without its dialect prefix (`Toy_AddOp` gives `AddOp`), with rustdoc
//!   from `summary` and `description`, typed accessors for operands,
//!   results, attributes, properties, regions and successors, an operand
//!   adaptor (`AddOpAdaptor`) when it has operands, builders (`build`, `build_with_result_types`,
//!   `build_generic`, one per custom `builders` entry, ...), the verifier
//!   (`verify_op`) and `register`;
//! - per op that needs Rust the dialect writes (`hasVerifier`, `hasFolder`,
//!   `hasCanonicalizer`, a builder without a body, ...), a hooks trait
//!   (`AddOpHooks`) for the dialect to implement;
//! - one predicate function per distinct constraint, shared by the ops
//!   that use it.
//!
//! [`generate_rust`] and [`generate_from_records`] return that text without
//! writing anything.
//!
//! # `ods-tblgen`
//!
//! The crate's binary prints what the frontend and the generator make of a
//! file, as `llvm-tblgen` and `mlir-tblgen` do: `--print-records` (the
//! default) and `--dump-json` print the evaluated records exactly as
//! `llvm-tblgen` does; `--gen-rust` prints what `build.rs` would write, and
//! `--gen-enum` only its enums (as `mlir-tblgen --gen-enum-decls/-defs`).
//! `--gen-dialect-doc`, `--gen-op-doc`, `--gen-attrdef-doc`,
//! `--gen-typedef-doc`, `--gen-enum-doc` and `--gen-op-interface-doc` (and
//! its attribute and type twins) print the Markdown documentation
//! `mlir-tblgen` prints with those options ([`generate_doc_from_records`]);
//! `--gen-pass-doc` prints the passes' page
//! ([`generate_pass_doc_from_records`]), and `--gen-pass-decls` only the
//! Rust of the passes.
//! `-I DIR`, `-D NAME` and `-o FILE` work as in llvm-tblgen, and
//! `--no-prelude` leaves out the bundled prelude. [`cli`] parses those
//! arguments.
//!
//! ```sh
//! cargo run -p ods-build --bin ods-tblgen -- --gen-rust -I td td/Toy.td
//! ```

#![deny(missing_docs)]
// The examples are build scripts, whose `fn main` is the point.
#![allow(clippy::needless_doctest_main)]

pub mod cli;
mod config;
mod gen;

/// Writing a dialect: the guide (`ods-build/src/guide.md`; its examples
/// run as doctests of the `ods-tests` crate).
#[cfg(not(doctest))]
#[doc = include_str!("guide.md")]
pub mod guide {}

pub use gen::markdown::DocKind;
pub use gen::Selection;

pub use config::{compile, compile_or_exit, Config, Error, Report};

use ods_spec::model::Model;
use ods_spec::tablegen::{Loader, RecordKeeper, SourceMap};
use std::path::{Path, PathBuf};

/// The names of the op builders in generated Rust: every `build*` and
/// `create*` function (the naming rule keeps them to what a person types;
/// see the guide's "The builder naming rule", which attributes' and
/// types' `get_*` builders follow too).
pub fn builder_names(generated: &str) -> Vec<&str> {
    generated
        .split("fn ")
        .skip(1)
        .map(|rest| {
            rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .next()
                .unwrap_or("")
        })
        .filter(|name| name.starts_with("build") || name.starts_with("create"))
        .collect()
}

/// Reads `td` (with the prelude after `include_dirs`) and returns the
/// generated Rust, and the files read on the way (also when it fails).
/// Errors are rendered with file, line, column, the source line and a
/// caret.
pub fn generate_rust(
    td: &Path,
    include_dirs: &[PathBuf],
) -> (Result<String, String>, Vec<PathBuf>) {
    let (result, files) = generate_outputs(td, include_dirs, &[], false);
    (result.map(|(rust, _)| rust), files)
}

/// The Rust of a root `.td` file and, when asked for, its dialect's
/// Markdown page.
type Outputs = (String, Option<String>);

/// [`generate_rust`], with the dialect's Markdown page too when `docs`;
/// `cpp_dirs` are include folders whose `.td` files hold C++ (see
/// [`Config::cpp_include_dir`]), searched after `include_dirs`.
fn generate_outputs(
    td: &Path,
    include_dirs: &[PathBuf],
    cpp_dirs: &[PathBuf],
    docs: bool,
) -> (Result<Outputs, String>, Vec<PathBuf>) {
    let loader = Loader {
        include_dirs: include_dirs.iter().chain(cpp_dirs).cloned().collect(),
        defines: Vec::new(),
        prelude: true,
    };
    match loader.load(td) {
        Ok(mut keeper) => {
            keeper.sources.mark_cpp(cpp_dirs);
            let files = files_read(&keeper.sources);
            let rust = generate_from_records(&keeper, td);
            let result = rust.and_then(|rust| {
                let markdown = docs
                    .then(|| generate_doc_from_records(&keeper, DocKind::Dialect))
                    .transpose()?;
                Ok((rust, markdown))
            });
            (result, files)
        }
        Err(failure) => {
            let files = files_read(&failure.sources);
            (Err(failure.render()), files)
        }
    }
}

/// The generated Rust for evaluated records, or the rendered error.
pub fn generate_from_records(keeper: &RecordKeeper, td: &Path) -> Result<String, String> {
    generate_selected_from_records(keeper, td, Selection::All)
}

/// [`generate_from_records`], only the items `selection` names.
pub fn generate_selected_from_records(
    keeper: &RecordKeeper,
    td: &Path,
    selection: Selection,
) -> Result<String, String> {
    let render = |d: Box<ods_spec::tablegen::Diagnostic>| d.render(&keeper.sources);
    let model = Model::build(keeper).map_err(render)?;
    let name = td
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    gen::generate(&model, &keeper.sources, &name, selection).map_err(|e| render(e.resolve(keeper)))
}

/// The Markdown page `kind` of evaluated records, as `mlir-tblgen
/// --gen-*-doc` prints it, or the rendered error.
pub fn generate_doc_from_records(keeper: &RecordKeeper, kind: DocKind) -> Result<String, String> {
    // mlir-tblgen lists every `EnumInfo` and fails when the class is unknown.
    if kind == DocKind::Enums && !keeper.classes.contains_key("EnumInfo") {
        return Err("error: The class 'EnumInfo' is not defined\n".into());
    }
    let model = Model::build(keeper).map_err(|d| d.render(&keeper.sources))?;
    let root = ods_spec::tablegen::source::FileId(0);
    gen::markdown::generate(&model, kind, root).map_err(|m| format!("error: {m}\n"))
}

/// The Markdown page of every pass (`PassBase` def) read, included files'
/// too, as `mlir-tblgen --gen-pass-doc` prints it, or the rendered error.
pub fn generate_pass_doc_from_records(keeper: &RecordKeeper) -> Result<String, String> {
    let passes =
        ods_spec::model::pass::read_all(keeper, |_| true).map_err(|d| d.render(&keeper.sources))?;
    Ok(gen::markdown::pass_page(&passes))
}

/// The prelude files that define interfaces.
const PRELUDE_INTERFACE_FILES: &[&str] = &[
    "mlir/IR/BuiltinAttributeInterfaces.td",
    "mlir/IR/BuiltinTypeInterfaces.td",
    "mlir/IR/OpAsmInterface.td",
    "mlir/IR/RegionKindInterface.td",
    "mlir/IR/SymbolInterfaces.td",
    "mlir/IR/TensorEncoding.td",
    "mlir/Interfaces/AlignmentAttrInterface.td",
    "mlir/Interfaces/CallInterfaces.td",
    "mlir/Interfaces/CastInterfaces.td",
    "mlir/Interfaces/ControlFlowInterfaces.td",
    "mlir/Interfaces/DataLayoutInterfaces.td",
    "mlir/Interfaces/DerivedAttributeOpInterface.td",
    "mlir/Interfaces/DestinationStyleOpInterface.td",
    "mlir/Interfaces/FunctionInterfaces.td",
    "mlir/Interfaces/IndexingMapOpInterface.td",
    "mlir/Interfaces/InferIntRangeInterface.td",
    "mlir/Interfaces/InferStridedMetadataInterface.td",
    "mlir/Interfaces/InferTypeOpInterface.td",
    "mlir/Interfaces/LoopLikeInterface.td",
    "mlir/Interfaces/MemOpInterfaces.td",
    "mlir/Interfaces/MemorySlotInterfaces.td",
    "mlir/Interfaces/ParallelCombiningOpInterface.td",
    "mlir/Interfaces/RuntimeVerifiableOpInterface.td",
    "mlir/Interfaces/ShapedOpInterfaces.td",
    "mlir/Interfaces/SideEffectInterfaces.td",
    "mlir/Interfaces/SubsetOpInterface.td",
    "mlir/Interfaces/TilingInterface.td",
    "mlir/Interfaces/ValueBoundsOpInterface.td",
    "mlir/Interfaces/VectorInterfaces.td",
    "mlir/Interfaces/ViewLikeInterface.td",
];

/// The Rust of the prelude's interfaces, which `ods-runtime` holds in
/// `interfaces/prelude.rs` so that the ops of every crate share them
/// (regenerated by `ODS_BLESS=1 cargo test -p ods-build --test
/// prelude_interfaces`).
pub fn prelude_interfaces_rust() -> Result<String, String> {
    let root: String = PRELUDE_INTERFACE_FILES
        .iter()
        .map(|f| format!("include \"{f}\"\n"))
        .collect();
    let loader = Loader {
        prelude: true,
        ..Loader::default()
    };
    let td = Path::new("prelude-interfaces.td");
    let keeper = loader.load_str(td, root).map_err(|f| f.render())?;
    let render = |d: Box<ods_spec::tablegen::Diagnostic>| d.render(&keeper.sources);
    let mut model = Model::build(&keeper).map_err(render)?;
    model.interfaces = std::mem::take(&mut model.prelude_interfaces);
    let text = gen::generate(
        &model,
        &keeper.sources,
        "the ods-rs prelude",
        Selection::All,
    )
    .map_err(|e| render(e.resolve(&keeper)))?;
    // The generator's header names a `.td` file to regenerate from.
    let body = text.splitn(3, '\n').nth(2).unwrap_or_default();
    Ok(format!(
        "// @generated by ods-build from the interfaces of the ods-rs prelude. Do not edit.\n\
         // Regenerate with `ODS_BLESS=1 cargo test -p ods-build --test prelude_interfaces`.\n{body}"
    ))
}

/// The files on disk that a load opened (the prelude is not on disk).
fn files_read(sources: &SourceMap) -> Vec<PathBuf> {
    sources
        .files()
        .filter(|f| !ods_spec::prelude::is_prelude_path(&f.path) && f.path.is_file())
        .map(|f| f.path.clone())
        .collect()
}
