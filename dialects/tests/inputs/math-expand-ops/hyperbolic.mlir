// Hyperbolic functions, their inverses and tan, on scalars and tensors.
func.func @hyperbolic(%x: f32, %t: tensor<4xf64>) -> (f32, f32, f32, tensor<4xf64>, f32, tensor<4xf64>, f32) {
  %0 = math.sinh %x : f32
  %1 = math.cosh %x fastmath<nnan> : f32
  %2 = math.tanh %x : f32
  %3 = math.tanh %t : tensor<4xf64>
  %4 = math.tan %x : f32
  %5 = math.asinh %t : tensor<4xf64>
  %6 = math.acosh %x : f32
  %7 = math.atanh %x : f32
  return %0, %1, %2, %3, %4, %5, %7 : f32, f32, f32, tensor<4xf64>, f32, tensor<4xf64>, f32
}
