//! An overlay gives Rust to a field that a def of a C++ file leaves unset
//! (MLIR defines a custom directive's functions in the dialect's `.cpp`,
//! beside the `.td`): `RustFor<"Op.extraClassDefinition", ...>`.

use ods_spec::model::Model;
use ods_spec::tablegen::Loader;

#[test]
fn an_unset_extra_class_definition_takes_the_overlay_rust() {
    let cpp = tempfile::tempdir().unwrap();
    std::fs::write(
        cpp.path().join("D.td"),
        r#"include "mlir/IR/OpBase.td"
def D_Dialect : Dialect { let name = "d"; let cppNamespace = "::d"; }
def D_SwitchOp : Op<D_Dialect, "switch"> {
  let assemblyFormat = "attr-dict";
}
"#,
    )
    .unwrap();
    let user = tempfile::tempdir().unwrap();
    let overlay = user.path().join("overlay.td");
    std::fs::write(
        &overlay,
        r#"include "D.td"
include "ods/RustOverlay.td"
def : RustFor<"D_SwitchOp.extraClassDefinition", [{ use super::cases::*; }]>;
"#,
    )
    .unwrap();
    let loader = Loader {
        include_dirs: vec![cpp.path().to_path_buf()],
        prelude: true,
        ..Loader::default()
    };
    let mut keeper = loader
        .load(&overlay)
        .unwrap_or_else(|f| panic!("{}", f.render()));
    keeper.sources.mark_cpp(&[cpp.path().to_path_buf()]);
    let model = Model::build(&keeper).unwrap_or_else(|d| panic!("{d:?}"));
    let op = model
        .ops
        .iter()
        .find(|o| o.def_name == "D_SwitchOp")
        .unwrap();
    let extra = op
        .extra_class_definition
        .as_ref()
        .expect("the overlay's Rust");
    assert_eq!(extra.text.trim(), "use super::cases::*;");
    assert!(extra.missing_rust.is_none());
}
