// tensor.concat: a new buffer, each input copied into its subview at the
// sum of the sizes before it (attributes when static, affine.apply when not).

func.func @c(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<6x3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return %0 : tensor<6x3xf32>
}
func.func @d(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
func.func @mixed(%a: tensor<2x?xf32>, %b: tensor<?x?xf32>, %c: tensor<5x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<2x?xf32>, tensor<?x?xf32>, tensor<5x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @inner(%a: tensor<4x?xf32>, %b: tensor<4x7xf32>) -> tensor<4x?xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<4x?xf32>, tensor<4x7xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
func.func @static_dyn_result(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
func.func @other_dim_dyn(%a: tensor<2x?xf32>, %b: tensor<4x3xf32>) -> tensor<6x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<4x3xf32>) -> tensor<6x?xf32>
  return %0 : tensor<6x?xf32>
}
