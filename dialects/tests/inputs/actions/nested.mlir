module @outer {
  module @inner {
    func.func @h(%b: i1) -> i1 {
      %0 = arith.xori %b, %b : i1
      return %0 : i1
    }
  }
  func.func @k() {
    return
  }
}
