// One pass instance on two functions: node numbers go on, and the edges
// of the first function's graph are written again in the second's.
func.func @a(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @b(%x: i32) -> i32 {
  return %x : i32
}
