// What the pipelines do between rounds: a constant argument folds after
// inlining, an indirect call through a constant becomes a direct call and
// is inlined in a later round, and complex ops come along.
func.func private @scale(%x: f32, %k: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %is_one = arith.cmpf oeq, %k, %one : f32
  %r = arith.select %is_one, %x, %one : f32
  %m = arith.mulf %r, %k : f32
  return %m : f32
}

func.func private @get_fn() -> ((f32, f32) -> f32) {
  %f = func.constant @scale : (f32, f32) -> f32
  return %f : (f32, f32) -> f32
}

func.func private @norm(%z: complex<f32>) -> f32 {
  %a = complex.abs %z : complex<f32>
  return %a : f32
}

func.func @use(%x: f32, %z: complex<f32>) -> (f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %0 = call @scale(%x, %one) : (f32, f32) -> f32
  %fn = call @get_fn() : () -> ((f32, f32) -> f32)
  %1 = call_indirect %fn(%0, %x) : (f32, f32) -> f32
  %2 = call @norm(%z) : (complex<f32>) -> f32
  %p = ub.poison : f32
  %3 = arith.addf %2, %p : f32
  return %0, %1, %3 : f32, f32, f32
}
