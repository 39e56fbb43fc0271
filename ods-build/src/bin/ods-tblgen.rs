//! `ods-tblgen`: like `llvm-tblgen`, prints the records of a `.td` file as
//! text (`--print-records`) or JSON (`--dump-json`); like `mlir-tblgen`,
//! prints the Rust that `build.rs` would write (`--gen-rust`).

#![deny(missing_docs)]

use ods_build::cli::{self, Action};
use ods_spec::tablegen;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let opts = match cli::parse(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("{msg}");
            return ExitCode::from(1);
        }
    };
    // Deeply recursive inputs need more stack than the main thread has.
    let worker = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || run(opts))
        .expect("spawning the worker thread");
    worker.join().unwrap_or(ExitCode::from(1))
}

fn run(opts: cli::Options) -> ExitCode {
    let loader = tablegen::Loader {
        include_dirs: opts.include_dirs.clone(),
        defines: opts.defines.clone(),
        prelude: opts.prelude,
    };
    let keeper = match loader.load(&opts.input) {
        Ok(k) => k,
        Err(failure) => {
            eprint!("{}", failure.render());
            return ExitCode::from(1);
        }
    };
    for (span, text) in &keeper.store.dumps {
        eprintln!("{}: note: {text}", keeper.sources.location(*span));
    }
    let out = match opts.action {
        Action::DumpJson => tablegen::json::dump_json(&keeper),
        Action::PrintRecords => tablegen::print::print_records(&keeper),
        Action::GenRust => match ods_build::generate_from_records(&keeper, &opts.input) {
            Ok(rust) => rust,
            Err(rendered) => {
                eprint!("{rendered}");
                return ExitCode::from(1);
            }
        },
    };
    let written = match &opts.output {
        Some(path) => std::fs::write(path, out),
        None => std::io::stdout().lock().write_all(out.as_bytes()),
    };
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
