// Functions in nested modules convert too; the module stays.
module @outer {
  func.func @f() {
    return
  }
  module @inner {
    func.func private @g() -> i32
  }
}
