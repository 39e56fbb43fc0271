// affine.apply folded before it is lowered, as MLIR's conversion folds an
// op first: a dimension or symbol is its operand, constant operands
// evaluate (floor and ceiling divisions and modulo of negative values).
func.func @f(%x: index, %s: index) -> (index, index, index, index, index, index, index) {
  %c5 = arith.constant 5 : index
  %cm7 = arith.constant -7 : index
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%c5)
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 * 3)>(%cm7)[%c5]
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%cm7)
  %3 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%cm7)
  %4 = affine.apply affine_map<(d0) -> (d0 + 3)>(%c5)
  %5 = affine.apply affine_map<(d0) -> (d0)>(%x)
  %6 = affine.apply affine_map<()[s0] -> (s0)>()[%x]
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
