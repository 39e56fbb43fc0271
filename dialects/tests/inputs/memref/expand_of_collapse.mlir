// An expansion of a collapse is one reshape of the collapse's source
// (MLIR's ComposeExpandOfCollapseOp): a collapse when the result has
// fewer dimensions, an expansion when more. Reshapes of other layouts stay.
func.func @to_more_dims(%m: memref<4x8x2xf32>) -> memref<2x2x8x2xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<4x8x2xf32> into memref<32x2xf32>
  %e = memref.expand_shape %c [[0, 1, 2], [3]] output_shape [2, 2, 8, 2] : memref<32x2xf32> into memref<2x2x8x2xf32>
  return %e : memref<2x2x8x2xf32>
}
func.func @to_fewer_dims(%m: memref<2x3x5x7xi8>) -> memref<6x35xi8> {
  %c = memref.collapse_shape %m [[0, 1, 2], [3]] : memref<2x3x5x7xi8> into memref<30x7xi8>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [6, 5, 7] : memref<30x7xi8> into memref<6x5x7xi8>
  %c2 = memref.collapse_shape %e [[0], [1, 2]] : memref<6x5x7xi8> into memref<6x35xi8>
  return %c2 : memref<6x35xi8>
}
func.func @dynamic(%m: memref<?x4xf32>, %n: index) -> memref<?x2x2xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [%n, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
  return %e : memref<?x2x2xf32>
}
func.func @strided_stays(%m: memref<4x8x2xf32, strided<[16, 2, 1], offset: ?>>) -> memref<2x2x8x2xf32, strided<[32, 16, 2, 1], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<4x8x2xf32, strided<[16, 2, 1], offset: ?>> into memref<32x2xf32, strided<[2, 1], offset: ?>>
  %e = memref.expand_shape %c [[0, 1, 2], [3]] output_shape [2, 2, 8, 2] : memref<32x2xf32, strided<[2, 1], offset: ?>> into memref<2x2x8x2xf32, strided<[32, 16, 2, 1], offset: ?>>
  return %e : memref<2x2x8x2xf32, strided<[32, 16, 2, 1], offset: ?>>
}
