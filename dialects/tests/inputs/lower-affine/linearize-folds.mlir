// affine.linearize_index folded before it is lowered: constant basis values
// become static, no index is zero, one index itself, constant indices a
// constant.
func.func @f(%a: index, %b: index, %n: index) -> (index, index, index, index, index, index) {
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %0 = affine.linearize_index [%a, %b] by (%c8) : index
  %1 = affine.linearize_index disjoint [%a, %b, %a] by (%n, %c8, 5) : index
  %2 = affine.linearize_index [%c3, %c2] by (4, 8) : index
  %3 = affine.linearize_index [%c3, %c2, %c3] by (8, 5) : index
  %4 = affine.linearize_index [%b] by (7) : index
  %5 = affine.linearize_index [] by () : index
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
