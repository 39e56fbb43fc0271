// A dynamic index list without its `[`: the error is placed where MLIR's
// parseCommaSeparatedList places it, after the text before the token.
func.func @expand(%m: memref<4xf32>) {
  %e = memref.expand_shape %m [[0, 1]] output_shape output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  return
}
