// Square roots and reciprocal square roots.
func.func @sqrt(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, complex<f64>) {
  %0 = complex.sqrt %a : complex<f32>
  %1 = complex.sqrt %b fastmath<fast> : complex<f64>
  return %0, %1 : complex<f32>, complex<f64>
}

func.func @rsqrt(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, complex<f64>) {
  %0 = complex.rsqrt %a fastmath<nnan> : complex<f32>
  %1 = complex.rsqrt %b fastmath<nnan,ninf> : complex<f64>
  return %0, %1 : complex<f32>, complex<f64>
}
