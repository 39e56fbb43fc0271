// The annotations met; one diagnostic none expects.
module {
  func.func private @f()
  // expected-note@-1 {{see existing symbol definition here}}
  func.func private @f()
}

// -----

func.func @h() {
  %c = arith.constant 0 : i32
  // expected-error@below {{'func.return' op has 1 operands, but enclosing function (@h) returns 0}}
  return %c : i32
}
