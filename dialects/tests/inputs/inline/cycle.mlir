// A cycle of three whose private member is inlined into its one caller:
// MLIR's component iterator, a step ahead, meets that member again after
// the function declared between, and its pipeline runs on the declaration
// left (seen in the IR dumps).
func.func @a(%x: i32) -> i32 {
  %r = call @b(%x) : (i32) -> i32
  return %r : i32
}
func.func @b(%x: i32) -> i32 {
  %r = call @c(%x) : (i32) -> i32
  return %r : i32
}
func.func @e(%x: i32) -> i32 {
  return %x : i32
}
func.func private @c(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one : i32
  %r = call @a(%y) : (i32) -> i32
  return %r : i32
}
