// A sparse elements attribute is an elements attribute to the constant's
// verifier.
llvm.func @sparse() -> vector<4xi32> {
  %0 = llvm.mlir.constant(sparse<[[0]], [-1]> : vector<4xi32>) : vector<4xi32>
  llvm.return %0 : vector<4xi32>
}
