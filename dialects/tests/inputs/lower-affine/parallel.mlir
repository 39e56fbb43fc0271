// affine.parallel: bounds, steps, nests and reductions.
func.func @parallel(%m: memref<64x64xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, 0) to (64, symbol(%n)) step (8, 8) {
    affine.parallel (%k) = (max(%i, 2)) to (min(%i + 8, 60)) {
      %x = affine.load %m[%k, %j] : memref<64x64xf32>
      affine.store %x, %m[%j, %k] : memref<64x64xf32>
    }
  }
  return
}

func.func @reductions(%m: memref<32xf32>, %v: memref<32xi32>) -> (f32, f32, i32, i32) {
  %r:4 = affine.parallel (%i) = (0) to (32) reduce ("addf", "maximumf", "muli", "andi") -> (f32, f32, i32, i32) {
    %x = affine.load %m[%i] : memref<32xf32>
    %y = affine.load %v[%i] : memref<32xi32>
    affine.yield %x, %x, %y, %y : f32, f32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, f32, i32, i32
}
