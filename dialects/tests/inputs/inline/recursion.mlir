// Recursion: a function calling itself, a cycle of three through a
// private helper, and a chain that ends in the cycle.
func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %small -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @ping(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %y = arith.addi %x, %c3 : i32
  %r = call @pong(%y) : (i32) -> i32
  return %r : i32
}

func.func private @pong(%x: i32) -> i32 {
  %r = call @pang(%x) : (i32) -> i32
  return %r : i32
}

func.func @pang(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %x, %c0 : i32
  %r = scf.if %z -> (i32) {
    scf.yield %x : i32
  } else {
    %q = func.call @ping(%x) : (i32) -> i32
    scf.yield %q : i32
  }
  return %r : i32
}

func.func @outside(%x: i32) -> (i32, i64) {
  %r = call @ping(%x) : (i32) -> i32
  %e = arith.extsi %r : i32 to i64
  %f = call @fact(%e) : (i64) -> i64
  return %r, %f : i32, i64
}
