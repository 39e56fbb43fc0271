func.func @bounds(%n: index) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c3 = affine.apply affine_map<(d0) -> (d0 + 1)>(%c2)
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1 * 2)>(%c2, %c3) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%c9)[%c9] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%n, %n) to affine_map<(d0) -> (d0 * 2)>(%n) {
    "test.use"(%i) : (index) -> ()
  }
  %m = affine.apply affine_map<()[s0] -> (s0 + 3)>()[%n]
  affine.for %i = 0 to min affine_map<(d0, d1) -> (d0, d1 + 8)>(%m, %n) step 2 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @empty(%init: index, %n: index) -> (index, index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %a:2 = affine.for %i = 0 to 0 iter_args(%x = %init, %y = %c1) -> (index, index) {
    affine.yield %y, %x : index, index
  }
  %b:2 = affine.for %i = 3 to 12 step 4 iter_args(%x = %init, %y = %c1) -> (index, index) {
    affine.yield %i, %y : index, index
  }
  %c = affine.for %i = 0 to %n iter_args(%x = %init) -> (index) {
    affine.yield %x : index
  }
  %d = affine.for %i = 0 to %n iter_args(%x = %init) -> (index) {
    affine.yield %c1 : index
  }
  return %a#0, %a#1, %b#0, %b#1, %c, %d : index, index, index, index, index, index
}

func.func @kept(%A: memref<4xf32>, %n: index) -> index {
  affine.for %i = 0 to 0 {
    %v = affine.load %A[%i] : memref<4xf32>
    affine.store %v, %A[%i] : memref<4xf32>
  }
  %r = affine.for %i = 0 to %n iter_args(%x = %n) -> (index) {
    %y = arith.addi %x, %i : index
    affine.yield %y : index
  }
  return %r : index
}
