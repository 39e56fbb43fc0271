// A loop yielding a tensor defined outside of it.
func.func @loop_yields_outer(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
