func.func @ranges(%N: index, %A: memref<?x32xf32>, %B: memref<64xf32>) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to %N step 32 {
    affine.for %ii = 0 to 32 {
      %x = affine.load %A[%ii floordiv 32, %i mod 32] : memref<?x32xf32>
      "test.use"(%x) : (f32) -> ()
      %a = affine.load %A[(%i + %ii) floordiv 32, (%i + %ii) mod 16] : memref<?x32xf32>
      "test.use"(%a) : (f32) -> ()
      %b = affine.load %A[(%i + %ii) floordiv 64, (%i + %ii) mod 64] : memref<?x32xf32>
      "test.use"(%b) : (f32) -> ()
    }
  }
  affine.for %i = -1 to 32 {
    %x = affine.load %A[%i floordiv 32, %i mod 32] : memref<?x32xf32>
    "test.use"(%x) : (f32) -> ()
  }
  affine.for %i = 0 to 32 {
    affine.store %cst, %B[%i floordiv 32] : memref<64xf32>
    affine.store %cst, %B[(%i + 1) ceildiv 32] : memref<64xf32>
    affine.store %cst, %B[%i mod 32] : memref<64xf32>
    affine.store %cst, %B[(%i mod 16) floordiv 16] : memref<64xf32>
    affine.store %cst, %B[%i floordiv 16] : memref<64xf32>
    affine.store %cst, %B[(%i mod 16) floordiv 15] : memref<64xf32>
    %m = affine.apply affine_map<(d0) -> ((d0 * 3) mod 7 + d0 floordiv 40)>(%i)
    "test.use"(%m) : (index) -> ()
  }
  affine.for %i = -8 to 32 step 4 {
    affine.store %cst, %B[%i floordiv 32] : memref<64xf32>
    affine.store %cst, %B[2 + (%i - 96) floordiv 64] : memref<64xf32>
    affine.store %cst, %B[(%i + 8) mod 4] : memref<64xf32>
  }
  return
}
