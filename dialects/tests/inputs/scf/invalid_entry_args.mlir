// Region entry arguments named by the custom form must be new names: one
// already defined, or already used ahead of its definition, is rejected.
func.func @forward_referenced(%init: i32) -> i32 {
  // expected-error @+2 {{region entry argument '%v' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  %0 = scf.while (%v = %v) : (i32) -> i32 {
    %c = "test.condition"() : () -> i1
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%w: i32):
    %v = "test.val"() : () -> i32
    scf.yield %v : i32
  }
  return %0 : i32
}

// -----

func.func @defined(%init: i32) -> i32 {
  // expected-note @+1 {{previously referenced here}}
  %v = "test.val"() : () -> i32
  // expected-error @+1 {{region entry argument '%v' is already in use}}
  %0 = scf.while (%v = %init) : (i32) -> i32 {
    %c = "test.condition"() : () -> i1
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%w: i32):
    scf.yield %w : i32
  }
  return %0 : i32
}

// -----

// scf.for resolves its bounds after its body, as MLIR 22 does: a bound
// named like the induction variable is then a use of an undefined value.
func.func @bound_named_like_iv(%lb: index, %ub: index) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  scf.for %i = %lb to %ub step %i {
  }
  return
}
