// No arith op: func loads cf, and cf loads arith, whose lowering turns
// `index` into `!emitc.size_t` (MLIR's inliner extension of func).
func.func @id(%a: index, %b: i32) -> index {
  return %a : index
}

func.func @caller(%a: index) {
  %c = "foo.make"() : () -> i32
  %r = func.call @id(%a, %c) : (index, i32) -> index
  return
}
