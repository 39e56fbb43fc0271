func.func @bounds(%A: memref<64x64xf32>, %n: index) {
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %m = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%n]
  affine.parallel (%i, %j) = (%c2, max(0, %m)) to (%c16 * 2, min(%n, %c16 + 1)) step (2, 1) {
    %k = affine.apply affine_map<(d0) -> (d0 + 3)>(%i)
    affine.parallel (%l) = (%k) to (%k * 4 - %c2) {
      %v = affine.load %A[%l, %j] : memref<64x64xf32>
      affine.store %v, %A[%j, %l] : memref<64x64xf32>
    }
  }
  return
}
