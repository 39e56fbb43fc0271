// `puts` declared with another type: the assert's message cannot be
// printed, and the assert stays (cf is illegal: the pass fails).
llvm.func @puts(i32)
func.func @check(%c: i1) {
  cf.assert %c, "boom"
  return
}
