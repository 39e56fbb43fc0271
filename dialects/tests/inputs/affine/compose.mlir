func.func @chain(%n: index, %m: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%a)[%n]
    %c = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%b, %c3)
    "test.use"(%c) : (index) -> ()
    %d = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%n, %i)
    "test.use"(%d) : (index) -> ()
  }
  %e = affine.apply affine_map<(d0)[s0] -> (s0)>(%n)[%m]
  %f = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>(%c3, %c3)
  %g = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  %h = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 3)>()[%g, %g]
  return %e, %f, %h : index, index, index
}

func.func @min_max(%n: index, %m: index) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %a = affine.min affine_map<(d0, d1) -> (d0, d1 + 2)>(%c4, %c9)
  %b = affine.max affine_map<(d0)[s0] -> (d0, s0 * 2)>(%c4)[%c9]
  %c = affine.min affine_map<(d0)[s0] -> (d0, s0 + 1)>(%n)[%c4]
  %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%m)
  %d = affine.max affine_map<(d0, d1) -> (d0, d1 * 2)>(%x, %n)
  return %a, %b, %c, %d : index, index, index, index
}

func.func @subscripts(%A: memref<16x16xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %v = affine.load %A[%a, %b] : memref<16x16xf32>
    affine.store %v, %A[%a * 2, %n] : memref<16x16xf32>
  }
  return
}

func.func @poison() -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %cm = arith.constant -2 : index
  %a = affine.apply affine_map<()[s0, s1] -> (s1 floordiv s0)>()[%c0, %c5]
  %b = affine.apply affine_map<()[s0, s1] -> (s1 mod s0)>()[%cm, %c5]
  %c = affine.apply affine_map<()[s0, s1] -> (s1 ceildiv s0)>()[%cm, %c5]
  %d = affine.apply affine_map<()[s0, s1] -> (s1 mod s0)>()[%c0, %c5]
  return %a, %b, %c, %d : index, index, index, index
}
