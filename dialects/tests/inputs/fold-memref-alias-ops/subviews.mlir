// Loads and stores through subviews read and write the source at the
// offsets plus the strided indices; subviews of subviews are one.
func.func @load_store(%m: memref<64x64xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %s = memref.subview %m[%i, 2] [16, 15] [1, 4] : memref<64x64xf32> to memref<16x15xf32, strided<[64, 4], offset: ?>>
  %x = memref.load %s[%j, %j] : memref<16x15xf32, strided<[64, 4], offset: ?>>
  memref.store %v, %s[%i, %j] {nontemporal = true} : memref<16x15xf32, strided<[64, 4], offset: ?>>
  return %x : f32
}

func.func @constant_indices(%m: memref<10x10xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[3, 4] [5, 5] [1, 1] : memref<10x10xi32> to memref<5x5xi32, strided<[10, 1], offset: 34>>
  %x = memref.load %s[%c1, %c2] : memref<5x5xi32, strided<[10, 1], offset: 34>>
  return %x : i32
}

func.func @rank_reduced(%m: memref<8x?x4xf16>, %a: index, %n: index, %k: index) -> f16 {
  %s = memref.subview %m[2, %a, 1] [1, %n, 1] [1, 1, 1] : memref<8x?x4xf16> to memref<?xf16, strided<[4], offset: ?>>
  %x = memref.load %s[%k] : memref<?xf16, strided<[4], offset: ?>>
  return %x : f16
}

func.func @nested(%m: memref<100x100xf32>, %a: index, %b: index) -> memref<4x4xf32, strided<[100, 1], offset: ?>> {
  %s0 = memref.subview %m[%a, 10] [50, 50] [1, 1] : memref<100x100xf32> to memref<50x50xf32, strided<[100, 1], offset: ?>>
  %s1 = memref.subview %s0[5, %b] [4, 4] [1, 1] : memref<50x50xf32, strided<[100, 1], offset: ?>> to memref<4x4xf32, strided<[100, 1], offset: ?>>
  return %s1 : memref<4x4xf32, strided<[100, 1], offset: ?>>
}

func.func @strided_nested_kept(%m: memref<100xf32>, %a: index) -> memref<4xf32, strided<[2], offset: ?>> {
  %s0 = memref.subview %m[%a] [50] [2] : memref<100xf32> to memref<50xf32, strided<[2], offset: ?>>
  %s1 = memref.subview %s0[3] [4] [1] : memref<50xf32, strided<[2], offset: ?>> to memref<4xf32, strided<[2], offset: ?>>
  return %s1 : memref<4xf32, strided<[2], offset: ?>>
}
