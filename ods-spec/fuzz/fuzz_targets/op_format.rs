//! Generate Rust for an op whose `assemblyFormat` is fuzzed: the first
//! byte picks one of the op skeletons of `op_format/skeletons.td`, the rest
//! is the format. Any format must give Rust or a located error, never a
//! panic; scripts/op-format-fuzz-compile.sh compiles a sample of the
//! corpus's valid formats.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ods_spec::tablegen::Loader;
use std::path::Path;

const SKELETONS: &str = include_str!("../op_format/skeletons.td");

fuzz_target!(|data: &[u8]| {
    let Some((&pick, format)) = data.split_first() else {
        return;
    };
    let mut parts = SKELETONS.split("// ----\n");
    let header = parts.next().unwrap_or_default();
    let ops: Vec<&str> = parts.collect();
    let op = ops[pick as usize % ops.len()];
    let format = String::from_utf8_lossy(format);
    let text = format!("{header}{}", op.replace("FORMAT", &format));
    let loader = Loader {
        prelude: true,
        ..Loader::default()
    };
    if let Ok(keeper) = loader.load_str(Path::new("fuzz.td"), text) {
        let _ = ods_build::generate_from_records(&keeper, Path::new("fuzz.td"));
    }
});
