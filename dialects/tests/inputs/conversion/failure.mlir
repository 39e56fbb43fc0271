// An scf.forall with outputs has no lowering: the conversion fails and the
// scf.if before it, lowered first, is restored (--mlir-print-ir-after-failure).
func.func @outputs(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.if %c {
    "test.then"() : () -> ()
  }
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
