// Return-like exits: several returns combined into one; returns that
// differ in an attribute are two kinds, and a switch between them stays.
func.func private @use(i32)

func.func @early_returns(%a: i32, %c1: i1, %c2: i1) -> i32 {
  cf.cond_br %c1, ^r1, ^next
^r1:
  return %a : i32
^next:
  %b = arith.addi %a, %a : i32
  cf.cond_br %c2, ^r2, ^r3
^r2:
  return %b : i32
^r3:
  func.call @use(%b) : (i32) -> ()
  return %a : i32
}

func.func @two_kinds(%a: i32, %c: i1, %d: i1) -> i32 {
  cf.cond_br %c, ^x, ^y
^x:
  cf.cond_br %d, ^rx, ^y
^rx:
  return {kind = "first"} %a : i32
^y:
  %b = arith.muli %a, %a : i32
  return %b : i32
}

func.func @return_in_loop(%a: i32) -> i32 {
  cf.br ^loop(%a : i32)
^loop(%x: i32):
  %c = arith.cmpi slt, %x, %a : i32
  cf.cond_br %c, ^early, ^cont
^early:
  return %x : i32
^cont:
  %y = arith.addi %x, %x : i32
  %d = arith.cmpi sgt, %y, %a : i32
  cf.cond_br %d, ^loop(%y : i32), ^late
^late:
  return %y : i32
}
