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

/// `BuiltinLocationAttributes.td` (left out of the tests crate's fixture,
/// as its MLIR version brings the builtin dialect into MLIR's docs): its
/// location kinds are attribute constraints an op can use.
#[test]
fn builtin_location_constraints_generate() {
    let td = r#"
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinLocationAttributes.td"
def L_Dialect : Dialect { let name = "l"; let cppNamespace = "::l"; }
def L_Op : Op<L_Dialect, "op"> {
  let arguments = (ins OptionalAttr<NameLoc>:$name, OptionalAttr<OpaqueLoc>:$opaque,
                       OptionalAttr<FileLineColRange>:$range);
}
"#;
    let rust = generate("locations.td", td);
    assert!(rust.contains("AttrKind::NameLoc"), "{rust}");
    assert!(rust.contains("AttrKind::FileLineColLoc"), "{rust}");
}

/// `BuiltinTypes.td`'s `ValueSemantics` (left out of the tests crate's
/// fixtures for the same reason): a type listing it keeps it with its
/// storage, where `pred::has_value_semantics` asks it.
#[test]
fn value_semantics_is_kept_with_the_storage() {
    let td = r#"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"
def V_Dialect : Dialect { let name = "v"; let cppNamespace = "::v"; }
def V_LanesType : TypeDef<V_Dialect, "Lanes", [ValueSemantics]> {
  let mnemonic = "lanes";
}
"#;
    let rust = generate("lanes.td", td);
    assert!(
        rust.contains(r#"const TRAITS: &'static [&'static str] = &["ValueSemantics"];"#),
        "{rust}"
    );
}

/// The Rust of `td`, a file that only includes the prelude.
fn generate(name: &str, td: &str) -> String {
    let loader = ods_spec::tablegen::Loader {
        prelude: true,
        ..Default::default()
    };
    let keeper = loader
        .load_str(Path::new(name), td.to_string())
        .map_err(|f| f.render())
        .expect("the file loads");
    ods_build::generate_from_records(&keeper, Path::new(name)).expect("the file generates")
}
