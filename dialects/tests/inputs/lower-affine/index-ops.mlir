// affine.delinearize_index and affine.linearize_index: static and dynamic
// bases, with and without an outer bound, `disjoint`, and indices of
// loops ordered by how many loops they are invariant in.
func.func @delinearize(%x: index, %n: index) -> (index, index, index, index, index) {
  %0:3 = affine.delinearize_index %x into (%n, 8) : index, index, index
  %1:2 = affine.delinearize_index %x into (4, %n) : index, index
  return %0#0, %0#1, %0#2, %1#0, %1#1 : index, index, index, index, index
}

func.func @delinearize_one(%x: index) -> index {
  %0 = affine.delinearize_index %x into (16) : index
  return %0 : index
}

func.func @linearize(%a: index, %b: index, %c: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index [%a, %b, %c] by (%n, 8, 3) : index
  %1 = affine.linearize_index disjoint [%a, %b] by (4, %n) : index
  return %0, %1 : index, index
}

func.func @linearize_in_loops(%a: index, %m: memref<4096xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %0 = affine.linearize_index [%j, %i, %a] by (16, 16, 16) : index
      %1 = memref.load %m[%0] : memref<4096xf32>
      memref.store %1, %m[%0] : memref<4096xf32>
    }
  }
  return
}
