// A loop's init refers forward to a value that only its body defines: the
// definition takes the forward reference, and the loop is left with an
// unlinked operand (MLIR's verifier: "operation's operand is unlinked").
func.func @init_defined_in_body(%n: index) -> index {
  %r = scf.while (%i = %c1) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %c1 = arith.constant 1 : index
    scf.yield %c1 : index
  }
  return %r : index
}
