// llvm.call_intrinsic in its custom form: name, arguments, operand
// bundles, attributes and the signature with argument and result
// attributes; and its verifier.
llvm.func @calls(%x : i64, %q : !llvm.ptr, %h : f16) -> f16 {
  %0 = llvm.call_intrinsic "llvm.ctpop.i64"(%x) ["marker"(%q : !llvm.ptr), "empty"()] : (i64 {llvm.noundef}) -> (i64 {llvm.noundef})
  llvm.call_intrinsic "llvm.trap"() {note = "kept"} : () -> ()
  %1 = llvm.call_intrinsic "llvm.sqrt.f16"(%h) {fastmathFlags = #llvm.fastmath<fast>} : (f16) -> f16
  %2 = llvm.call_intrinsic "llvm.sqrt.f16"(%1) {fastmathFlags = #llvm.fastmath<none>} : (f16) -> f16
  llvm.return %2 : f16
}
// -----
llvm.func @not_llvm(%x : i64) {
  llvm.call_intrinsic "ctpop"(%x) : (i64) -> ()
  llvm.return
}
// -----
llvm.func @bundle_types(%x : i64) {
  llvm.call_intrinsic "llvm.trap"() ["b"(%x, %x : i64)] : () -> ()
  llvm.return
}
// -----
llvm.func @bundle_tags(%x : i64) {
  "llvm.call_intrinsic"(%x) <{intrin = "llvm.trap", op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 0, 1>}> : (i64) -> ()
  llvm.return
}
// -----
llvm.func @two_results(%x : i64) {
  %0 = llvm.call_intrinsic "llvm.ctpop.i64"(%x) : (i64) -> (i64, i64)
  llvm.return
}
