// tensor.extract_slice and tensor.insert_slice: constant offsets, sizes
// and strides become static one list at a time, so strides that would
// leave the tensor do not keep the offsets and sizes dynamic.
func.func @extract(%t: tensor<10x6xf32>, %i: index) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %a = tensor.extract_slice %t[%c1, %c0] [%c9, %c5] [%c3, %c1] : tensor<10x6xf32> to tensor<?x?xf32>
  %b = tensor.extract_slice %t[%i, %c1] [%c3, %c5] [%c1, %c1] : tensor<10x6xf32> to tensor<?x?xf32>
  return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @insert(%s: tensor<?x?xf32>, %t: tensor<10x6xf32>) -> tensor<10x6xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %s into %t[%c2, %c0] [%c4, %c4] [%c4, %c2] : tensor<?x?xf32> into tensor<10x6xf32>
  return %r : tensor<10x6xf32>
}
