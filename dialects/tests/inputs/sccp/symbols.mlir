// Symbol visibility across nested modules: a nested function's call
// sites are all known only when its module's uses are all visible.
module @outer {
  module @inner attributes {sym_visibility = "public"} {
    func.func nested @nested(%arg0: i32) -> (i32, i32) {
      %c1 = arith.constant 1 : i32
      return %c1, %arg0 : i32, i32
    }
    func.func @caller() -> (i32, i32) {
      %c1 = arith.constant 1 : i32
      %r:2 = call @nested(%c1) : (i32) -> (i32, i32)
      return %r#0, %r#1 : i32, i32
    }
  }
  module @hidden attributes {sym_visibility = "private"} {
    func.func nested @nested(%arg0: i32) -> i32 {
      return %arg0 : i32
    }
    func.func @caller() -> i32 {
      %c4 = arith.constant 4 : i32
      %r = call @nested(%c4) : (i32) -> i32
      return %r : i32
    }
  }
  func.func private @top(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @uses_top() -> i32 {
    %c6 = arith.constant 6 : i32
    %r = call @top(%c6) : (i32) -> i32
    return %r : i32
  }
}
