// Locations: what is inlined is at a call site; a callee inlined into a
// callee that is inlined again stacks the call sites; block arguments of
// inlined blocks move too, nested regions included; a call at an unknown
// location leaves them as they are.
func.func private @inner(%x: i32 loc("inner.c":1:1)) -> i32 {
  %c = arith.constant 7 : i32 loc("inner.c":2:3)
  %r = arith.addi %x, %c : i32 loc(fused["inner.c":3:5, "gen"])
  return %r : i32 loc("inner.c":4:1)
}

func.func private @middle(%x: i32) -> i32 {
  %r = call @inner(%x) : (i32) -> i32 loc("middle.c":10:2)
  %s = arith.muli %r, %r : i32 loc(callsite("deep.c":1:1 at "deeper.c":2:2))
  return %s : i32 loc("middle.c":11:2)
}

func.func private @branchy(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a(%x : i32), ^b loc("branchy.c":1:1)
^a(%v: i32 loc("arg.c":5:5)):
  %t = scf.if %c -> (i32) {
    scf.yield %v : i32 loc("yield.c":1:1)
  } else {
    %w = arith.addi %v, %v : i32 loc("else.c":1:1)
    scf.yield %w : i32 loc("yield.c":2:2)
  } loc("if.c":1:1)
  return %t : i32 loc("branchy.c":2:2)
^b:
  return %x : i32 loc("branchy.c":3:3)
}

func.func @top(%x: i32, %c: i1) -> (i32, i32, i32) {
  %0 = call @middle(%x) : (i32) -> i32 loc("top.c":20:4)
  %1 = call @branchy(%c, %0) : (i1, i32) -> i32 loc(unknown)
  %2 = call @branchy(%c, %1) : (i1, i32) -> i32 loc("top.c":22:4)
  return %0, %1, %2 : i32, i32, i32 loc("top.c":23:1)
}
