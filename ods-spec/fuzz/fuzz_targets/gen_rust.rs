//! Generate Rust and every Markdown page from arbitrary text read as a
//! `.td` file with the prelude (seed it with op definitions). Any input must
//! give Rust or a rendered error, never a panic, a hang or a stack
//! overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ods_build::DocKind;
use ods_spec::model::interface::InterfaceKind;
use ods_spec::tablegen::Loader;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let loader = Loader {
        prelude: true,
        ..Loader::default()
    };
    if let Ok(keeper) = loader.load_str(Path::new("fuzz.td"), text) {
        if ods_build::generate_from_records(&keeper, Path::new("fuzz.td")).is_err() {
            return;
        }
        for kind in [
            DocKind::Dialect,
            DocKind::Ops,
            DocKind::AttrDefs,
            DocKind::TypeDefs,
            DocKind::Enums,
            DocKind::Interfaces(InterfaceKind::Op),
            DocKind::Interfaces(InterfaceKind::Attr),
            DocKind::Interfaces(InterfaceKind::Type),
        ] {
            let _ = ods_build::generate_doc_from_records(&keeper, kind);
        }
    }
});
