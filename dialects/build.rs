//! Generates MLIR's own dialects from the `.td` files of an LLVM 22
//! install: for each enabled feature, `overlay/<dialect>.td` (which
//! includes the installed dialect file and gives Rust for its C++) into
//! `OUT_DIR/<dialect>.rs`.
//!
//! The install's include folder is `MLIR_INCLUDE_DIR` if set, else what
//! `llvm-config-22 --includedir` prints, else `/usr/lib/llvm-22/include`.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The dialects, each behind the Cargo feature of its name.
const DIALECTS: &[&str] = &[
    "ub",
    "index",
    "arith",
    "math",
    "complex",
    "cf",
    "func",
    "scf",
    "memref",
    "tensor",
    "emitc",
    "llvm",
    "affine",
    "vector",
    "bufferization",
];

/// Passes declared in the install's `Passes.td` files: each overlay of
/// `overlay/passes/` keeps the passes it implements (`RustOnlyPasses`) and
/// is built, into `OUT_DIR/<name>.rs`, when the features its
/// implementation needs are all enabled.
const PASSES: &[(&str, &[&str])] = &[
    ("arith_transforms", &["arith"]),
    ("arith_emulate_wide_int", &["arith", "vector", "func"]),
    ("math_transforms", &["math", "arith"]),
    ("memref_transforms", &["memref", "affine"]),
    ("memref_expand_realloc", &["memref", "affine", "scf"]),
    ("affine_transforms", &["affine"]),
    ("scf_to_cf", &["scf", "cf", "arith"]),
    ("cf_to_scf", &["cf", "scf", "func", "arith", "ub"]),
    ("complex_to_standard", &["complex", "math", "arith"]),
    ("func_to_emitc", &["func", "emitc"]),
    ("scf_to_emitc", &["scf", "emitc"]),
    ("arith_to_emitc", &["arith", "emitc"]),
    ("math_to_emitc", &["math", "emitc"]),
    ("math_to_funcs", &["math", "arith", "cf", "func", "scf"]),
    ("memref_to_emitc", &["memref", "emitc"]),
    ("emitc_transforms", &["emitc"]),
    ("convert_to_emitc", &["emitc"]),
    ("affine_to_std", &["affine", "scf"]),
    ("func_to_llvm", &["func", "llvm"]),
    ("arith_to_llvm", &["arith", "llvm"]),
    ("cf_to_llvm", &["cf", "llvm"]),
    ("memref_to_llvm", &["memref", "llvm"]),
    ("index_to_llvm", &["index", "llvm"]),
    ("ub_to_llvm", &["ub", "llvm"]),
    ("math_to_llvm", &["math", "llvm"]),
    ("complex_to_llvm", &["complex", "math", "arith", "llvm"]),
    ("convert_to_llvm", &["llvm"]),
    ("llvm_transforms", &["llvm", "func"]),
    ("bufferization_dealloc", &["bufferization", "scf", "func"]),
    ("one_shot_bufferize", &["bufferization", "func", "scf"]),
];

/// The file every LLVM install holds, with its major version.
const VERSION_HEADER: &str = "llvm/Config/llvm-config.h";
/// A dialect file that tells an MLIR install from an LLVM one.
const MLIR_MARKER: &str = "mlir/Dialect/UB/IR/UBOps.td";

fn main() {
    println!("cargo:rerun-if-env-changed=MLIR_INCLUDE_DIR");
    println!("cargo:rerun-if-changed=build.rs");
    let root = match include_root() {
        Ok(root) => root,
        Err(why) => fail(&why),
    };
    for dialect in DIALECTS.iter().filter(|d| enabled(d)) {
        generate(&root, &format!("overlay/{dialect}.td"), dialect);
    }
    for (name, features) in PASSES {
        if features.iter().all(|f| enabled(f)) {
            generate(&root, &format!("overlay/passes/{name}.td"), name);
        }
    }
}

/// Whether the build enables Cargo feature `feature`.
fn enabled(feature: &str) -> bool {
    std::env::var_os(format!("CARGO_FEATURE_{}", feature.to_uppercase())).is_some()
}

/// Generates `OUT_DIR/<name>.rs` from `overlay`, or fails the build with
/// the rendered error.
fn generate(root: &Path, overlay: &str, name: &str) {
    ods_build::Config::new()
        .cpp_include_dir(root)
        .output_name(format!("{name}.rs"))
        .compile_or_exit(&[overlay]);
}

/// The include folder of an LLVM 22 install with MLIR's `.td` files.
fn include_root() -> Result<PathBuf, String> {
    let (root, how) = if let Some(dir) = std::env::var_os("MLIR_INCLUDE_DIR") {
        (PathBuf::from(dir), "MLIR_INCLUDE_DIR")
    } else if let Some(dir) = llvm_config_includedir() {
        (dir, "`llvm-config-22 --includedir`")
    } else {
        (PathBuf::from("/usr/lib/llvm-22/include"), "the default")
    };
    let shown = root.display();
    if !root.join(MLIR_MARKER).is_file() {
        return Err(format!("{shown} (from {how}) holds no {MLIR_MARKER}"));
    }
    match llvm_major(&root.join(VERSION_HEADER)) {
        Some(22) => Ok(root),
        Some(other) => Err(format!("{shown} (from {how}) is LLVM {other}, not LLVM 22")),
        None => Err(format!(
            "{shown} (from {how}) has no LLVM_VERSION_MAJOR in {VERSION_HEADER}"
        )),
    }
}

fn llvm_config_includedir() -> Option<PathBuf> {
    let out = Command::new("llvm-config-22")
        .arg("--includedir")
        .output()
        .ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let dir = text.trim();
    (out.status.success() && !dir.is_empty()).then(|| PathBuf::from(dir))
}

/// `LLVM_VERSION_MAJOR` as `llvm-config.h` defines it.
fn llvm_major(header: &Path) -> Option<u32> {
    let text = std::fs::read_to_string(header).ok()?;
    text.lines().find_map(|line| {
        let rest = line.trim().strip_prefix("#define LLVM_VERSION_MAJOR")?;
        rest.trim().parse().ok()
    })
}

/// One error naming every way to point the build at LLVM 22.
fn fail(why: &str) -> ! {
    eprintln!(
        "error: ods-dialects needs the .td files of an LLVM/MLIR 22 install: {why}.\n\
         Set MLIR_INCLUDE_DIR to its include folder (the one holding mlir/ and llvm/), \
         or put llvm-config-22 on PATH, or install the Debian/Ubuntu package \
         libmlir-22-dev (which fills /usr/lib/llvm-22/include)."
    );
    std::process::exit(1)
}
