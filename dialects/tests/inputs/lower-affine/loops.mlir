// affine.for: constant and symbolic bounds, steps, max/min bounds of
// several results, loop-carried values, nests.
func.func private @use(index) -> ()

func.func @constant_bounds() {
  affine.for %i = 2 to 40 step 3 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

func.func @symbolic_bounds(%n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%m] step 4 {
      func.call @use(%j) : (index) -> ()
    }
  }
  return
}

func.func @min_max_bounds(%n: index, %m: index) {
  affine.for %i = 0 to 64 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0 - d0, 3)>(%i)[%n] to min affine_map<(d0)[s0, s1] -> (s0, d0 + 10, s1 floordiv 2)>(%i)[%n, %m] {
      func.call @use(%j) : (index) -> ()
    }
  }
  return
}

func.func @iter_args(%buffer: memref<128xf32>) -> (f32, f32) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r:2 = affine.for %i = 0 to 128 step 2 iter_args(%sum = %zero, %prod = %one) -> (f32, f32) {
    %x = affine.load %buffer[%i] : memref<128xf32>
    %s = arith.addf %sum, %x : f32
    %p = arith.mulf %prod, %x : f32
    affine.yield %s, %p : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
