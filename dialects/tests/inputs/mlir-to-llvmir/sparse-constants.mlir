// Sparse constants are written dense: their values at their indices, zero
// elsewhere (a splat of values included).
llvm.func @sparse_i() -> vector<4xi32> {
  %0 = llvm.mlir.constant(sparse<[[0], [2]], [-1, 7]> : vector<4xi32>) : vector<4xi32>
  llvm.return %0 : vector<4xi32>
}
llvm.func @sparse_f() -> vector<4xf32> {
  %0 = llvm.mlir.constant(sparse<[[3]], [2.5]> : vector<4xf32>) : vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
llvm.func @sparse_2d() -> !llvm.array<2 x array<3 x i16>> {
  %0 = llvm.mlir.constant(sparse<[[0, 1], [1, 2]], [5, 9]> : tensor<2x3xi16>) : !llvm.array<2 x array<3 x i16>>
  llvm.return %0 : !llvm.array<2 x array<3 x i16>>
}
llvm.func @sparse_splat() -> vector<4xi8> {
  %0 = llvm.mlir.constant(sparse<[[1], [3]], 4> : vector<4xi8>) : vector<4xi8>
  llvm.return %0 : vector<4xi8>
}
