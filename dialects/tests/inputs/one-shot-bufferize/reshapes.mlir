// tensor's reshapes: views of the source buffer, a collapse copying first.
func.func @reshapes(%t: tensor<2x3xf32>, %u: tensor<6xf32>) -> (tensor<6xf32>, tensor<2x3xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.expand_shape %u [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %c, %e : tensor<6xf32>, tensor<2x3xf32>
}
func.func @reshapes_fresh(%f: f32) -> (tensor<6xf32>, tensor<2x3xf32>) {
  %t = tensor.from_elements %f, %f, %f, %f, %f, %f : tensor<2x3xf32>
  %u = tensor.from_elements %f, %f, %f, %f, %f, %f : tensor<6xf32>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.expand_shape %u [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %c, %e : tensor<6xf32>, tensor<2x3xf32>
}
