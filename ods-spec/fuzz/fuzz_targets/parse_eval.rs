//! Parse and evaluate arbitrary text as a `.td` file. Any input must give
//! records or an error, never a panic, a hang or a stack overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    // Includes resolve against an empty folder list: only the input itself.
    if let Ok(keeper) = ods_spec::tablegen::load_str(Path::new("fuzz.td"), text, &[], &[]) {
        let _ = ods_spec::tablegen::json::dump_json(&keeper);
        let _ = ods_spec::tablegen::print::print_records(&keeper);
    }
});
