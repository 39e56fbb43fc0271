// tensor.rank is memref.rank of the buffer; it reads no element, so a
// write after it does not conflict with it.
func.func @rank_of_unranked(%t: tensor<*xf32>) -> index {
  %r = tensor.rank %t : tensor<*xf32>
  return %r : index
}
func.func @rank_then_write(%t: tensor<3x4xf32>, %f: f32) -> (index, tensor<3x4xf32>) {
  %c0 = arith.constant 0 : index
  %r = tensor.rank %t : tensor<3x4xf32>
  %w = tensor.insert %f into %t[%c0, %c0] : tensor<3x4xf32>
  %r2 = tensor.rank %t : tensor<3x4xf32>
  return %r2, %w : index, tensor<3x4xf32>
}
