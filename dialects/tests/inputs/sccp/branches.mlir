// Constants through cf branches: a taken edge only, conflicting values,
// a branch on an unknown condition, and the block arguments replaced.
func.func @one_edge(%arg0: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  cf.cond_br %true, ^bb1, ^bb2(%arg0 : i32)
^bb1:
  cf.br ^bb2(%c1 : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func @same_on_both_edges(%cond: i1) -> i32 {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %s = arith.addi %c3, %c4 : i32
  cf.cond_br %cond, ^bb1(%c7 : i32), ^bb1(%s : i32)
^bb1(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
}

func.func @conflict(%cond: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %cond, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}

func.func @false_edge(%arg0: i64) -> i64 {
  %false = arith.constant false
  %c5 = arith.constant 5 : i64
  cf.cond_br %false, ^bb1(%arg0 : i64), ^bb2(%c5 : i64)
^bb1(%a: i64):
  %d = arith.addi %a, %a : i64
  return %d : i64
^bb2(%b: i64):
  %e = arith.addi %b, %b : i64
  return %e : i64
}

func.func @computed_condition() -> i32 {
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  %lt = arith.cmpi slt, %c10, %c20 : i32
  cf.cond_br %lt, ^bb1, ^bb2
^bb1:
  %r = arith.subi %c20, %c10 : i32
  return %r : i32
^bb2:
  return %c20 : i32
}
