// An indirect call of a function constant becomes a direct call; the
// constant, then unused, goes.
func.func private @f(i32) -> i32
func.func private @g()
func.func @indirect(%x: i32) -> i32 {
  %f = func.constant @f : (i32) -> i32
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  %g = func.constant @g : () -> ()
  func.call_indirect %g() : () -> ()
  %unused = func.constant @f : (i32) -> i32
  return %0 : i32
}
func.func @through_block_arg(%f: (i32) -> i32, %x: i32) -> i32 {
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  return %0 : i32
}
