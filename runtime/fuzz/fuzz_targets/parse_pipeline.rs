//! Parse arbitrary text as a textual pass pipeline (`--pass-pipeline`)
//! against every pass of `ods_runtime::transforms`, with their options. Any
//! input must give a pass manager or MLIR's error, never a panic or a
//! hang; a pipeline that parses is printed in both forms, and the printed
//! text is parsed again. The second parse may fail and need not give the
//! same text: mlir-opt 22 prints an option value as it was given, so a value
//! holding a newline or an unbalanced bracket prints as text it reads
//! otherwise, and ours matches it there (the pass-pipeline case
//! `list-element-unbalanced` records one; a value with newlines was
//! compared with mlir-opt 22 by hand).
#![no_main]

use libfuzzer_sys::fuzz_target;
use ods_runtime::pass::{parse_pass_pipeline, PassRegistry};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut registry = PassRegistry::new();
    ods_runtime::transforms::register_transforms_passes(&mut registry);
    let Ok(pm) = parse_pass_pipeline(text, &registry) else {
        return;
    };
    let printed = pm.to_string();
    let _ = pm.dump_text();
    let _ = parse_pass_pipeline(&printed, &registry);
});
