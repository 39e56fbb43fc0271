// index's minima and maxima to llvm's integer intrinsics.
func.func @minmax(%a: index, %b: index) -> index {
  %0 = index.maxs %a, %b
  %1 = index.maxu %0, %b
  %2 = index.mins %1, %a
  %3 = index.minu %2, %a
  return %3 : index
}
