// ceil on static and dynamic shapes, round (f32 only), roundeven on every
// width.
func.func @rounding(%a: f32, %b: f64, %c: f16, %d: bf16, %t: tensor<3xf32>, %u: tensor<?xf32>) -> (f32, tensor<3xf32>, tensor<?xf32>, f32, f64, f32, f64, f16, bf16) {
  %0 = math.ceil %a : f32
  %1 = math.ceil %t : tensor<3xf32>
  %2 = math.ceil %u : tensor<?xf32>
  %3 = math.round %a : f32
  %4 = math.round %b : f64
  %5 = math.roundeven %a : f32
  %6 = math.roundeven %b : f64
  %7 = math.roundeven %c : f16
  %8 = math.roundeven %d : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, tensor<3xf32>, tensor<?xf32>, f32, f64, f32, f64, f16, bf16
}
