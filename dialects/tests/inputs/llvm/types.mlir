// LLVM's types: pointers in address spaces, arrays, function types,
// literal, packed, identified, opaque and recursive structs, target
// extension types and the primitive ones, in signatures and results.
func.func @signatures(%p: !llvm.ptr, %q: !llvm.ptr<3>, %a: !llvm.array<4 x i32>, %s: !llvm.struct<(i32, f64)>) -> !llvm.struct<packed (i8, array<2 x ptr<1>>)> {
  %0 = "test.make"() : () -> !llvm.struct<packed (i8, array<2 x ptr<1>>)>
  return %0 : !llvm.struct<packed (i8, array<2 x ptr<1>>)>
}
func.func @results() {
  %0 = "test.void"() : () -> !llvm.func<void (i32, ...)>
  %1 = "test.func"() : () -> !llvm.func<ptr (struct<(i32)>, array<2 x f32>)>
  %2 = "test.named"() : () -> !llvm.struct<"node", (i32, ptr, struct<"node">)>
  %3 = "test.opaque"() : () -> !llvm.struct<"handle", opaque>
  %4 = "test.packed"() : () -> !llvm.struct<"pair", packed (i16, i64)>
  %5 = "test.target"() : () -> !llvm.target<"spirv.Image", i32, 0>
  %6:6 = "test.prims"() : () -> (!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.ppc_fp128, !llvm.x86_amx)
  %7 = "test.vector"() : () -> vector<4x!llvm.ptr<2>>
  %8 = "test.nested"() : () -> !llvm.array<3 x struct<(ptr, array<2 x i8>)>>
  %9 = "test.verbose"() : () -> !llvm.struct<(!llvm.ptr, !llvm.array<2 x i8>)>
  return
}
