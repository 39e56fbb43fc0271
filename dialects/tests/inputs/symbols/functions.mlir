module {
  func.func private @dead_private()
  func.func private @live_private()
  func.func nested @nested_fn() {
    return
  }
  func.func @public_fn() {
    "u.use"() {uses = [@live_private]} : () -> ()
    call @callee() : () -> ()
    return
  }
  func.func private @callee() {
    call @callee2() : () -> ()
    return
  }
  func.func private @callee2() {
    return
  }
  func.func private @cycle_a() {
    call @cycle_b() : () -> ()
    return
  }
  func.func private @cycle_b() {
    call @cycle_a() : () -> ()
    return
  }
  module @m {
    func.func private @inner_dead()
    func.func nested @inner_nested() {
      return
    }
  }
}
