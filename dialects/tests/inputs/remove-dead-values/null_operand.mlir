// A block reached from a block that never runs takes its dead argument
// from there: the argument goes, and the return using it is left with a
// null operand, which the verifier finds first after mlir-opt's pass as
// after ours (before the live branch left with one operand too many).
// Not a recorded case: the note shows the null value as mlir-opt prints
// it; tests/remove_dead_values.rs compares the error.
func.func @dropped(%c: i1, %n: index) -> index {
  cf.br ^bb2
^bb1:
  %r = arith.addi %n, %n : index
  cf.br ^bb3(%r : index)
^bb3(%v: index):
  return %v : index
^bb2:
  %s = arith.muli %n, %n : index
  cf.br ^bb3(%s : index)
}
