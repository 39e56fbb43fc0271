// Calls between functions: callees first, their analysis read at calls.
func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @inplace(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @calls(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %a = call @inplace(%t, %f, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  %b = call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %b, %e : tensor<4xf32>, f32
}
func.func @slices(%t: tensor<?xf32>, %f: f32, %i: index, %n: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[%i] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  %w = tensor.insert %f into %s[%i] : tensor<?xf32>
  %r = tensor.insert_slice %w into %t[%i] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
