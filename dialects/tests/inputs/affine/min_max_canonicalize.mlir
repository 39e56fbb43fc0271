func.func @merge(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 8, s0 * 2)>(%a)[%b]
  %1 = affine.min affine_map<(d0)[s0] -> (d0, s0 - 1, 64)>(%0)[%c]
  %2 = affine.max affine_map<()[s0, s1] -> (s0, s1 * 3)>()[%a, %b]
  %3 = affine.max affine_map<()[s0, s1] -> (s0, s1, s0 + s1)>()[%2, %2]
  %4 = affine.max affine_map<()[s0, s1] -> (s0 + s1, s0 + s1)>()[%c, %a]
  %5 = affine.min affine_map<()[s0] -> (s0 * 3 + 1)>()[%4]
  return %1, %3, %5 : index, index, index
}

func.func @accesses(%A: memref<128xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    %j = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%i)[%n]
    %v = affine.vector_load %A[%j] : memref<128xf32>, vector<4xf32>
    affine.vector_store %v, %A[%j + 64] : memref<128xf32>, vector<4xf32>
    affine.prefetch %A[%j], read, locality<3>, data : memref<128xf32>
  }
  return
}
