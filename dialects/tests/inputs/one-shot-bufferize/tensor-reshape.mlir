// tensor.reshape is memref.reshape of the source's buffer, copied first
// when that buffer has a layout; the shape tensor is read.
func.func @strided_source(%t: tensor<8xf32>, %s: tensor<2xindex>) -> tensor<2x4xf32> {
  %r = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<2xindex>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
func.func @identity_source(%f: f32, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %t = tensor.from_elements %f, %f, %f, %f : tensor<4xf32>
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @write_after(%f: f32, %s: tensor<2xindex>, %i: index) -> (tensor<2x2xf32>, f32) {
  %c0 = arith.constant 0 : index
  %t = tensor.from_elements %f, %f, %f, %f : tensor<4xf32>
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  %w = tensor.insert %f into %r[%i, %c0] : tensor<2x2xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %w, %e : tensor<2x2xf32>, f32
}
