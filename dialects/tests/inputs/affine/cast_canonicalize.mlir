func.func @casts(%A: memref<16xf32>, %B: memref<memref<?xf32>>, %n: index) -> f32 {
  %a = memref.cast %A : memref<16xf32> to memref<?xf32>
  %v = affine.load %a[%n] : memref<?xf32>
  affine.store %v, %a[%n + 1] : memref<?xf32>
  affine.prefetch %a[%n], write, locality<1>, data : memref<?xf32>
  affine.store %a, %B[] : memref<memref<?xf32>>
  return %v : f32
}
