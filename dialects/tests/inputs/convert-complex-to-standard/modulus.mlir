// complex.abs and complex.sign: the flags without nnan and ninf where the
// modulus needs NaNs and infinities.
func.func @abs(%a: complex<f32>, %b: complex<f64>) -> (f32, f64, f32) {
  %0 = complex.abs %a : complex<f32>
  %1 = complex.abs %b fastmath<nnan,ninf,contract> : complex<f64>
  %2 = complex.abs %a fastmath<fast> : complex<f32>
  return %0, %1, %2 : f32, f64, f32
}

func.func @sign(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, complex<f64>) {
  %0 = complex.sign %a : complex<f32>
  %1 = complex.sign %b fastmath<nnan,arcp> : complex<f64>
  return %0, %1 : complex<f32>, complex<f64>
}
