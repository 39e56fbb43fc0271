// The ops taken part by part, on f32 and f64, with and without flags.
func.func @sums(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b fastmath<nnan,contract> : complex<f32>
  %2 = complex.mul %a, %b fastmath<fast> : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f32>, complex<f32>
}

func.func @signs(%a: complex<f64>) -> (complex<f64>, complex<f64>, f64) {
  %0 = complex.neg %a : complex<f64>
  %1 = complex.conj %a fastmath<nnan> : complex<f64>
  %2 = complex.angle %a fastmath<afn> : complex<f64>
  return %0, %1, %2 : complex<f64>, complex<f64>, f64
}

func.func @compare(%a: complex<f64>, %b: complex<f64>) -> (i1, i1) {
  %0 = complex.eq %a, %b : complex<f64>
  %1 = complex.neq %a, %b : complex<f64>
  return %0, %1 : i1, i1
}

// Ops with no expansion are kept.
func.func @kept(%x: f32) -> (complex<f32>, f32) {
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %r = complex.re %c : complex<f32>
  %s = complex.add %c, %c : complex<f32>
  %t = arith.addf %r, %x : f32
  return %s, %t : complex<f32>, f32
}
