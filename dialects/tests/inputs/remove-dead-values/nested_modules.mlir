// Calls into a nested module by a nested reference, and functions of a
// nested module called from its own.
module {
  module @inner {
    func.func private @helper(%a: i32, %b: i32) -> (i32, i32) {
      return %a, %b : i32, i32
    }
    func.func @entry(%a: i32) -> i32 {
      %r:2 = func.call @helper(%a, %a) : (i32, i32) -> (i32, i32)
      return %r#1 : i32
    }
    func.func nested @exported(%a: i32, %b: i32) -> i32 {
      return %a : i32
    }
  }
  func.func @outer(%a: i32) -> i32 {
    %r = func.call @inner::@exported(%a, %a) : (i32, i32) -> i32
    return %r : i32
  }
}
