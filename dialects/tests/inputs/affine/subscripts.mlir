// Constant subscripts of affine.load and affine.store fold into their maps;
// a subscript read twice is read once, an unused one goes.
func.func @constants(%m: memref<4x4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  affine.store %v, %m[%c0, %c3] : memref<4x4xf32>
  %x = affine.load %m[%c3 + 1, %c0] : memref<4x4xf32>
  affine.store %x, %m[%c3 floordiv 2, 0] : memref<4x4xf32>
  return
}

func.func @loops(%m: memref<8x8xf32>) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 8 {
    %x = affine.load %m[%i, %c2] : memref<8x8xf32>
    affine.store %x, %m[%i + %i, %i] : memref<8x8xf32>
    %y = affine.load %m[%c2 * 3 + %i, %i] : memref<8x8xf32>
    affine.store %y, %m[%i, %c2] : memref<8x8xf32>
  }
  return
}
