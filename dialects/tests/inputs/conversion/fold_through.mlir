// A fold that looks through a producer the conversion already replaced
// sees that producer as it was: `subi(addi(x, y), x)` folds to `y`.
func.func @through_producer(%a: i32, %b: i32) -> i32 {
  %x = arith.muli %a, %b : i32
  %y = arith.divsi %a, %b : i32
  %s = arith.addi %x, %y : i32
  %d = arith.subi %s, %x : i32
  return %d : i32
}

// Two producers deep: `xori(xori(p, q), q)` folds to `p`, where `p` is
// itself the replaced `subi(addi(x, y), y)`.
func.func @two_deep(%a: i32, %b: i32) -> i32 {
  %x = arith.muli %a, %b : i32
  %y = arith.remsi %a, %b : i32
  %s = arith.addi %x, %y : i32
  %p = arith.subi %s, %y : i32
  %q = arith.xori %p, %y : i32
  %r = arith.xori %q, %y : i32
  return %r : i32
}

// A fold of an op whose producer folded away too.
func.func @producer_folded(%a: i64, %b: i64) -> i64 {
  %x = arith.muli %a, %b : i64
  %t = arith.trunci %x : i64 to i32
  %e = arith.extsi %t : i32 to i64
  %u = arith.trunci %e : i64 to i32
  %f = arith.extsi %u : i32 to i64
  %z = arith.addi %x, %b : i64
  %c = arith.subi %z, %b : i64
  %m = arith.muli %c, %f : i64
  return %m : i64
}
