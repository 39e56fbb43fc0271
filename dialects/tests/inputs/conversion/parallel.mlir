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
