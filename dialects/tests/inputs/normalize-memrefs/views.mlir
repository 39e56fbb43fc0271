// Reinterpret casts to strided layouts and the other memref users.
func.func @casts(%m: memref<?xf32>, %s: index) -> f32 {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 8], strides: [%s, 1] : memref<?xf32> to memref<4x8xf32, strided<[?, 1]>>
  %c = memref.reinterpret_cast %m to offset: [3], sizes: [5, 2], strides: [4, 1] : memref<?xf32> to memref<5x2xf32, strided<[4, 1], offset: 3>>
  %v = affine.load %c[2, 1] : memref<5x2xf32, strided<[4, 1], offset: 3>>
  %w = memref.load %c[%s, %s] : memref<5x2xf32, strided<[4, 1], offset: 3>>
  %x = affine.load %r[1, 1] : memref<4x8xf32, strided<[?, 1]>>
  return %v : f32
}

func.func @dims() -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<6x5xf64, affine_map<(d0, d1) -> (d1, d0 floordiv 2, d0 mod 2)>>
  %d = memref.dim %a, %c0 : memref<6x5xf64, affine_map<(d0, d1) -> (d1, d0 floordiv 2, d0 mod 2)>>
  return %d : index
}
