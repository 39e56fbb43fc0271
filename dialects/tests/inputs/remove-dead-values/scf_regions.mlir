// Region branch ops: erased whole when effect-free with dead results,
// else the operands forwarded only to dead values become ub.poison.
func.func @if_results(%c: i1, %a: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %a : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x, %a : i32, i32
  } else {
    %y = arith.muli %a, %a : i32
    scf.yield %a, %y : i32, i32
  }
  return %r#1 : i32
}

func.func @dead_if(%c: i1, %a: i32) {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return
}

func.func @for_iter_args(%lb: index, %ub: index, %st: index, %a: i32, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %c0, %z = %a) -> (i32, i32, i32) {
    %nx = arith.addi %x, %x : i32
    %ny = arith.addi %y, %x : i32
    memref.store %z, %m[] : memref<i32>
    scf.yield %nx, %ny, %z : i32, i32, i32
  }
  return %r#0 : i32
}

func.func @for_induction_variable(%lb: index, %ub: index, %st: index, %m: memref<index>) {
  scf.for %i = %lb to %ub step %st {
    memref.store %i, %m[] : memref<index>
  }
  return
}

func.func @while_loop(%a: i32, %b: i32, %n: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %x, %n : i32
    scf.condition(%lt) %x, %y : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %c1 = arith.constant 1 : i32
    %nx = arith.addi %x, %c1 : i32
    %ny = arith.muli %y, %y : i32
    scf.yield %nx, %ny : i32, i32
  }
  return %r#0 : i32
}

func.func @switch_and_execute_region(%i: index, %a: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %a : i32, i32
  }
  default {
    %c3 = arith.constant 3 : i32
    scf.yield %c3, %a : i32, i32
  }
  %e:2 = scf.execute_region -> (i32, i32) {
    %s = arith.addi %r#0, %a : i32
    memref.store %s, %m[] : memref<i32>
    scf.yield %s, %s : i32, i32
  }
  return %e#1 : i32
}

// The canonicalization runs on the region branch ops alone: `c + lb`,
// left as it is, is no `lb + c` the trip count of one iteration needs,
// while `lb + c` is.
func.func @trip_counts(%x: i8, %lb: i8) -> (i8, i8) {
  %c = arith.constant 5 : i8
  %ub1 = arith.addi %c, %lb overflow<nsw> : i8
  %r1 = scf.for %i = %lb to %ub1 step %c iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  %ub2 = arith.addi %lb, %c overflow<nsw> : i8
  %r2 = scf.for %i = %lb to %ub2 step %c iter_args(%a = %x) -> (i8) : i8 {
    %n = "test.op"(%a, %i) : (i8, i8) -> i8
    scf.yield %n : i8
  }
  return %r1, %r2 : i8, i8
}
