//! Generates one Rust module per ODS fixture: every `fixtures/ods/*.td`
//! and `fixtures/oracle/*.td` becomes `OUT_DIR/<stem>.rs`, which
//! `src/lib.rs` includes. This is the documented user path
//! (`ods_build::Config` from a build script). `fixtures/cpp_overlay/*.td`
//! are Rust overlays of dialects written for mlir-tblgen, whose C++ `.td`
//! files are read unmodified from `fixtures/cpp/include`.

use std::path::{Path, PathBuf};

fn main() {
    for dir in ["fixtures/ods", "fixtures/oracle"] {
        let dir = Path::new(dir);
        println!("cargo:rerun-if-changed={}", dir.display());
        ods_build::Config::new()
            .include_dir(dir)
            .compile_or_exit(&td_files(dir));
    }
    let overlays = Path::new("fixtures/cpp_overlay");
    println!("cargo:rerun-if-changed={}", overlays.display());
    println!("cargo:rerun-if-changed=fixtures/cpp/include");
    ods_build::Config::new()
        .cpp_include_dir("fixtures/cpp/include")
        .compile_or_exit(&td_files(overlays));
}

/// The `.td` files of `dir`, sorted.
fn td_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{} is readable: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "td"))
        .collect();
    files.sort();
    files
}
