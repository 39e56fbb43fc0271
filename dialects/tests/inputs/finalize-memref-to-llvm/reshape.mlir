// memref.reshape with a static shape operand builds the descriptor of the
// result's layout; with a dynamic one, an unranked descriptor filled in a
// loop over the shape.
func.func @static_shape(%m: memref<4x1xf32>, %shape: memref<3xi64>) -> memref<4x1x1xf32> {
  %r = memref.reshape %m(%shape) : (memref<4x1xf32>, memref<3xi64>) -> memref<4x1x1xf32>
  return %r : memref<4x1x1xf32>
}

func.func @unranked(%m: memref<2x3xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%shape) : (memref<2x3xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}
