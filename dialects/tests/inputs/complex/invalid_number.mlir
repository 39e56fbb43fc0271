// A part written as an integer is rejected.
"test.op"() {a = #complex.number<:f64 1, 0.0>} : () -> ()
