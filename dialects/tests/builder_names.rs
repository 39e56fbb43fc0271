//! Builder names of MLIR's dialects stay short enough to type (at most
//! 40 characters): `cf.switch`'s three builders are
//! `build_case_values_{big_int,attribute,i32}`, `scf.for`'s
//! `build_lower_bound_upper_bound_step`.

#[test]
fn builder_names_are_short() {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(env!("OUT_DIR")).expect("OUT_DIR is readable") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let generated = std::fs::read_to_string(&path).expect("generated Rust");
            names.extend(
                ods_build::builder_names(&generated)
                    .into_iter()
                    .map(str::to_string),
            );
        }
    }
    assert!(names.iter().any(|n| n == "build_case_values_i32"));
    let long: Vec<&String> = names.iter().filter(|n| n.len() > 40).collect();
    assert!(long.is_empty(), "{long:?}");
}
