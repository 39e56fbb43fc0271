// Invalid ub IR: each chunk is rejected with MLIR's message.
"test.region"() ({
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  "test.after"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
%0 = "ub.poison"() <{value = 1 : i32}> : () -> i32

// -----

// expected-error @+1 {{'ub.unreachable' op requires zero operands}}
"ub.unreachable"(%0) : (i32) -> ()
%0 = "test.value"() : () -> i32
