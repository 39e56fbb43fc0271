// affine.load, affine.store and affine.prefetch: subscripts of affine
// expressions, zero-dimensional memrefs.
func.func @load_store(%m: memref<16x16xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %x = affine.load %m[%i * 2, %i + symbol(%n) + 1] : memref<16x16xf32>
    affine.store %x, %m[%i floordiv 2, 15 - %i] : memref<16x16xf32>
    affine.prefetch %m[%i, %i + 3], write, locality<1>, data : memref<16x16xf32>
  }
  return
}

func.func @zero_dim(%a: memref<i64>, %b: memref<i64>) {
  %x = affine.load %a[] : memref<i64>
  affine.store %x, %b[] : memref<i64>
  return
}
