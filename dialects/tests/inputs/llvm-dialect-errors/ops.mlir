// Verifiers of casts, fences, shuffles, zeros, allocas, globals, calls, inline asm.
func.func @bitcast_pointer_to_float(%p : !llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to f64
  return
}
// -----
func.func @bitcast_vector_of_pointers_to_pointer(%v : vector<2x!llvm.ptr>) {
  %0 = llvm.bitcast %v : vector<2x!llvm.ptr> to !llvm.ptr
  return
}
// -----
func.func @bitcast_pointer_to_vector_of_pointers(%p : !llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to vector<1x!llvm.ptr>
  return
}
// -----
func.func @bitcast_across_address_spaces(%p : !llvm.ptr<3>) {
  %0 = llvm.bitcast %p : !llvm.ptr<3> to !llvm.ptr<5>
  return
}
// -----
func.func @valid_bitcasts(%p : !llvm.ptr<2>, %v : vector<2xf32>) {
  %0 = llvm.bitcast %p : !llvm.ptr<2> to !llvm.ptr<2>
  %1 = llvm.bitcast %v : vector<2xf32> to i64
  return
}
// -----
func.func @sext_narrowing(%x : i64) {
  %0 = llvm.sext %x : i64 to i8
  return
}
// -----
func.func @zext_scalable_to_fixed(%x : vector<[4]xi8>) {
  %0 = llvm.zext %x : vector<[4]xi8> to vector<4xi16>
  return
}
// -----
func.func @sext_scalar_to_vector(%x : i8) {
  %0 = llvm.sext %x : i8 to vector<2xi16>
  return
}
// -----
func.func @zext_vector_to_scalar(%x : vector<2xi8>) {
  %0 = llvm.zext %x : vector<2xi8> to i32
  return
}
// -----
func.func @valid_extensions(%x : i1, %v : vector<[2]xi16>) {
  %0 = llvm.zext %x : i1 to i8
  %1 = llvm.sext %v : vector<[2]xi16> to vector<[2]xi32>
  return
}
// -----
func.func @fence_not_atomic() {
  llvm.fence unordered
  return
}
// -----
func.func @shuffle_scalable_not_splat(%v : vector<[2]xi32>) {
  %0 = llvm.shufflevector %v, %v [0, 3] : vector<[2]xi32>
  return
}
// -----
func.func @zero_of_opaque_target_type() {
  %0 = llvm.mlir.zero : !llvm.target<"other.kind", i32>
  return
}
// -----
func.func @alloca_of_opaque_target_type(%n : i32) {
  %0 = llvm.alloca %n x !llvm.target<"other.kind"> : (i32) -> !llvm.ptr
  return
}
// -----
func.func @valid_target_types(%n : i32) {
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Image">
  %1 = llvm.alloca %n x !llvm.target<"spirv.Image"> : (i32) -> !llvm.ptr
  return
}
// -----
llvm.mlir.global common @common_nonzero(dense<[0.0, -1.0]> : vector<2xf32>) : vector<2xf32>
// -----
llvm.mlir.global common @common_zeros(dense<[0.0, -0.0]> : vector<2xf32>) : vector<2xf32>
llvm.mlir.global common @common_int_zero(0 : i16) : i16
// -----
llvm.mlir.global appending @appending_scalar(1 : i64) : i64
// -----
llvm.func @nothing()
llvm.func @call_void_with_result() {
  %0 = llvm.call @nothing() : () -> i8
  llvm.return
}
// -----
llvm.func @inline_both_ways() attributes {always_inline, no_inline} {
  llvm.return
}
// -----
llvm.func @optnone_inlined() attributes {optimize_none} {
  llvm.return
}
// -----
llvm.func @declarations_go_unchecked() attributes {optimize_none, always_inline, no_inline}
llvm.func @optnone_noinline() attributes {optimize_none, no_inline} {
  llvm.return
}
// -----
llvm.func @inline_asm_cannot_be_musttail(%x : i64) -> i64 {
  %0 = llvm.inline_asm tail_call_kind = <musttail> "mov $0, $1", "=r,r" %x : (i64) -> i64
  llvm.return %0 : i64
}
// -----
llvm.func @inline_asm_may_be_tail(%x : i64) -> i64 {
  %0 = llvm.inline_asm tail_call_kind = <tail> "mov $0, $1", "=r,r" %x : (i64) -> i64
  llvm.return %0 : i64
}
