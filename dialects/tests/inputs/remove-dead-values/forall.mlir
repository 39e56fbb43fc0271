// scf.forall forwards its shared outputs to the body's arguments for
// them, not to its results: an output whose argument nothing uses becomes
// ub.poison, live result or not.
func.func @shared_outputs(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    "test.use"(%i, %p) : (index, tensor<8xf32>) -> ()
  }
  return %r#0 : tensor<8xf32>
}
