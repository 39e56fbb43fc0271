// A body of several blocks moves as it is, arguments and branches too;
// ops of other dialects stay.
func.func @select(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%v: i32):
  %s = arith.addi %v, %v : i32
  return %s : i32
}
func.func @unregistered(%x: i32) {
  "test.op"(%x) ({
    "test.inner"() : () -> ()
  }) : (i32) -> ()
  return
}
