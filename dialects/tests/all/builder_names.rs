//! Builder names of MLIR's dialects stay short enough to type (at most
//! 40 characters): `cf.switch`'s three builders are
//! `build_case_values_{big_int,attribute,i32}`, `scf.for`'s
//! `build_lower_bound_upper_bound_step`, `memref.subview`'s
//! `build_offsets_i64` and `build_result_type_offsets_value`.
//!
//! `memref`, `tensor` (`tensor.extract_slice`, `tensor.expand_shape`) and
//! `vector` (the transfers' and `vector.insert`'s, the positions of
//! `vector.extract` and `vector.insert` as `OpFoldResult`s) still have the longer names listed in `KNOWN_LONG`: builders
//! that several parameters of their own tell apart, which the naming rule
//! spells out word by word (as `affine.for`'s of bound operands and maps);
//! so has `emitc.if`'s builder taking body
//! builders, which requires no parameter its builder of a condition alone
//! does not. `llvm`'s calls, conditional branches, switches and
//! `llvm.cmpxchg` have them too: several builders of one op that the types
//! of their parameters tell apart. A name that grows past 40 characters
//! anywhere else fails the test, as does one of these that changes.

const KNOWN_LONG: [&str; 29] = [
    "build_callee_type_llvm_function_type_callee_attribute_args_value_5",
    "build_callee_type_llvm_function_type_callee_attribute_args_value_6",
    "build_cond_value_then_builder_else_builder_region_builder",
    "build_condition_true_dest_true_operands_false_dest_false_operands",
    "build_condition_true_operands_false_operands_branch_weights_true_dest_false_dest",
    "build_lb_operands_lb_map_ub_operands_ub_map",
    "build_memref_type_dynamic_sizes_symbol_operands",
    "build_output_shape_reassociation_affine_expr",
    "build_permutation_map_attr_in_bounds_attr",
    "build_permutation_map_attr_mask_in_bounds_attr",
    "build_ptr_cmp_val_success_ordering_failure_ordering",
    "build_result_type_output_shape_reassociation_affine_expr",
    "build_result_type_output_shape_reassociation_i64",
    "build_result_type_reassociation_affine_expr",
    "build_result_type_sizes_strides_offsets_fold_result",
    "build_result_type_sizes_strides_offsets_value",
    "build_results_type_callee_attribute_args_value_2",
    "build_results_type_callee_attribute_args_value_3",
    "build_source_value_position_fold_result_2",
    "build_source_value_position_fold_result_4",
    "build_src_mem_ref_src_indices_dest_mem_ref_dest_indices_num_elements_tag_mem_ref_tag_indices",
    "build_value_default_destination_default_operands_case_values_attribute",
    "build_value_default_destination_default_operands_case_values_big_int",
    "build_value_default_destination_default_operands_case_values_i32",
    "build_value_to_store_dest_offsets_strides",
    "build_value_to_store_dest_value_position_fold_result_2",
    "build_value_to_store_dest_value_position_fold_result_4",
    "build_value_to_store_dest_value_position_i64_1",
    "build_value_to_store_dest_value_position_i64_3",
];

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
    assert!(names.iter().any(|n| n == "build_result_type_offsets_value"));
    let mut long: Vec<&str> = names
        .iter()
        .map(String::as_str)
        // Each `create_*` twin has its builder's words.
        .filter(|n| n.starts_with("build_") && n.len() > 40)
        .collect();
    long.sort_unstable();
    long.dedup();
    assert_eq!(long, KNOWN_LONG);
}
