// A complex op that convert-complex-to-llvm has no lowering of fails the
// pass, complex being illegal.
func.func @exp(%a: complex<f32>) -> complex<f32> {
  %s = complex.add %a, %a : complex<f32>
  %e = complex.exp %s : complex<f32>
  return %e : complex<f32>
}
