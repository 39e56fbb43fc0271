// Layouts whose extents take divisions, remainders and sums of them, and
// memrefs in ops that are not MemRefsNormalizable.
func.func @mixed() {
  %a = memref.alloc() : memref<16xf32, affine_map<(d0) -> (d0 floordiv 4 + d0 mod 4)>>
  %b = memref.alloc() : memref<16x4xf32, affine_map<(d0, d1) -> (d0 floordiv 4 + d1, d1)>>
  %c = memref.alloc() : memref<16xf32, affine_map<(d0) -> (d0 * 2 floordiv 3)>>
  %d = memref.alloc() : memref<16xf32, affine_map<(d0) -> ((d0 + 5) mod 7)>>
  %e = memref.alloc() : memref<16xf32, affine_map<(d0) -> (d0 floordiv 4 * 3)>>
  %f = memref.alloc() : memref<7x3xf32, affine_map<(d0, d1) -> (d1 * 7 + d0, 0)>>
  %g = memref.alloc() : memref<7x3xf32, affine_map<(d0, d1) -> (d1 * 7 + d0, 5)>>
  %h = memref.alloc() : memref<7x3xf32, affine_map<(d0, d1) -> (d1 * 7 - d0 + 10)>>
  return
}
func.func @iter(%n: index) {
  %a = memref.alloc() : memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %a) -> memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>> {
    scf.yield %m : memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>
  }
  return
}
func.func @alloca_scope() {
  memref.alloca_scope {
    %a = memref.alloca() : memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>
    %v = affine.load %a[3] : memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>
  }
  return
}
func.func @two_funcs_same(%a: memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>, %b: memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>) {
  call @two_funcs_same(%b, %a) : (memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>, memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>) -> ()
  call @two_funcs_same(%a, %a) : (memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>, memref<16xf64, affine_map<(i) -> (i floordiv 4, i mod 4)>>) -> ()
  return
}
func.func @get_global() -> memref<4xf32, affine_map<(d0) -> (d0 + 2)>> {
  %0 = memref.get_global @g : memref<4xf32, affine_map<(d0) -> (d0 + 2)>>
  return %0 : memref<4xf32, affine_map<(d0) -> (d0 + 2)>>
}
memref.global @g : memref<4xf32, affine_map<(d0) -> (d0 + 2)>>
