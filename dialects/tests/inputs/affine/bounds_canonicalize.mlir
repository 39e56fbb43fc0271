func.func @redundant(%n: index, %A: memref<128xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0 * 4, d0 * 4 - 8, 0, s0)>(%i)[%n] to min affine_map<(d0) -> (d0 * 4 + 4, 64, d0 + 70)>(%i) {
      %v = affine.load %A[%j] : memref<128xf32>
      "test.use"(%v) : (f32) -> ()
    }
    affine.for %k = max affine_map<(d0) -> (d0 floordiv 16, 0)>(%i) to min affine_map<(d0) -> (d0 mod 4 + 1, 8, 8)>(%i) {
      "test.use"(%k) : (index) -> ()
    }
  }
  affine.for %i = 2 to 10 step 3 {
    affine.for %j = max affine_map<(d0) -> (d0 - 8, 1, d0 - 9)>(%i) to min affine_map<(d0)[s0] -> (d0 + 1, 10, s0)>(%i)[%n] {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}
