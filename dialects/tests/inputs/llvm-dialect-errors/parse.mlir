// Parser errors of llvm ops: where they point and how they are worded.
func.func @cmp_predicate_not_a_string(%x : i64) {
  %0 = llvm.icmp 7 %x, %x : i64
  return
}
// -----
llvm.func @target(i16) -> i16
func.func @direct_call_bad_signature(%x : i16) {
  %0 = llvm.call @target(%x) : !llvm.ptr, (i16) -> i16
  return
}
// -----
func.func @indirect_call_bad_signature(%f : !llvm.ptr, %x : i16) {
  %0 = llvm.call %f(%x) : !llvm.ptr, !llvm.func<i16 (i16)>
  return
}
// -----
func.func @insert_into_scalar(%x : i16, %s : !llvm.struct<(i16)>) {
  %0 = llvm.insertvalue %x, %s[0, 1] : !llvm.struct<(i16)>
  return
}
// -----
func.func @extract_from_builtin(%t : tensor<4xi16>) {
  %0 = llvm.extractvalue %t[2] : tensor<4xi16>
  return
}
// -----
func.func @extract_past_the_end(%a : !llvm.array<3 x f32>) {
  %0 = llvm.extractvalue %a[3] : !llvm.array<3 x f32>
  return
}
// -----
func.func @extract_element_of_scalar(%x : f64, %i : i64) {
  %0 = llvm.extractelement %x[%i : i64] : f64
  return
}
// -----
func.func @shuffle_scalars(%x : i8) {
  %0 = llvm.shufflevector %x, %x [1, 0] : i8
  return
}
// -----
llvm.func internal @argument_of_no_llvm_type(%m : memref<2xi8>)
// -----
llvm.func @result_of_no_llvm_type(i32) -> tensor<2xf32>
// -----
llvm.func @two_results_counted_first(index, memref<i8>) -> (i32, tensor<i8>)
