// Layouts composed with subscripts that affine.apply ops compute, rank-0
// and small-remainder layouts, and memref.load under scf.for.
#tile = affine_map<(i) -> (i floordiv 4, i mod 4)>
#linear8 = affine_map<(i, j) -> (i * 8 + j)>
func.func @matmul(%A: memref<16xf64, #tile>, %B: index, %C: memref<16xf64>) -> (memref<16xf64, #tile>) {
  affine.for %arg3 = 0 to 16 {
        %a = affine.load %A[%arg3] : memref<16xf64, #tile>
        %p = arith.mulf %a, %a : f64
        affine.store %p, %A[%arg3] : memref<16xf64, #tile>
  }
  %c = memref.alloc() : memref<16xf64, #tile>
  %d = affine.load %c[0] : memref<16xf64, #tile>
  return %A: memref<16xf64, #tile>
}
func.func @linearize(%arg0: memref<8x8xi32, #linear8>, %arg1: memref<8x8xi32, #linear8>, %arg2: memref<8x8xi32, #linear8>) {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  affine.for %arg3 = %c0 to %c8  {
  affine.for %arg4 = %c0 to %c8  {
    affine.for %arg5 = %c0 to %c8 {
      %0 = affine.load %arg0[%arg3, %arg5] : memref<8x8xi32, #linear8>
      %1 = affine.load %arg1[%arg5, %arg4] : memref<8x8xi32, #linear8>
      %2 = affine.load %arg2[%arg3, %arg4] : memref<8x8xi32, #linear8>
      %3 = arith.muli %0, %1 : i32
      %4 = arith.addi %2, %3 : i32
      affine.store %4, %arg2[%arg3, %arg4] : memref<8x8xi32, #linear8>
    }
  }
  }
  return
}
func.func @nested_apply(%i: index) -> f32 {
  %a = memref.alloc() : memref<32xf32, #tile>
  %j = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
  %v = affine.load %a[%j + 3] : memref<32xf32, #tile>
  %w = memref.load %a[%j] : memref<32xf32, #tile>
  return %v : f32
}
func.func @zero_rank() {
  %a = memref.alloc() : memref<f32>
  return
}
func.func @mod_small() {
  %a = memref.alloc() : memref<3x8xf32, affine_map<(d0, d1) -> (d0 mod 4, d1 floordiv 3, d1 - (d1 floordiv 3) * 3)>>
  %b = memref.alloc() : memref<10xf32, affine_map<(d0) -> (d0 - 2)>>
  %c = memref.alloc() : memref<10xf32, affine_map<(d0) -> (-d0 + 9)>>
  %d = memref.alloc() : memref<5x5xf32, affine_map<(d0, d1) -> (d0 + d1, d0 - d1 + 4)>>
  %e = memref.alloc() : memref<10xf32, affine_map<(d0) -> ((d0 + 3) floordiv 4)>>
  %f = memref.alloc() : memref<10xf32, affine_map<(d0) -> (d0 ceildiv 3)>>
  return
}
func.func @in_scf(%n: index) {
  %a = memref.alloc() : memref<16xf64, #tile>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<16xf64, #tile>
  }
  return
}
func.func @multi_use(%x: f64) {
  %a = memref.alloc() : memref<16xf64, #tile>
  %b = memref.alloc() : memref<16xf64, #tile>
  memref.copy %a, %b : memref<16xf64, #tile> to memref<16xf64, #tile>
  return
}
