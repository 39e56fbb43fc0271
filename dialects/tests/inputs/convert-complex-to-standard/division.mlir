// complex.div, by the complex-range the case chooses.
func.func @div(%a: complex<f32>, %b: complex<f32>, %c: complex<f64>) -> (complex<f32>, complex<f64>) {
  %0 = complex.div %a, %b : complex<f32>
  %1 = complex.div %c, %c fastmath<nnan,contract> : complex<f64>
  return %0, %1 : complex<f32>, complex<f64>
}
