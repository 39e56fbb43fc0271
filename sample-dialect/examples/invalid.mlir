// Verifier messages of the Toy dialect; run with --verify-diagnostics
// --split-input-file.

toy.func @f() -> tensor<2xf64> {
  %0 = toy.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  // expected-error @+1 {{type of return operand ('tensor<3xf64>') doesn't match function result type ('tensor<2xf64>')}}
  toy.return %0 : tensor<3xf64>
}

// -----

// The custom form takes the result type from the attribute: only the
// generic form can disagree with it.
// expected-error @+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 0: 3 != 2}}
%0 = "toy.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf64>}> : () -> tensor<2xf64>

// -----

toy.func @g(%a: tensor<2xf64>, %b: tensor<2xf32>) {
  // expected-error @+1 {{'toy.add' op operand #1 must be tensor of 64-bit float values, but got 'tensor<2xf32>'}}
  %0 = toy.add %a, %b : (tensor<2xf64>, tensor<2xf32>) -> tensor<2xf64>
  toy.return
}

// -----

%0 = toy.constant dense<1.0> : tensor<f64>
// expected-error @+1 {{'toy.return' op expects parent op 'toy.func'}}
toy.return %0 : tensor<f64>

// -----

toy.func @h(%s: !toy.struct<tensor<*xf64>, tensor<*xf64>>) {
  // expected-error @+1 {{'toy.struct_access' op index should be within the range of the input struct type}}
  %1 = toy.struct_access %s[2] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>
  toy.return
}

// -----

// The custom form always names a callee: only the generic form can omit it.
// expected-error @+1 {{'toy.generic_call' op requires attribute 'callee'}}
%2 = "toy.generic_call"() : () -> tensor<*xf64>

// -----

// expected-error @+1 {{unknown  type `strukt` in dialect `toy`}}
toy.print %0 : !toy.strukt<tensor<*xf64>>

// -----

// expected-error @+1 {{expected 2 operands}}
%3 = toy.mul %0 : tensor<*xf64>

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
%4 = toy.constant [1.0] : tensor<1xf64>
