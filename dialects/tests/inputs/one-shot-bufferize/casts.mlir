// Casts to the same type, ranked and unranked.
func.func @from_unranked_to_unranked(%arg0: tensor<*xi32>) -> tensor<*xi32> {
  %0 = tensor.cast %arg0 : tensor<*xi32> to tensor<*xi32>
  return %0 : tensor<*xi32>
}
func.func @same(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tensor.cast %arg0 : tensor<4xi32> to tensor<4xi32>
  return %0 : tensor<4xi32>
}
