// A type of another kind where an op's format reads its constraint's
// class: MLIR's parser rejects it before the verifier runs.
func.func @clone_of_tensor(%a: tensor<4xf32>) {
  %0 = bufferization.clone %a : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @to_tensor_of_memref(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @to_buffer_of_memref(%m: memref<4xf32>) {
  %0 = bufferization.to_buffer %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @shape_cast_of_tensor(%a: tensor<4xf32>) {
  %0 = vector.shape_cast %a : tensor<4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @shape_cast_of_memref(%a: memref<4xf32>) {
  %0 = vector.shape_cast %a : memref<4xf32> to vector<2x2xf32>
  return
}
