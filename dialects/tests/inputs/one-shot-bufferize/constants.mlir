// Tensor constants become globals; selects between buffers.
func.func @f(%c: i1, %t: tensor<4xf32>) -> (tensor<4xf32>, tensor<2x3xi32>, tensor<4xf32>) {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = arith.constant dense<7> : tensor<2x3xi32>
  %2 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s = arith.select %c, %0, %t : tensor<4xf32>
  return %s, %1, %2 : tensor<4xf32>, tensor<2x3xi32>, tensor<4xf32>
}
