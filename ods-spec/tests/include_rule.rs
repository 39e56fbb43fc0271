//! The include rule: a file the prelude bundles is always the prelude's,
//! even where an include folder holds a file at the same path (an LLVM
//! install's `include`); other files are found on the folders.

use ods_spec::tablegen::Loader;
use std::path::Path;

/// An include folder with its own `mlir/IR/OpBase.td` (defining `OnDisk`,
/// not `Op`) and a file the prelude does not have.
fn install() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let ir = dir.path().join("mlir/IR");
    std::fs::create_dir_all(&ir).unwrap();
    std::fs::write(ir.join("OpBase.td"), "def OnDisk;\n").unwrap();
    std::fs::write(ir.join("Extra.td"), "def ExtraOnDisk;\n").unwrap();
    dir
}

fn load(dir: &Path, prelude: bool) -> ods_spec::tablegen::RecordKeeper {
    let main = dir.join("main.td");
    std::fs::write(
        &main,
        "include \"mlir/IR/OpBase.td\"\ninclude \"mlir/IR/Extra.td\"\n",
    )
    .unwrap();
    let loader = Loader {
        include_dirs: vec![dir.to_path_buf()],
        prelude,
        ..Loader::default()
    };
    loader
        .load(&main)
        .unwrap_or_else(|f| panic!("{}", f.render()))
}

#[test]
fn the_prelude_wins_over_an_include_folder_for_its_own_files() {
    let dir = install();
    let keeper = load(dir.path(), true);
    assert!(keeper.classes.contains_key("Op"), "the prelude's OpBase.td");
    assert!(!keeper.defs.contains_key("OnDisk"), "not the folder's");
    assert!(
        keeper.defs.contains_key("ExtraOnDisk"),
        "other files from the folder"
    );
}

#[test]
fn without_the_prelude_the_folder_answers() {
    let dir = install();
    let keeper = load(dir.path(), false);
    assert!(keeper.defs.contains_key("OnDisk"));
    assert!(!keeper.classes.contains_key("Op"));
}
