// Subviews become reinterpret casts of their base buffer; the metadata
// of a subview is computed from its source's.
func.func @static_2d(%m: memref<16x32xf32>) -> memref<4x8xf32, strided<[64, 2], offset: 100>> {
  %s = memref.subview %m[3, 4] [4, 8] [2, 2] : memref<16x32xf32> to memref<4x8xf32, strided<[64, 2], offset: 100>>
  return %s : memref<4x8xf32, strided<[64, 2], offset: 100>>
}

func.func @mixed_offsets(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index, %n: index)
    -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %s = memref.subview %m[%i, 2] [%n, 4] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

func.func @rank_reducing(%m: memref<8x16x4xi32>, %j: index) -> (memref<i32>, index, index, index) {
  %s = memref.subview %m[2, %j, 0] [1, 16, 1] [1, 1, 1] : memref<8x16x4xi32> to memref<16xi32, strided<[4], offset: ?>>
  %b, %o, %sz, %st = memref.extract_strided_metadata %s : memref<16xi32, strided<[4], offset: ?>> -> memref<i32>, index, index, index
  return %b, %o, %sz, %st : memref<i32>, index, index, index
}

func.func @chained(%m: memref<64x64xf16>, %a: index, %b: index) -> memref<8x8xf16, strided<[64, 1], offset: ?>> {
  %s0 = memref.subview %m[%a, 0] [32, 32] [1, 1] : memref<64x64xf16> to memref<32x32xf16, strided<[64, 1], offset: ?>>
  %s1 = memref.subview %s0[4, %b] [8, 8] [1, 1] : memref<32x32xf16, strided<[64, 1], offset: ?>> to memref<8x8xf16, strided<[64, 1], offset: ?>>
  return %s1 : memref<8x8xf16, strided<[64, 1], offset: ?>>
}

func.func @dynamic_strides(%m: memref<?xf32>, %o: index, %n: index, %s: index) -> (memref<f32>, index, index, index) {
  %v = memref.subview %m[%o] [%n] [%s] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %b, %off, %sz, %st = memref.extract_strided_metadata %v : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
  return %b, %off, %sz, %st : memref<f32>, index, index, index
}
