// complex with arith and func: filter-dialects=complex lowers complex
// only.
func.func @mixed(%a: complex<f32>, %x: f32) -> f32 {
  %b = complex.create %x, %x : complex<f32>
  %s = complex.mul %a, %b : complex<f32>
  %re = complex.re %s : complex<f32>
  %t = arith.addf %re, %x : f32
  return %t : f32
}
