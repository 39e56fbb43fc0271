// cse on whatever op the input holds (`any`): refused on an op that is
// not isolated from above, and on an unregistered one.

// expected-error@below {{trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'}}
arith.constant 0 : i32

// -----

// expected-error@below {{trying to schedule a pass on an unregistered operation}}
"xyz.op"() : () -> ()

// -----

module {
}
