// scf.for: iter_args that stay constant, that change, an unknown
// induction variable, constant bounds, and nested loops.
func.func @kept(%lb: index, %ub: index, %step: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c0) -> (i32) {
    %n = arith.addi %acc, %acc : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @changed(%lb: index, %ub: index, %step: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c1) -> (i32) {
    %n = arith.addi %acc, %acc : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @induction_variable() -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c0, %b = %z) -> (index, i32) {
    %m = arith.muli %i, %c0 : index
    %k = arith.addi %b, %z : i32
    scf.yield %m, %k : index, i32
  }
  return %r#0, %r#1 : index, i32
}

func.func @nested(%ub: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 3 : i64
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %v) -> (i64) {
    %s = scf.for %j = %c0 to %ub step %c1 iter_args(%y = %x) -> (i64) {
      %t = arith.ori %y, %v : i64
      scf.yield %t : i64
    }
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @inner_if(%lb: index, %ub: index, %step: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%si = %c1) -> (i32) {
    %c20 = arith.constant 20 : i32
    %lt = arith.cmpi ult, %si, %c20 : i32
    %inner = scf.if %lt -> (i32) {
      %one = arith.constant 1 : i32
      scf.yield %one : i32
    } else {
      %inc = arith.addi %si, %c1 : i32
      scf.yield %inc : i32
    }
    scf.yield %inner : i32
  }
  return %r : i32
}
