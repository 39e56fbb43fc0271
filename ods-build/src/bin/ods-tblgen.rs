//! `ods-tblgen`: like `llvm-tblgen`, prints the records of a `.td` file as
//! text (`--print-records`) or JSON (`--dump-json`); like `mlir-tblgen`,
//! prints the Rust that `build.rs` would write (`--gen-rust`), or only its
//! enums (`--gen-enum`), attribute or type definitions, DRR patterns
//! (`--gen-rewriters`) or passes (`--gen-pass-decls`); like `mlir-tblgen
//! --gen-*-doc`, prints Markdown documentation (`--gen-dialect-doc`,
//! `--gen-op-doc`, `--gen-pass-doc`, ...). Reads standard input when the
//! file is `-` or not given; `--help` lists the options.

#![deny(missing_docs)]

use ods_build::cli::{self, Action};
use ods_spec::tablegen;
use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    small_pages_only();
    let opts = cli::parse(std::env::args_os()).unwrap_or_else(|e| e.exit());
    // Deeply recursive inputs need more stack than the main thread has.
    let worker = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || run(opts))
        .expect("spawning the worker thread");
    worker.join().unwrap_or(ExitCode::from(1))
}

fn run(opts: cli::Options) -> ExitCode {
    let loader = tablegen::Loader {
        include_dirs: opts
            .include_dirs
            .iter()
            .chain(&opts.cpp_include_dirs)
            .cloned()
            .collect(),
        defines: opts.defines.clone(),
        prelude: opts.prelude(),
    };
    // Standard input is named as llvm-tblgen names it; its includes resolve
    // from the current folder (the parent of `<stdin>`) and the -I folders.
    let input = opts.input().unwrap_or(Path::new("<stdin>"));
    let loaded = match opts.input() {
        Some(path) => loader.load(path),
        None => {
            let mut bytes = Vec::new();
            if let Err(e) = std::io::stdin().lock().read_to_end(&mut bytes) {
                eprintln!("ods-tblgen: cannot read standard input: {e}");
                return ExitCode::from(1);
            }
            loader.load_str(input, String::from_utf8_lossy(&bytes).into_owned())
        }
    };
    let keeper = match loaded {
        Ok(mut k) => {
            k.sources.mark_cpp(&opts.cpp_include_dirs);
            k
        }
        Err(failure) => {
            eprint!("{}", failure.render());
            return ExitCode::from(1);
        }
    };
    for (span, text) in &keeper.store.dumps {
        eprintln!("{}: note: {text}", keeper.sources.location(*span));
    }
    let generated = match opts.action() {
        Action::DumpJson => Ok(tablegen::json::dump_json(&keeper)),
        Action::PrintRecords => Ok(tablegen::print::print_records(&keeper)),
        Action::CheckModel => ods_spec::model::Model::build(&keeper)
            .map(|_| String::new())
            .map_err(|d| d.render(&keeper.sources)),
        Action::GenDoc(kind) => ods_build::generate_doc_from_records(&keeper, kind),
        Action::GenPassDoc => ods_build::generate_pass_doc_from_records(&keeper),
        Action::GenRust
        | Action::GenEnum
        | Action::GenAttrDef
        | Action::GenTypeDef
        | Action::GenRewriters
        | Action::GenPassDecls => {
            ods_build::generate_selected_from_records(&keeper, input, selection(opts.action()))
        }
    };
    let out = match generated {
        Ok(out) => out,
        Err(rendered) => {
            eprint!("{rendered}");
            return ExitCode::from(1);
        }
    };
    let written = match opts.output() {
        Some(path) => std::fs::write(path, &out),
        None => std::io::stdout().lock().write_all(out.as_bytes()),
    };
    // The process ends here: freeing the records and the output piece by
    // piece would only cost time.
    std::mem::forget((keeper, out));
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ods-tblgen: cannot write output: {e}");
            ExitCode::from(1)
        }
    }
}
#[cfg(feature = "mimalloc")]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc asks Linux for transparent huge pages; a run of this tool is
/// short, and zeroing each fresh 2 MiB page on its first touch costs more
/// than the page saves (it made run times swing by half).
#[cfg(all(feature = "mimalloc", target_os = "linux"))]
fn small_pages_only() {
    const PR_SET_THP_DISABLE: std::ffi::c_int = 41;
    unsafe extern "C" {
        fn prctl(option: std::ffi::c_int, ...) -> std::ffi::c_int;
    }
    // SAFETY: PR_SET_THP_DISABLE takes one integer flag and touches only
    // this process's memory policy; a failure leaves the default.
    unsafe {
        let (on, unused): (std::ffi::c_ulong, std::ffi::c_ulong) = (1, 0);
        prctl(PR_SET_THP_DISABLE, on, unused, unused, unused);
    }
}

#[cfg(not(all(feature = "mimalloc", target_os = "linux")))]
fn small_pages_only() {}

/// What of the model a generating action prints.
fn selection(action: Action) -> ods_build::Selection {
    match action {
        Action::GenAttrDef => ods_build::Selection::AttrDefs,
        Action::GenTypeDef => ods_build::Selection::TypeDefs,
        Action::GenEnum => ods_build::Selection::Enums,
        Action::GenRewriters => ods_build::Selection::Rewriters,
        Action::GenPassDecls => ods_build::Selection::Passes,
        _ => ods_build::Selection::All,
    }
}
