// Reshapes by a shape of static size become reinterpret casts, their
// dynamic sizes loaded from the shape; atomic read-modify-writes stay.
func.func @mixed(%m: memref<24xf32>, %s: memref<3xi32>) -> memref<2x?x4xf32> {
  %r = memref.reshape %m(%s) : (memref<24xf32>, memref<3xi32>) -> memref<2x?x4xf32>
  return %r : memref<2x?x4xf32>
}

func.func @all_dynamic(%m: memref<?xi8>, %s: memref<3xindex>) -> memref<?x?x?xi8> {
  %r = memref.reshape %m(%s) : (memref<?xi8>, memref<3xindex>) -> memref<?x?x?xi8>
  return %r : memref<?x?x?xi8>
}

func.func @all_static(%m: memref<6xf16>, %s: memref<2xi64>) -> memref<3x2xf16> {
  %r = memref.reshape %m(%s) : (memref<6xf16>, memref<2xi64>) -> memref<3x2xf16>
  return %r : memref<3x2xf16>
}

func.func @dynamic_shape_kept(%m: memref<?xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%s) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

func.func @atomics(%f: f32, %m: memref<10xf32>, %i: index) -> f32 {
  %x = memref.atomic_rmw maximumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  return %x : f32
}
