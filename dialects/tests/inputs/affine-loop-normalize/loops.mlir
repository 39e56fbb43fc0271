// Loops brought to start at 0 by steps of 1: constant, symbolic, `min`
// and `max` bounds, negative lower bounds, loops carrying values.
func.func @constant_bounds() {
  affine.for %i = 3 to 50 step 4 {
    affine.for %j = -5 to 7 step 3 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

func.func @symbolic_bounds(%n: index, %m: index) {
  affine.for %i = %m to %n step 8 {
    affine.for %j = affine_map<(d0) -> (d0 * 2 + 1)>(%i) to affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n] step 2 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

func.func @min_upper_bound(%n: index) {
  affine.for %i = 4 to min affine_map<(d0)[s0] -> (d0 + 16, s0, 100)>(%n)[%n] step 3 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @max_lower_bound_stays(%n: index, %m: index) {
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1)>()[%n, %m] to 64 step 2 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @already_normal(%n: index) {
  affine.for %i = 0 to %n {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @unused_iv(%n: index) {
  affine.for %i = 2 to %n step 5 {
    "test.op"() : () -> ()
  }
  return
}

func.func @carried(%buf: memref<100xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 10 to 100 step 10 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %buf[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @in_if(%n: index) {
  affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%n) {
    affine.for %i = 1 to %n step 2 {
      "test.use"(%i) : (index) -> ()
    }
  }
  return
}
