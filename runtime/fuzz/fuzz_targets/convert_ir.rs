//! Converts arbitrary IR: text that parses and verifies goes through
//! `convert-scf-to-cf` and then `convert-complex-to-standard` (the dialect
//! conversion framework: legalization, rollback, casts and their
//! materialization), each on its own parse of the input. A pass may fail
//! with MLIR's diagnostic, leaving the IR as it was; it must never panic,
//! and what it leaves must verify and print.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ods_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};
use ods_runtime::{parse_source, verify::verify};

mod fixture_context;
use fixture_context::context;
mod print_verified;
use print_verified::print_verified;

const PIPELINES: [&str; 2] = [
    "builtin.module(convert-scf-to-cf)",
    "builtin.module(convert-complex-to-standard)",
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut registry = PassRegistry::new();
    ods_dialects::register_all_passes(&mut registry);
    for pipeline in PIPELINES {
        let mut ctx = context();
        let Ok(top) = parse_source(&mut ctx, text, "fuzz.mlir") else {
            return;
        };
        if verify(&ctx, top).is_err() || ctx.op_name_str(top) != "builtin.module" {
            return;
        }
        let parsed = parse_pass_pipeline(pipeline, &registry).expect("the pipeline parses");
        let mut pm = PassManager::from(parsed);
        // A failed conversion leaves the IR as it was: valid either way.
        let _ = pm.run(&mut ctx, top);
        verify(&ctx, top).expect("the converted IR verifies");
        print_verified(&ctx, top);
    }
});
