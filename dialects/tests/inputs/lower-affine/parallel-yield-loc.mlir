// The scf.reduce that ends a lowered affine.parallel (and its reduction
// blocks' arguments) takes the location of the affine.yield; the combining
// ops take the loop's.
func.func @yield_loc(%m: memref<8xf32>) -> f32 {
  affine.parallel (%i) = (0) to (8) {
    %x = affine.load %m[%i] : memref<8xf32>
    affine.yield
  }
  %sum = affine.parallel (%i) = (0) to (8) step (2) reduce ("addf") -> (f32) {
    %x = affine.load %m[%i] : memref<8xf32>
    affine.yield %x : f32
  }
  return %sum : f32
}
