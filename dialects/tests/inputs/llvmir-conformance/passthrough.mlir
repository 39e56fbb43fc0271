// Malformed `passthrough` attributes of functions.
llvm.func @valued_enum() attributes {passthrough = ["nounwind", ["cold", "1"]]}
// -----
llvm.func @int_without_value() attributes {passthrough = [["alignstack", "16"], "vscale_range"]}
// -----
llvm.func @neither_string_nor_pair() attributes {passthrough = ["nounwind", 7 : i32]}
// -----
llvm.func @pair_of_three() attributes {passthrough = [["a", "b", "c"]]}
// -----
llvm.func @pair_not_of_strings() attributes {passthrough = [["memory", 3 : i64]]}
// -----
llvm.func @valid() attributes {passthrough = ["nounwind", ["alignstack", "16"], ["custom-key", "value"]]} {
  llvm.return
}
