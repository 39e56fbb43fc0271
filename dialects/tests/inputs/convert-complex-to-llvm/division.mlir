// complex.div by each algorithm of complex-range, with flags that do not
// let the special cases go.
func.func @div(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %q = complex.div %a, %b : complex<f32>
  return %q : complex<f32>
}

func.func @div_flags(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %q = complex.div %a, %b fastmath<nnan, ninf> : complex<f64>
  %r = complex.div %q, %a fastmath<nsz, arcp> : complex<f64>
  return %r : complex<f64>
}
