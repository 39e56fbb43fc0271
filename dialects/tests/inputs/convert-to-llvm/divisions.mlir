// convert-to-llvm expands arith's rounding divisions as
// convert-arith-to-llvm does, next to index's own.
func.func @divisions(%a: i16, %b: i16, %i: index, %j: index) -> (i16, i16, index, index) {
  %0 = arith.ceildivsi %a, %b : i16
  %1 = arith.floordivsi %a, %b : i16
  %2 = arith.ceildivui %i, %j : index
  %3 = index.ceildivs %i, %j
  return %0, %1, %2, %3 : i16, i16, index, index
}
