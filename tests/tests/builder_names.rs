//! Builder names stay short enough to type (at most 40 characters) in
//! every fixture dialect and in the Toy sample: the naming rule of
//! `ods-build/src/gen/builder_names.rs` names a builder by what sets it
//! apart, not by every parameter.

use std::path::Path;

const LONGEST: usize = 40;

fn too_long(generated: &str) -> Vec<String> {
    ods_build::builder_names(generated)
        .into_iter()
        .filter(|name| name.len() > LONGEST)
        .map(str::to_string)
        .collect()
}

#[test]
fn fixture_builder_names_are_short() {
    let mut checked = 0;
    for entry in std::fs::read_dir(env!("OUT_DIR")).expect("OUT_DIR is readable") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let generated = std::fs::read_to_string(&path).expect("generated Rust");
            assert_eq!(
                too_long(&generated),
                Vec::<String>::new(),
                "{}",
                path.display()
            );
            checked += 1;
        }
    }
    assert!(checked > 10, "only {checked} generated files");
}

#[test]
fn toy_builder_names_are_short() {
    let td = Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-dialect/td/Toy.td");
    let (generated, _) = ods_build::generate_rust(&td, &[]);
    let generated = generated.expect("Toy generates");
    assert!(ods_build::builder_names(&generated).contains(&"create_value_f64"));
    assert_eq!(too_long(&generated), Vec::<String>::new());
}
