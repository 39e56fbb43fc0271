// The #complex.number attribute: parts rounded to the element type and
// printed as its floats.
"test.op"() {
  a = #complex.number<:f64 1.0, 0.0>,
  b = #complex.number<:f16 0.1, -2.5>,
  c = #complex.number<:f32 1.0e10, 3.0>,
  d = #complex.number<:bf16 0.1, 0.2> : complex<bf16>,
  e = #complex.number<:f64 0x7FF0000000000000, -0.0>,
  f = [#complex.number<:f32 -1.5, 2.25>]
} : () -> ()
