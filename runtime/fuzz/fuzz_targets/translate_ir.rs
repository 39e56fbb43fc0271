//! Translates arbitrary IR out of MLIR: text that parses and verifies with
//! every dialect registered (MLIR's own of `ods-dialects`, the `llvm`
//! dialect's custom syntax among them, and the fixture dialects) goes
//! through each exporter of `ods_dialects::target` (`--mlir-to-llvmir`,
//! `--mlir-to-cpp` with and without `--declare-variables-at-top`). An
//! exporter may refuse the IR with a diagnostic (an op it cannot
//! translate, say); it must never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ods_dialects::target::{translations, CppOptions, TranslateOptions};
use ods_runtime::{parse_source, verify::verify};

mod fixture_context;
use fixture_context::context;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut ctx = context();
    let Ok(top) = parse_source(&mut ctx, text, "fuzz.mlir") else {
        return;
    };
    if verify(&ctx, top).is_err() {
        return;
    }
    // Text and error alike are a translation's answer: only a panic is a
    // bug.
    for translation in translations() {
        let _ = (translation.translate)(&ctx, top, &TranslateOptions::default());
    }
    let at_top = TranslateOptions {
        cpp: CppOptions {
            declare_variables_at_top: true,
            ..CppOptions::default()
        },
    };
    if let Some(cpp) = translations().into_iter().find(|t| t.flag == "mlir-to-cpp") {
        let _ = (cpp.translate)(&ctx, top, &at_top);
    }
});
