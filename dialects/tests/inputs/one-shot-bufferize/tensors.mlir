// tensor ops of every kind in one function.
func.func @f(%t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, index, f32) {
  %d = tensor.dim %t, %i : tensor<?xf32>
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %e = tensor.extract %c[%i] : tensor<4xf32>
  %s = tensor.extract_slice %t[%i][%d][1] : tensor<?xf32> to tensor<?xf32>
  %w = tensor.insert %f into %s[%i] : tensor<?xf32>
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  %x = tensor.from_elements %f, %f : tensor<2xf32>
  %y = tensor.insert_slice %x into %w[0][2][1] : tensor<2xf32> into tensor<?xf32>
  %z = tensor.empty(%d) : tensor<?xf32>
  %q = tensor.insert %f into %z[%i] : tensor<?xf32>
  return %y, %d, %e : tensor<?xf32>, index, f32
}
