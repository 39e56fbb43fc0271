//! Generate Rust from arbitrary text read as a `.td` file with the prelude
//! (seed it with op definitions). Any input must give Rust or a rendered
//! error, never a panic, a hang or a stack overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ods_spec::tablegen::Loader;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let loader = Loader {
        prelude: true,
        ..Loader::default()
    };
    if let Ok(keeper) = loader.load_str(Path::new("fuzz.td"), text) {
        let _ = ods_build::generate_from_records(&keeper, Path::new("fuzz.td"));
    }
});
