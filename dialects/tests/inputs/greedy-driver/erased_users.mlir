// Ops erased with a region: each is erased before the next is looked at,
// so a producer whose users all went is put back on the worklist and
// found dead, whichever way the worklist runs and however few iterations.

// The loop never runs: it is replaced by its init, and %c3 loses its
// three users one by one.
func.func @zero_trip_loop_uses(%arg0: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %c10 = arith.constant 10 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c10 to %c2 step %c1 iter_args(%a = %arg0) -> (i64) {
    %x = arith.addi %a, %c3 : i64
    %y = arith.muli %x, %c3 : i64
    %z = arith.subi %y, %c3 : i64
    scf.yield %z : i64
  }
  return %r : i64
}

// A dead region of several blocks, erased successors first.
func.func @dead_blocks(%b: i1, %arg0: i64) -> i64 {
  %c5 = arith.constant 5 : i64
  %c7 = arith.constant 7 : i64
  %r = scf.execute_region -> i64 {
    cf.cond_br %b, ^bb1, ^bb2
  ^bb1:
    %x = arith.addi %arg0, %c5 : i64
    %x2 = arith.addi %x, %c7 : i64
    cf.br ^bb3(%x2 : i64)
  ^bb2:
    %y = arith.muli %arg0, %c7 : i64
    %y2 = arith.muli %y, %c5 : i64
    cf.br ^bb3(%y2 : i64)
  ^bb3(%v: i64):
    %w = arith.subi %v, %c5 : i64
    scf.yield %w : i64
  }
  %s = arith.select %b, %c5, %c7 : i64
  return %arg0 : i64
}
