// The complex dialect's folds and patterns: parts of constants and of
// complex.create, inverses, identities, bitcasts, negated parts.
func.func @parts(%z: complex<f64>, %x: f64) -> (f64, f64, complex<f64>, f32, f64, f64) {
  %c = complex.constant [2.5 : f32, -0.0 : f32] : complex<f32>
  %re = complex.re %z : complex<f64>
  %im = complex.im %z : complex<f64>
  %same = complex.create %re, %im : complex<f64>
  %made = complex.create %x, %x : complex<f64>
  %0 = complex.re %made : complex<f64>
  %1 = complex.im %made : complex<f64>
  %2 = complex.re %c : complex<f32>
  %neg = complex.neg %made : complex<f64>
  %3 = complex.re %neg : complex<f64>
  %4 = complex.im %neg fastmath<nnan> : complex<f64>
  return %0, %1, %same, %2, %3, %4 : f64, f64, complex<f64>, f32, f64, f64
}

func.func @inverses(%z: complex<f32>, %w: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %n = complex.neg %z : complex<f32>
  %0 = complex.neg %n : complex<f32>
  %c = complex.conj %z : complex<f32>
  %1 = complex.conj %c : complex<f32>
  %e = complex.exp %z : complex<f32>
  %2 = complex.log %e : complex<f32>
  %l = complex.log %w : complex<f32>
  %3 = complex.exp %l : complex<f32>
  %s = complex.sub %z, %w : complex<f32>
  %4 = complex.add %s, %w : complex<f32>
  %a = complex.add %z, %w : complex<f32>
  %5 = complex.sub %a, %w : complex<f32>
  return %0, %1, %2, %3, %4, %5 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @identities(%z: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %zero = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %two = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %0 = complex.add %z, %zero : complex<f32>
  %1 = complex.sub %z, %zero : complex<f32>
  %2 = complex.mul %z, %one : complex<f32>
  %3 = complex.div %z, %one : complex<f32>
  %4 = complex.mul %z, %two : complex<f32>
  %5 = complex.add %zero, %z : complex<f32>
  return %0, %1, %2, %3, %4, %5 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @bitcasts(%i: i64, %z: complex<f32>, %f: f64) -> (complex<f32>, i64, f64, complex<f32>, complex<f32>) {
  %0 = complex.bitcast %z : complex<f32> to complex<f32>
  %a = complex.bitcast %i : i64 to complex<f32>
  %1 = complex.bitcast %a : complex<f32> to i64
  %b = complex.bitcast %i : i64 to complex<f32>
  %2 = arith.bitcast %i : i64 to f64
  %3 = complex.bitcast %2 : f64 to complex<f32>
  %c = complex.bitcast %z : complex<f32> to i64
  %4 = arith.bitcast %c : i64 to f64
  %d = complex.bitcast %f : f64 to complex<f32>
  %5 = complex.bitcast %d : complex<f32> to complex<f32>
  return %b, %1, %4, %3, %5 : complex<f32>, i64, f64, complex<f32>, complex<f32>
}
