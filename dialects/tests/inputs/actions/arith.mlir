// Patterns that fire (and fail) on addi, folds, and a call to inline.
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %c1 : i32
  %2 = arith.addi %1, %1 : i32
  %3 = arith.addi %1, %1 : i32
  %4 = arith.addi %2, %3 : i32
  %5 = arith.subi %4, %c1 : i32
  %6 = arith.addi %5, %c1 : i32
  return %6 : i32
}
func.func private @g(%x: i32) -> i32 {
  %r = call @f(%x) : (i32) -> i32
  %c = arith.constant 7 : i32
  %t = arith.constant true
  %s = arith.select %t, %r, %c : i32
  return %s : i32
}
