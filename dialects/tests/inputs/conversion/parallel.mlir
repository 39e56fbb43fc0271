// scf.parallel with a reduction, in two dimensions, and scf.forall without
// outputs: lowered to scf.for nests, then to blocks.
func.func @reduce(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) init(%init) -> f32 {
    %v = "test.load"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.maximumf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

func.func @forall(%n: index, %m: index) {
  scf.forall (%i, %j) in (%n, 8) {
    "test.work"(%i, %j) : (index, index) -> ()
  }
  return
}

// A reduction that returns its own argument, and one that returns the
// other: the loop-carried values take their place.
func.func @reduce_to_args(%lb: index, %ub: index, %init: f32, %n: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%ub) init(%init, %n) -> (f32, i32) {
    %v = "test.load"(%i) : (index) -> f32
    scf.reduce(%v, %n : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %r : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
