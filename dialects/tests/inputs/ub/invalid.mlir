// Invalid ub IR: each chunk is rejected with MLIR's message.
"test.region"() ({
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  "test.after"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'ub.unreachable' op requires zero operands}}
"ub.unreachable"(%0) : (i32) -> ()
%0 = "test.value"() : () -> i32

// -----

// expected-error @+1 {{'ub.poison' op requires one result}}
"ub.poison"() : () -> ()

// -----

// expected-error @+1 {{unknown attribute `nope` in dialect `ub`}}
%0 = ub.poison <#ub.nope> : i32
