// affine.delinearize_index folded before it is lowered, as MLIR's
// conversion folds an op first: constant basis values become static, one
// result is the linear index, a constant linear index is split.
func.func @f(%x: index, %n: index) -> (index, index, index, index, index, index, index) {
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : index
  %0:2 = affine.delinearize_index %x into (%c8) : index, index
  %1 = affine.delinearize_index %x into (%n) : index
  %2:3 = affine.delinearize_index %c100 into (3, 4, 5) : index, index, index
  %3:2 = affine.delinearize_index %c100 into (7) : index, index
  return %0#0, %0#1, %1, %2#0, %2#1, %2#2, %3#0 : index, index, index, index, index, index, index
}
