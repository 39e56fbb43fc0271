// Trigonometric and hyperbolic functions; tan and tanh skip their special
// cases when the flags rule out NaNs and infinities.
func.func @cos_sin(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, complex<f64>) {
  %0 = complex.cos %a : complex<f32>
  %1 = complex.sin %b fastmath<reassoc> : complex<f64>
  return %0, %1 : complex<f32>, complex<f64>
}

func.func @tan(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, complex<f64>, complex<f32>) {
  %0 = complex.tan %a : complex<f32>
  %1 = complex.tanh %b fastmath<nnan,ninf> : complex<f64>
  %2 = complex.tanh %a fastmath<nnan> : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f64>, complex<f32>
}

func.func @atan2(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.atan2 %a, %b fastmath<contract> : complex<f64>
  return %0 : complex<f64>
}
