// Replacements in one block, then a failure in the next, whose argument
// and operands come from replaced values; and a call between them, which
// a conversion of functions and arithmetic together leaves to a verifier.
func.func @f(%a: index, %t: tensor<2xi32>) -> index {
  %0 = arith.addi %a, %a : index
  %1 = func.call @g(%0) : (index) -> index
  cf.br ^bb1(%1 : index)
^bb1(%x: index):
  %2 = arith.muli %x, %0 : index
  %3 = arith.addi %t, %t : tensor<2xi32>
  %4 = arith.muli %2, %a : index
  return %4 : index
}
func.func private @g(index) -> index
