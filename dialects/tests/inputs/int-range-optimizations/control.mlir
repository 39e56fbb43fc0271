// Constants through control flow: branch arguments, region arguments of
// scf loops, results of conditionals, calls, and dead branches.
func.func @branches(%c: i1) -> i32 {
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  cf.cond_br %c, ^bb1(%c5 : i32), ^bb1(%c5 : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %c6 : i32
  cf.cond_br %c, ^bb2(%x, %y : i32, i32), ^bb2(%c6, %y : i32, i32)
^bb2(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  return %s : i32
}

func.func @loops(%n: index) -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %c2) -> (index) {
    %k = arith.addi %i, %acc : index
    scf.yield %k : index
  }
  %w = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c3) -> (i32) {
    "some.use"(%acc) : (i32) -> ()
    scf.yield %acc : i32
  }
  return %r, %w : index, i32
}

func.func @conditional(%c: i1) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c5 : i32
  } else {
    scf.yield %c5 : i32
  }
  %t = scf.if %c -> i32 {
    scf.yield %c5 : i32
  } else {
    scf.yield %c9 : i32
  }
  %d = arith.divui %t, %c9 : i32
  return %r, %d : i32, i32
}

func.func private @callee(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %d = arith.divui %x, %c3 : i32
  return %d : i32
}

func.func @caller() -> i32 {
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %a = call @callee(%c6) : (i32) -> i32
  %b = call @callee(%c7) : (i32) -> i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}

func.func @dead(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %false = arith.cmpi sgt, %c0, %c3 : i32
  cf.cond_br %false, ^bb1(%a : i32), ^bb1(%c3 : i32)
^bb1(%x: i32):
  %d = arith.muli %x, %c3 : i32
  return %d : i32
}

func.func @while_loop() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %n = arith.addi %j, %c1 : i32
    scf.yield %n : i32
  }
  %d = arith.divsi %r, %c10 : i32
  return %d : i32
}

// The first argument of ^bb1 is the same constant from every branch and
// goes with region simplification; the second must keep its own value.
func.func @shifted_arguments(%c: i1, %v: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  cf.cond_br %c, ^bb1(%c5, %v : i32, i32), ^bb1(%c5, %c5 : i32, i32)
^bb1(%x: i32, %y: i32):
  "some.use"(%x, %y) : (i32, i32) -> ()
  return %y : i32
}
