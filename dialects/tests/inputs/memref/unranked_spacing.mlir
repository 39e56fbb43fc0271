// Unranked shapes read as tokens: spaces and line breaks around the `*`
// and its `x`, as MLIR's parser takes them.
func.func private @spaced(memref<* x f32>, tensor<* xf32>, memref<*x i8, 1>)
func.func private @across_lines(memref<*
    x f32>, memref<4 x memref<* x f32>>)
func.func @cast(%m: memref<4 x f32>) -> memref<* x f32> {
  %u = memref.cast %m : memref<4 x f32> to memref<* x f32>
  return %u : memref<* x f32>
}
