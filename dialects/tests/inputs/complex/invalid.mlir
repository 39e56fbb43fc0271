// The verifiers of complex.constant and complex.bitcast.
"test.use"() ({
^bb0(%i: i64):
  // expected-error @+1 {{requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f64, 2.0 : f64, 3.0 : f64] : complex<f64>
}) : () -> ()

// -----

"test.use"() ({
  // expected-error @+1 {{requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", 2.0 : f64] : complex<f64>
}) : () -> ()

// -----

"test.use"() ({
  // expected-error @+1 {{requires attribute's element types ('f16', 'f64') to match the element type of the op's return type ('f64')}}
  %0 = complex.constant [1.0 : f16, 2.0 : f64] : complex<f64>
}) : () -> ()

// -----

"test.use"() ({
^bb0(%i: i64):
  // expected-error @+1 {{casting bitwidths do not match}}
  %0 = complex.bitcast %i : i64 to complex<f64>
}) : () -> ()

// -----

"test.use"() ({
^bb0(%i: index):
  // expected-error @+1 {{operand must be int/float/complex}}
  %0 = complex.bitcast %i : index to complex<f32>
}) : () -> ()

// -----

"test.use"() ({
^bb0(%z: complex<f32>):
  // expected-error @+1 {{result must be int/float/complex}}
  %0 = complex.bitcast %z : complex<f32> to vector<2xf32>
}) : () -> ()

// -----

"test.use"() ({
^bb0(%f: f64):
  // expected-error @+1 {{requires that either input or output has a complex type}}
  %0 = complex.bitcast %f : f64 to i64
}) : () -> ()

// -----

"test.use"() ({
^bb0(%z: complex<f32>):
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%z) : (complex<f32>) -> f64
}) : () -> ()

// -----

"test.use"() ({
^bb0(%a: f32, %b: f32):
  // expected-error @+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %b) : (f32, f32) -> complex<f64>
}) : () -> ()
