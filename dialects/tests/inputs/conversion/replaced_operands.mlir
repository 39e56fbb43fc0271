// The failing op uses results already replaced: MLIR's note names the
// replaced ops' results, not their replacements.
func.func @f(%a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %0, %a : index
  %2 = arith.ceildivsi %1, %0 : index
  %3 = arith.subi %2, %1 : index
  return %3 : index
}
