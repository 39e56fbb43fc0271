// The ops of a block verify before its terminator is checked, and both
// before dominance: the addi's error comes first, though the block has no
// terminator and uses a value before its definition.
func.func @f(%a: f32) {
  %u = arith.addf %later, %a : f32
  %0 = arith.addi %a, %a : f32
  %later = arith.addf %a, %a : f32
}
