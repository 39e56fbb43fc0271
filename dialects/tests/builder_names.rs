//! Builder names of MLIR's dialects stay short enough to type (at most
//! 40 characters): `cf.switch`'s three builders are
//! `build_case_values_{big_int,attribute,i32}`, `scf.for`'s
//! `build_lower_bound_upper_bound_step`. `memref`'s are left out: its
//! builders tell apart offsets, sizes and strides given as fold results,
//! integers or values, which the naming rule spells out word by word
//! (`build_source_offsets_i64_sizes_i64_strides_i64`); a shorter rule for
//! such lists is still to come. `emitc`'s are left out too: `emitc.if`'s
//! builder taking body builders requires no parameter its builder of a
//! condition alone does not, so every parameter and its type name it
//! (`build_cond_value_then_builder_region_builder_else_builder_region_builder`).

#[test]
fn builder_names_are_short() {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(env!("OUT_DIR")).expect("OUT_DIR is readable") {
        let path = entry.expect("an entry").path();
        let left_out = path
            .file_stem()
            .is_some_and(|s| s == "memref" || s == "emitc");
        if path.extension().is_some_and(|e| e == "rs") && !left_out {
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
