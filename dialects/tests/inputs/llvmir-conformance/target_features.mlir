// Target features of functions: an empty feature is named before the
// sign or comma checks of the features after it.
llvm.func @empty_then_unsigned() attributes {target_features = #llvm.target_features<["", "avx"]>} {
  llvm.return
}
// -----
llvm.func @unsigned_then_comma() attributes {target_features = #llvm.target_features<["sse", "+a,b"]>} {
  llvm.return
}
// -----
llvm.func @signed() attributes {target_features = #llvm.target_features<["+sse4.2", "-avx512f"]>} {
  llvm.return
}
