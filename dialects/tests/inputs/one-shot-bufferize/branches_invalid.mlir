// Block arguments whose buffer type cannot be decided.

func.func @spaces_disagree() -> tensor<2xf32> {
  %a = bufferization.alloc_tensor() {memory_space = 0 : i64} : tensor<2xf32>
  cf.br ^join(%a : tensor<2xf32>)
^join(%j : tensor<2xf32>):
  return %j : tensor<2xf32>
^unreached:
  %b = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<2xf32>
  cf.br ^join(%b : tensor<2xf32>)
}

// -----

func.func @only_itself() {
  return
^spin(%t : tensor<2xf32>):
  cf.br ^spin(%t : tensor<2xf32>)
}

// -----

func.func @unsigned_zero_space() -> tensor<2xf32> {
  %a = bufferization.alloc_tensor() {memory_space = 0 : ui32} : tensor<2xf32>
  return %a : tensor<2xf32>
}

// -----

// As MLIR's getCallerOpOperands, the first successor naming the block
// answers for both edges, so the second one keeps its tensor.
func.func @same_block_twice(%flag: i1, %x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  cf.cond_br %flag, ^b(%x : tensor<3xf32>), ^b(%y : tensor<3xf32>)
^b(%a : tensor<3xf32>):
  return %a : tensor<3xf32>
}
