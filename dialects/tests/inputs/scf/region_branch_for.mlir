// MLIR 22's generic region-branch patterns on scf.for: iter args that can
// only hold one outer value are that value, duplicates (same init, same
// yielded value) are merged, and dead tied sets (iter arg, result, init,
// yield operand) go; a dead result whose iter arg is used stays.
func.func @duplicates(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = arith.addi %x, %y : i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @invariant(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %n = arith.addi %x, %y : i32
    scf.yield %n, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @swapped_cycle(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    "test.use"(%x, %y) : (i32, i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @swapped_different(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    "test.use"(%x, %y) : (i32, i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @dead_result_live_arg(%lb: index, %ub: index, %s: index, %a: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %n = "test.next"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

func.func @dead_set(%lb: index, %ub: index, %s: index, %a: i32, %b: f32) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %f = %b) -> (i32, f32) {
    %n = arith.addi %x, %x : i32
    %g = "test.g"(%f) : (f32) -> f32
    scf.yield %n, %g : i32, f32
  }
  return %r#1 : f32
}

func.func @inner_value(%lb: index, %ub: index, %s: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %c = arith.constant 7 : i32
    "test.use"(%x) : (i32) -> ()
    scf.yield %c : i32
  }
  return %r : i32
}
