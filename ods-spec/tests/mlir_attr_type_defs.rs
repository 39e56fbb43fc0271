//! Conformance (ignored by default: slow, needs the Debian MLIR 22 `.td`
//! files): the model reads every `AttrDef`/`TypeDef` of
//! `/usr/lib/llvm-22/include/mlir/Dialect/**` that `mlir-tblgen` accepts.
//! Run with `cargo test -p ods-spec --test mlir_attr_type_defs -- --ignored`.

use ods_spec::model::attr_type_def;
use ods_spec::model::constraint::Constraints;
use ods_spec::model::records::View;
use ods_spec::tablegen::Loader;
use std::path::{Path, PathBuf};

const INCLUDE: &str = "/usr/lib/llvm-22/include";

fn td_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            td_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "td") {
            out.push(path);
        }
    }
}

#[test]
#[ignore]
fn reads_every_mlir_dialect_attr_and_type_def() {
    let mut files = Vec::new();
    td_files(&Path::new(INCLUDE).join("mlir/Dialect"), &mut files);
    files.sort();
    assert!(!files.is_empty(), "no MLIR .td files under {INCLUDE}");
    let (mut read, mut failures) = (0, Vec::new());
    for file in &files {
        let loader = Loader {
            include_dirs: vec![INCLUDE.into(), file.parent().unwrap().to_path_buf()],
            ..Loader::default()
        };
        // Files llvm-tblgen rejects alone are not the model's concern.
        let Ok(keeper) = loader.load(file) else {
            continue;
        };
        let mut constraints = Constraints::default();
        for &id in keeper.defs.values() {
            let def = View::new(&keeper, id);
            if !def.is_a("AttrDef") && !def.is_a("TypeDef") {
                continue;
            }
            match attr_type_def::read(def, 0, &mut constraints) {
                Ok(_) => read += 1,
                Err(d) => failures.push(d.render(&keeper.sources)),
            }
        }
    }
    failures.sort();
    failures.dedup();
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(read > 100, "only {read} defs read");
}
