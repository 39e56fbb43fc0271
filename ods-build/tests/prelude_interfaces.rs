//! `ods-runtime`'s `interfaces/prelude.rs` is what ods-build generates from
//! the prelude's interfaces; `ODS_BLESS=1` rewrites it.

use std::path::Path;

#[test]
fn runtime_prelude_interfaces_are_generated() {
    let generated = ods_build::prelude_interfaces_rust().expect("the prelude generates");
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/src/interfaces/prelude.rs");
    if std::env::var_os("ODS_BLESS").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == generated,
        "{} is not what ods-build generates; run `ODS_BLESS=1 cargo test -p ods-build --test prelude_interfaces`",
        path.display()
    );
}
