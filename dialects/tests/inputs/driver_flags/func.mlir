func.func @add(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %s = arith.addi %a, %c : i32
  %t = arith.addi %a, %c : i32
  %u = arith.muli %s, %t : i32
  return %u : i32
}
