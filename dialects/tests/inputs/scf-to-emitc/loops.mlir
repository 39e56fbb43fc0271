// scf.for with and without loop-carried values, nested, over index: the
// bounds and index values cast to !emitc.size_t and back, each cast made
// once.
func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> f32 {
    %x = "test.value"(%i) : (index) -> f32
    %n = arith.addf %acc, %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}
func.func @indices(%lb: index, %ub: index, %step: index) -> (index, i32) {
  %zero = arith.constant 0 : index
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %zero, %b = %c0) -> (index, i32) {
    %inner = scf.for %j = %lb to %i step %step iter_args(%s = %a) -> index {
      %n = arith.addi %s, %j : index
      scf.yield %n : index
    }
    scf.yield %inner, %b : index, i32
  }
  return %r#0, %r#1 : index, i32
}
func.func @integers(%lb: i32, %ub: i32, %step: i32) {
  scf.for %i = %lb to %ub step %step : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}
