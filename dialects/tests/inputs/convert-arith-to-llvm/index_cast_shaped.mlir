// Index casts of memrefs and tensors take the width of their element type,
// as MLIR's lowering does (the memref one then fails to verify there too).
func.func @memref_index_cast(%arg0: memref<3xi32>) -> memref<3xindex> {
  %0 = arith.index_cast %arg0 : memref<3xi32> to memref<3xindex>
  return %0 : memref<3xindex>
}
func.func @tensor_index_cast(%arg0: tensor<3xi64>) -> tensor<3xindex> {
  %0 = arith.index_cast %arg0 : tensor<3xi64> to tensor<3xindex>
  return %0 : tensor<3xindex>
}
