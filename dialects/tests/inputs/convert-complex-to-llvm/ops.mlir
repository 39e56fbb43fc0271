// Every complex op convert-complex-to-llvm lowers, on f32 and f64, with
// and without fast-math flags; results used by unconverted ops and
// returned.
func.func @parts(%x: f32, %y: f32) -> (complex<f32>, f32, f32) {
  %c = complex.create %x, %y : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  return %c, %re, %im : complex<f32>, f32, f32
}

func.func @arithmetic(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, f64) {
  %sum = complex.add %a, %b : complex<f64>
  %diff = complex.sub %sum, %a fastmath<nnan> : complex<f64>
  %prod = complex.mul %diff, %b fastmath<fast> : complex<f64>
  %quot = complex.div %prod, %a fastmath<contract> : complex<f64>
  %abs = complex.abs %quot fastmath<nsz, arcp> : complex<f64>
  %k = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %r = complex.mul %quot, %k : complex<f64>
  return %r, %abs : complex<f64>, f64
}

func.func @half(%a: complex<f16>, %x: f16) -> f16 {
  %b = complex.create %x, %x : complex<f16>
  %s = complex.add %a, %b : complex<f16>
  %n = complex.abs %s : complex<f16>
  "test.use"(%s) : (complex<f16>) -> ()
  return %n : f16
}
