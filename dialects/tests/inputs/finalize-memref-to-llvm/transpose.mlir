// memref.transpose permutes the sizes and strides of the descriptor.
func.func @transpose(%m: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>> {
  %t = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
  return %t : memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
}

func.func @identity(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %t = memref.transpose %m (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf32>
  return %t : memref<2x3xf32>
}
