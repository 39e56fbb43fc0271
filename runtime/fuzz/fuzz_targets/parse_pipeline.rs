//! Parse arbitrary text as a textual pass pipeline (`--pass-pipeline`)
//! against every pass of `ods_runtime::transforms`, with their options. Any
//! input must give a pass manager or MLIR's error, never a panic or a
//! hang; a pipeline that parses must print as text that reads back to a
//! pipeline printing the same (what `--dump-pass-pipeline` relies on).
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
    let again = parse_pass_pipeline(&printed, &registry)
        .unwrap_or_else(|e| panic!("{printed:?} does not read back: {}", e.message));
    assert_eq!(again.to_string(), printed);
    // The pretty form of `--dump-pass-pipeline` is built from the same walk.
    let _ = pm.dump_text();
});
