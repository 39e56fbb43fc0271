// affine.min and affine.max fold before they are converted: a result
// that the constant operands make constant becomes that constant, the
// others stay as they are written (a constant symbol inside a larger
// expression is not put in).
func.func @partial(%i: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %max = affine.max affine_map<(d0)[s0] -> (d0 * 3, s0 floordiv 8 + d0)>(%i)[%c4]
  %min = affine.min affine_map<(d0)[s0] -> (d0, s0 * 2, s0 mod 3 + d0 - 1)>(%i)[%c4]
  %all = affine.max affine_map<()[s0] -> (s0, 2, s0 ceildiv 3)>()[%c4]
  return %max, %min, %all : index, index, index
}

// A division by zero once the operands are in does not fold.
func.func @by_zero(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.min affine_map<(d0)[s0] -> (d0, 7 floordiv s0)>(%i)[%c0]
  return %r : index
}
