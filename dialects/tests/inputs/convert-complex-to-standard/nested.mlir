// Complex ops in nested regions and blocks, with their locations.
func.func @nested(%a: complex<f32>, %p: i1) -> complex<f32> {
  cf.cond_br %p, ^bb1, ^bb2(%a : complex<f32>)
^bb1:
  %0 = complex.log %a : complex<f32> loc("log")
  %1 = "test.region"() ({
    %2 = complex.mul %0, %a : complex<f32> loc("mul")
    "test.yield"(%2) : (complex<f32>) -> ()
  }) : () -> complex<f32>
  cf.br ^bb2(%1 : complex<f32>)
^bb2(%r: complex<f32>):
  return %r : complex<f32>
}
