// Locations: the constants sccp makes carry none; the ops that stay
// keep theirs, named, fused and call-site ones alike.
func.func @locations(%arg0: i32 loc("arg0"), %cond: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32 loc("one")
  %c2 = arith.constant 2 : i32 loc(fused["two", "deux"])
  %s = arith.addi %c1, %c2 : i32 loc(callsite("add" at "caller"))
  %t = arith.addi %s, %arg0 : i32 loc("dynamic")
  cf.cond_br %cond, ^bb1(%s : i32 ), ^bb1(%c2 : i32) loc("branch")
^bb1(%x: i32 loc("merged")):
  return %t, %x : i32, i32 loc("ret")
} loc("function")
