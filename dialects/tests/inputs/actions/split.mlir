func.func @one() {
  return
}

// -----

func.func @two(%v: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %v, %c0 : index
  return %0 : index
}
