// `affine.parallel` brought to start at 0 by steps of 1 in every
// dimension; bounds with `max` or `min` stay.
func.func @constant_bounds(%buf: memref<100x100xf32>) {
  affine.parallel (%i, %j) = (2, 0) to (98, 64) step (4, 8) {
    %v = affine.load %buf[%i, %j] : memref<100x100xf32>
    affine.store %v, %buf[%j, %i] : memref<100x100xf32>
  }
  return
}

func.func @symbolic_bounds(%n: index, %m: index) {
  affine.parallel (%i) = (%m) to (%n + 5) step (3) {
    affine.parallel (%j, %k) = (%i, 1) to (%i + 10, symbol(%n)) step (2, 1) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
    }
  }
  return
}

func.func @min_max_stays(%n: index) {
  affine.parallel (%i) = (max(0, %n)) to (min(100, %n + 50)) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @already_normal(%n: index) {
  affine.parallel (%i, %j) = (0, 0) to (%n, 10) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @reduction(%buf: memref<100xf32>) -> f32 {
  %r = affine.parallel (%i) = (10) to (90) step (5) reduce ("addf") -> f32 {
    %v = affine.load %buf[%i] : memref<100xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
