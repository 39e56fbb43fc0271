// complex.constant's array prints f64 parts without their type, except those
// printed in hex (NaN, infinities), which would read back as integers.
"test.func"() ({
  %a = complex.constant [0x7FF8000000000000 : f64, 1.0 : f64] : complex<f64>
  %b = complex.constant [0x7FF0000000000000 : f64, 0xFFF0000000000000 : f64] : complex<f64>
  %c = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  "test.sink"(%a, %b, %c) : (complex<f64>, complex<f64>, complex<f32>) -> ()
}) : () -> ()
