// Block arguments, results of one and of several values, a value used
// twice by one op, a successor's block argument, and names ops suggest.
func.func @values(%a: i32, %m: memref<4xf32>) -> (i32, i32) {
  %c = arith.addi %a, %a : i32
  %one = arith.constant 1 : i32
  %d:2 = "test.two"(%c, %c, %one) : (i32, i32, i32) -> (i32, i32)
  cf.br ^bb1(%d#0 : i32)
^bb1(%x: i32):
  return %x, %d#1 : i32, i32
}
