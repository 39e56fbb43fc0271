// scf.forall canonicalization: constant bounds made static, unwritten shared outputs
// forwarded, single- and zero-iteration dimensions folded.
func.func @f(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (%n, 4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    "test.use"(%i, %j, %o) : (index, index, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
    }
  } {mapping = []}
  %s = scf.forall (%i) = (0) to (%n) step (1) shared_outs(%o = %r) -> (tensor<8xf32>) {
    "test.use"(%i) : (index) -> ()
  }
  return %s : tensor<8xf32>
}

func.func @g(%n: index) {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) in (%n, %c4) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) in (%c1, %n) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%c4) to (%c4) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @h(%n: index) {
  scf.forall (%i, %j) in (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (3) to (4) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) in (0) {
    "test.never"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) in (1, %n) {
    "test.partial"(%i, %j) : (index, index) -> ()
  }
  return
}
