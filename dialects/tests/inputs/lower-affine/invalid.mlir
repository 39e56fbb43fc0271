// A division by a constant that is not positive: MLIR reports it and
// leaves the op; the others are lowered.
func.func @negative_divisor(%a: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%a)
  %1 = affine.apply affine_map<(d0) -> (d0 mod 3)>(%a)
  return %0, %1 : index, index
}
