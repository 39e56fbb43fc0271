// Complex ops that fold with the ops they use, which the conversion has
// expanded already: the fold sees those ops, as MLIR replaces their
// results only when the conversion commits.
func.func @folds(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.tanh %a : complex<f32>
  %1 = complex.exp %0 : complex<f32>
  %2 = complex.log %1 fastmath<nnan> : complex<f32>
  %3 = complex.add %a, %b : complex<f32>
  %4 = complex.sub %3, %b : complex<f32>
  %5 = complex.neg %b : complex<f32>
  %6 = complex.neg %5 : complex<f32>
  return %2, %4, %6 : complex<f32>, complex<f32>, complex<f32>
}
