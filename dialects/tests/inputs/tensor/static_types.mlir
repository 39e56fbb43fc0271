// Canonicalizations that make types more static: tensor.concat's inputs
// and result refined from what the other inputs know, an expansion of a
// cast whose constant output sizes become static, and reshapes of 0-D
// and 1-D tensors to their own type.

func.func @concat_operands(%a: tensor<?x7xi16>, %b: tensor<?x?xi16>) -> tensor<?x7xi16> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x7xi16>, tensor<?x?xi16>) -> tensor<?x7xi16>
  return %0 : tensor<?x7xi16>
}

func.func @concat_result(%a: tensor<3x5xf32>, %b: tensor<2x5xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x5xf32>, tensor<2x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @concat_both(%a: tensor<4x?xi8>, %b: tensor<?x6xi8>) -> tensor<?x?xi8> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<4x?xi8>, tensor<?x6xi8>) -> tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

func.func @concat_static(%a: tensor<1x2xf32>, %b: tensor<1x3xf32>) -> tensor<1x5xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<1x2xf32>, tensor<1x3xf32>) -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}

func.func @expand_of_cast(%a: tensor<?x12xf32>, %n: index) -> tensor<?x?x?x?xf32> {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.cast %a : tensor<?x12xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3]] output_shape [%n, %c4, %c3, %c4] : tensor<?x?xf32> into tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

func.func @expand_of_cast_nothing_constant(%a: tensor<?x12xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %a : tensor<?x12xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1]] output_shape [%n, %m] : tensor<?x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @reshape_0d(%a: tensor<i32>, %s: tensor<0xindex>) -> tensor<i32> {
  %0 = tensor.reshape %a(%s) : (tensor<i32>, tensor<0xindex>) -> tensor<i32>
  return %0 : tensor<i32>
}

func.func @reshape_1d(%a: tensor<?xi32>, %s: tensor<1xindex>) -> tensor<?xi32> {
  %0 = tensor.reshape %a(%s) : (tensor<?xi32>, tensor<1xindex>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}
