// The element type comes after a colon.
"test.op"() {a = #complex.number<f64 1.0, 0.0>} : () -> ()
