// Poison: ub.poison is a constant, and folds through arith keep it.
func.func @poison(%cond: i1) -> (i32, i32) {
  %p = ub.poison : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %p, %c1 : i32
  cf.cond_br %cond, ^bb1(%p : i32), ^bb1(%p : i32)
^bb1(%x: i32):
  return %a, %x : i32, i32
}
