//! The README's way for a user to read the guide and to run `ods-tblgen`
//! from their own crate, which only build-depends on `ods-build` (where
//! `cargo doc -p ods-build` fails inside Cargo): find `ods-build`'s
//! manifest with `cargo metadata`, then `cargo doc` and `cargo run`
//! through it. Run here as a user would, on a crate in a temporary folder.

use ods_tests::support::user_crate::workspace;
use std::path::Path;
use std::process::{Command, Output};

const TD: &str = r#"
include "mlir/IR/OpBase.td"

def U_Dialect : Dialect {
  let name = "u";
  let cppNamespace = "::u";
}

def U_NopOp : Op<U_Dialect, "nop"> {
  let assemblyFormat = "attr-dict";
}
"#;

fn cargo(dir: &Path, args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO"))
        .arg("--offline")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "cargo {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// The host's target triple, as `rustc -vV` names it.
fn host_triple() -> String {
    let out = Command::new("rustc").arg("-vV").output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix("host: "))
        .expect("rustc -vV names the host")
        .to_string()
}

/// `ods-build`'s manifest as the README finds it: the package of that name
/// in `cargo metadata`'s answer for the user's crate.
fn ods_build_manifest(metadata: &[u8]) -> String {
    let metadata: serde_json::Value = serde_json::from_slice(metadata).unwrap();
    metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "ods-build")
        .and_then(|p| p["manifest_path"].as_str())
        .expect("ods-build is in the user's dependency graph")
        .to_string()
}

#[test]
fn a_user_crate_reads_the_guide_and_runs_ods_tblgen() {
    let dir = tempfile::tempdir().unwrap();
    let root = workspace();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), "").unwrap();
    std::fs::write(dir.path().join("u.td"), TD).unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        format!(
            "[package]\nname = \"user\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\
             [dependencies]\nods-runtime = {{ path = {:?} }}\n\
             [build-dependencies]\nods-build = {{ path = {:?} }}\n[workspace]\n",
            root.join("runtime"),
            root.join("ods-build"),
        ),
    )
    .unwrap();

    // Offline, `cargo metadata` needs every package of the graph, the
    // other platforms' too, which a machine that only ever built for its
    // own may not have: the host's graph is the one the README's command
    // reads `ods-build` from.
    let host = host_triple();
    let metadata = cargo(
        dir.path(),
        &[
            "metadata",
            "--format-version",
            "1",
            "--filter-platform",
            &host,
        ],
    );
    let manifest = ods_build_manifest(&metadata.stdout);
    assert_eq!(
        Path::new(&manifest),
        root.join("ods-build/Cargo.toml").canonicalize().unwrap()
    );

    let target = root.join("target/user-crate-docs");
    let target = target.to_str().unwrap();
    let via = ["--manifest-path", &manifest, "--target-dir", target];
    cargo(
        dir.path(),
        &[&["doc", "--no-deps", "--quiet"], &via[..]].concat(),
    );
    let guide = Path::new(target).join("doc/ods_build/guide/index.html");
    let page = std::fs::read_to_string(&guide).unwrap();
    assert!(page.contains("Custom directives"), "{}", guide.display());

    let run = [
        &["run", "--quiet"],
        &via[..],
        &["--bin", "ods-tblgen", "--"],
    ]
    .concat();
    let out = cargo(dir.path(), &[&run[..], &["--gen-rust", "u.td"]].concat());
    let generated = String::from_utf8(out.stdout).unwrap();
    assert!(generated.contains("pub struct NopOp"), "{generated}");
}
