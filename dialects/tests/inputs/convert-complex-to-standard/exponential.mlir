// Exponentials, logarithms and powers.
func.func @exp(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, complex<f64>, complex<f32>, complex<f64>) {
  %0 = complex.exp %a : complex<f32>
  %1 = complex.exp %b fastmath<nnan,contract> : complex<f64>
  %2 = complex.expm1 %a fastmath<afn> : complex<f32>
  %3 = complex.expm1 %b : complex<f64>
  return %0, %1, %2, %3 : complex<f32>, complex<f64>, complex<f32>, complex<f64>
}

func.func @log(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, complex<f64>, complex<f32>) {
  %0 = complex.log %a : complex<f32>
  %1 = complex.log1p %b fastmath<nnan,ninf> : complex<f64>
  %2 = complex.log1p %a : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f64>, complex<f32>
}

func.func @pow(%a: complex<f32>, %b: complex<f32>, %n: i32, %c: complex<f64>, %m: i64) -> (complex<f32>, complex<f32>, complex<f64>) {
  %0 = complex.pow %a, %b : complex<f32>
  %1 = complex.powi %a, %n fastmath<contract> : complex<f32>, i32
  %2 = complex.powi %c, %m : complex<f64>, i64
  return %0, %1, %2 : complex<f32>, complex<f32>, complex<f64>
}
