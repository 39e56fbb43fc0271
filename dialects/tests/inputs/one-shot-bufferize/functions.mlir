// Function signatures and results under bufferize-function-boundaries.
func.func @callee(%t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %w = tensor.insert %f into %t[%i] : tensor<?xf32>
  %e = tensor.extract %t[%i] : tensor<?xf32>
  return %w, %e : tensor<?xf32>, f32
}
func.func @caller(%t: tensor<?xf32>, %f: f32, %i: index) -> f32 {
  %r:2 = call @callee(%t, %f, %i) : (tensor<?xf32>, f32, index) -> (tensor<?xf32>, f32)
  %e = tensor.extract %t[%i] : tensor<?xf32>
  return %e : f32
}
func.func @fresh(%f: f32) -> tensor<2xf32> {
  %t = tensor.from_elements %f, %f : tensor<2xf32>
  return %t : tensor<2xf32>
}
func.func @ro(%t: tensor<4xf32> {bufferization.writable = false}, %f: f32, %i: index) -> tensor<4xf32> {
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}
