// An index loop-carried value: mlir-opt 22 assigns the init as it is to
// the size_t variable, which the verifier refuses after the pass.
func.func @index_loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %c1 = arith.constant 1 : index
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return %r : index
}
