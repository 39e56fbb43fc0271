// Layouts composed with subscripts that affine.apply ops compute, rank-0
// and small-remainder layouts, and memref.load under scf.for.
#tile = affine_map<(i) -> (i floordiv 4, i mod 4)>
#rows6 = affine_map<(r, c) -> (c * 6 + r)>
func.func @squares(%v: memref<12xi64, #tile>, %n: index) -> memref<12xi64, #tile> {
  affine.for %k = 0 to 12 step 3 {
    %x = affine.load %v[%k] : memref<12xi64, #tile>
    %y = arith.muli %x, %x : i64
    affine.store %y, %v[%k + 1] : memref<12xi64, #tile>
  }
  %t = memref.alloca() : memref<12xi64, #tile>
  %z = affine.load %t[11] : memref<12xi64, #tile>
  return %v : memref<12xi64, #tile>
}
func.func @column_sums(%m: memref<6x5xf32, #rows6>, %out: memref<5xf32>) {
  %lo = arith.constant 1 : index
  %hi = arith.constant 5 : index
  affine.for %c = %lo to %hi {
    affine.for %r = 0 to 6 {
      %e = affine.load %m[%r, %c] : memref<6x5xf32, #rows6>
      %s = affine.load %out[%c] : memref<5xf32>
      %t = arith.addf %e, %s : f32
      affine.store %t, %out[%c] : memref<5xf32>
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
