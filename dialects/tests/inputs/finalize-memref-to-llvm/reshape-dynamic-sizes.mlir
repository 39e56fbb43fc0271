// Reshapes by a shape of static size into results with dynamic sizes:
// each dynamic size is loaded from the shape (a memref.load the lowering
// lowers in turn), cast to the index type when the shape holds indices.
func.func @all_dynamic(%m: memref<4x5x6xf32>, %shape: memref<3xi64>) -> memref<?x?x?xf32> {
  %r = memref.reshape %m(%shape) : (memref<4x5x6xf32>, memref<3xi64>) -> memref<?x?x?xf32>
  return %r : memref<?x?x?xf32>
}

func.func @mixed(%m: memref<?xi8>, %shape: memref<3xindex>) -> memref<?x7x?xi8> {
  %r = memref.reshape %m(%shape) : (memref<?xi8>, memref<3xindex>) -> memref<?x7x?xi8>
  return %r : memref<?x7x?xi8>
}

func.func @narrow(%m: memref<2x8xf16>, %shape: memref<1xi32>) -> memref<?xf16> {
  %r = memref.reshape %m(%shape) : (memref<2x8xf16>, memref<1xi32>) -> memref<?xf16>
  return %r : memref<?xf16>
}
