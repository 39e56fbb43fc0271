// Verifier errors of llvm ops on values of the wrong types.
func.func @insert_wrong_type(%a : !llvm.array<2 x i8>, %x : i16) {
  %0 = "llvm.insertvalue"(%a, %x) {position = array<i64: 1>} : (!llvm.array<2 x i8>, i16) -> !llvm.array<2 x i8>
  return
}
// -----
func.func @extract_through_struct_of_tensor(%s : !llvm.struct<(tensor<2xi8>)>) {
  %0 = "llvm.extractvalue"(%s) {position = array<i64: 0>} : (!llvm.struct<(tensor<2xi8>)>) -> i8
  return
}
// -----
func.func @fsub_of_integers(%p : !llvm.ptr, %x : i64) {
  %0 = llvm.atomicrmw fsub %p, %x monotonic : !llvm.ptr, i64
  return
}
// -----
func.func @fmin_of_integer_vector(%p : !llvm.ptr, %x : vector<2xi64>) {
  %0 = llvm.atomicrmw fmin %p, %x monotonic : !llvm.ptr, vector<2xi64>
  return
}
// -----
func.func @xchg_of_odd_float(%p : !llvm.ptr, %x : f80) {
  %0 = llvm.atomicrmw xchg %p, %x acquire : !llvm.ptr, f80
  return
}
// -----
func.func @umax_of_wide_integer(%p : !llvm.ptr, %x : i128) {
  %0 = llvm.atomicrmw umax %p, %x monotonic : !llvm.ptr, i128
  return
}
// -----
func.func @xchg_unordered(%p : !llvm.ptr, %x : !llvm.ptr) {
  %0 = llvm.atomicrmw xchg %p, %x unordered : !llvm.ptr, !llvm.ptr
  return
}
// -----
func.func @cmpxchg_odd_integer(%p : !llvm.ptr, %x : i12) {
  %0 = llvm.cmpxchg %p, %x, %x seq_cst seq_cst : !llvm.ptr, i12
  return
}
// -----
func.func @cmpxchg_unordered(%p : !llvm.ptr, %x : i32) {
  %0 = llvm.cmpxchg %p, %x, %x acquire unordered : !llvm.ptr, i32
  return
}
// -----
func.func @cmpxchg_release_failure(%p : !llvm.ptr, %x : i64) {
  %0 = llvm.cmpxchg %p, %x, %x seq_cst release : !llvm.ptr, i64
  return
}
// -----
func.func @valid_atomics(%p : !llvm.ptr, %x : f32, %v : vector<2xf16>, %i : i8) {
  %0 = llvm.atomicrmw fmaximum %p, %v monotonic : !llvm.ptr, vector<2xf16>
  %1 = llvm.atomicrmw xchg %p, %x seq_cst : !llvm.ptr, f32
  %2 = llvm.atomicrmw nand %p, %i acq_rel : !llvm.ptr, i8
  %3 = llvm.cmpxchg %p, %p, %p acq_rel acquire : !llvm.ptr, !llvm.ptr
  return
}
