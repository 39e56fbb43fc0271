// The conversion visits a region's blocks from its entry along branches:
// an scf op in a block no branch reaches stays, as mlir-opt leaves it.
func.func @skip(%c: i1, %n: index) -> index {
  cf.br ^bb2
^bb1:
  %r = scf.if %c -> index {
    scf.yield %n : index
  } else {
    scf.yield %n : index
  }
  cf.br ^bb3(%r : index)
^bb2:
  %s = scf.if %c -> index {
    scf.yield %n : index
  } else {
    %m = "test.other"() : () -> index
    scf.yield %m : index
  }
  cf.br ^bb3(%s : index)
^bb3(%v: index):
  return %v : index
}
