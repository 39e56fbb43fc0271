// No memref op, but a tensor op: tensor's dependents and extensions load
// memref (and scf), so the memref argument converts to an emitc array.
func.func @fill(%m: memref<4xf32>) -> tensor<2xf32> {
  %t = tensor.empty() : tensor<2xf32>
  return %t : tensor<2xf32>
}
