//! The extensible fixture dialect `ext` (`fixtures/ods/extensible.td`)
//! extended at run time (`ods_tests::extensible::extend`), then used: reads
//! IR from a file, verifies it and prints it, or prints the diagnostic.
//!
//! ```text
//! cargo run -p ods-tests --example extensible_dialect -- tests/examples/extensible_dialect.mlir
//! ```

use ods_runtime::asm::{print_top_level, PrintOptions};
use ods_runtime::diag::render;
use ods_runtime::Context;
use ods_tests::extensible::{ext::ExtDialect, extend};
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: extensible_dialect FILE.mlir");
        return ExitCode::FAILURE;
    };
    let source = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut ctx = Context::new();
    ExtDialect::register(&mut ctx);
    if let Err(e) = extend(&mut ctx) {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    match ods_runtime::parse_and_verify(&mut ctx, &source, &path) {
        Ok(top) => match print_top_level(&ctx, top, PrintOptions::default()) {
            Ok(text) => {
                print!("{text}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        },
        Err(d) => {
            eprint!("{}", render(&ctx, &d, &path, &source));
            ExitCode::FAILURE
        }
    }
}
