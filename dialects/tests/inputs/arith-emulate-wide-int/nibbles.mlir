// i8 on 4-bit halves.
func.func @bytes(%x: i8, %y: i8) -> i8 {
  %c = arith.constant 100 : i8
  %0 = arith.muli %x, %c : i8
  %1 = arith.shli %0, %y : i8
  return %1 : i8
}
