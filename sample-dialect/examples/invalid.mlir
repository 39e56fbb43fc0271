// Verifier messages of the Toy dialect; run with --verify-diagnostics
// --split-input-file.

"toy.func"() <{function_type = () -> tensor<2xf64>, sym_name = "f"}> ({
  %0 = "toy.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf64>}> : () -> tensor<3xf64>
  // expected-error @+1 {{type of return operand ('tensor<3xf64>') doesn't match function result type ('tensor<2xf64>')}}
  "toy.return"(%0) : (tensor<3xf64>) -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 0: 3 != 2}}
%0 = "toy.constant"() <{value = dense<[1.0, 2.0, 3.0]> : tensor<3xf64>}> : () -> tensor<2xf64>

// -----

"toy.func"() <{function_type = (tensor<2xf64>, tensor<2xf32>) -> (), sym_name = "g"}> ({
^bb0(%a: tensor<2xf64>, %b: tensor<2xf32>):
  // expected-error @+1 {{'toy.add' op operand #1 must be tensor of 64-bit float values, but got 'tensor<2xf32>'}}
  %0 = "toy.add"(%a, %b) : (tensor<2xf64>, tensor<2xf32>) -> tensor<2xf64>
  "toy.return"() : () -> ()
}) : () -> ()

// -----

%0 = "toy.constant"() <{value = dense<1.0> : tensor<f64>}> : () -> tensor<f64>
// expected-error @+1 {{'toy.return' op expects parent op 'toy.func'}}
"toy.return"(%0) : (tensor<f64>) -> ()

// -----

"toy.func"() <{function_type = (!toy.struct<tensor<*xf64>, tensor<*xf64>>) -> (), sym_name = "h"}> ({
^bb0(%s: !toy.struct<tensor<*xf64>, tensor<*xf64>>):
  // expected-error @+1 {{'toy.struct_access' op index should be within the range of the input struct type}}
  %1 = "toy.struct_access"(%s) <{index = 2 : i64}> : (!toy.struct<tensor<*xf64>, tensor<*xf64>>) -> tensor<*xf64>
  "toy.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'toy.generic_call' op requires attribute 'callee'}}
%2 = "toy.generic_call"() : () -> tensor<*xf64>

// -----

// expected-error @+1 {{unknown  type `strukt` in dialect `toy`}}
"toy.print"(%0) : (!toy.strukt<tensor<*xf64>>) -> ()
