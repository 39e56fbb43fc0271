//! Generates one Rust module per ODS fixture: every
//! `fixtures/ods/*.td` becomes `OUT_DIR/<stem>.rs`, which `src/lib.rs`
//! includes. This is the documented user path (`ods_build::Config` from a
//! build script).

use std::path::PathBuf;

fn main() -> Result<(), ods_build::Error> {
    let dir = PathBuf::from("fixtures/ods");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures/ods is readable")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "td"))
        .collect();
    fixtures.sort();
    ods_build::Config::new()
        .include_dir(&dir)
        .compile(&fixtures)
}
