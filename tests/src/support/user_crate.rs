//! A user's crate built from a `.td` text and the Rust the user writes, to
//! see what rustc tells that user.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace's root folder.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate is in the workspace")
        .to_path_buf()
}

/// Writes in `dir` a crate whose `src/generated.rs` is what `ods-build`
/// generates from `td` (written as `dir/t.td`) and whose `src/lib.rs` is
/// `lib` (which includes `generated.rs`), then runs `cargo check` on it
/// with `args`. The crate is checked in `target/compile-fail`, kept
/// between runs so that the runtime is checked once.
///
/// # Panics
/// When the `.td` does not generate or cargo does not run.
pub fn check(dir: &Path, td: &str, lib: &str, args: &[&str]) -> Output {
    let td_path = dir.join("t.td");
    std::fs::write(&td_path, td).unwrap();
    let (rust, _) = ods_build::generate_rust(&td_path, &[] as &[PathBuf]);
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    std::fs::write(src.join("generated.rs"), rust.unwrap()).unwrap();
    std::fs::write(src.join("lib.rs"), lib).unwrap();
    let runtime = workspace().join("runtime");
    std::fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[package]\nname = \"user\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\
             [dependencies]\nods-runtime = {{ path = {runtime:?} }}\n[workspace]\n"
        ),
    )
    .unwrap();
    Command::new(env!("CARGO"))
        .args(["check", "--quiet", "--offline"])
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", workspace().join("target/compile-fail"))
        .output()
        .unwrap()
}
