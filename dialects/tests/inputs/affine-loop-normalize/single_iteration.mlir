// Loops of one iteration replaced by their bodies (unless
// promote-single-iter=false): the induction variable becomes a constant at
// the start of the function, the lower bound's operand, or an
// `affine.apply` of it; iteration arguments become their inits, results
// what the body yields.
func.func @constant_lower_bound(%buf: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 7 to 8 {
      affine.store %c, %buf[%j] : memref<10xf32>
    }
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @identity_lower_bound(%n: index) {
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0) -> (d0 + 1)>(%n) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @mapped_lower_bound(%n: index) {
  affine.for %i = affine_map<(d0) -> (d0 * 3)>(%n) to affine_map<(d0) -> (d0 * 3 + 2)>(%n) step 2 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @unused_iv() {
  affine.for %i = 0 to 1 {
    "test.op"() : () -> ()
  }
  return
}

func.func @carried(%init: f32) -> f32 {
  %r = affine.for %i = 5 to 6 iter_args(%acc = %init) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @two_upper_bounds(%n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (1, s0)>()[%n] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %j = 0 to min affine_map<() -> (4, 1)>() {
    "test.use"(%j) : (index) -> ()
  }
  return
}

func.func @zero_iterations() {
  affine.for %i = 4 to 2 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
