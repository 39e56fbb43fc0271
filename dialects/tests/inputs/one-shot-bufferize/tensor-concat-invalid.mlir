// tensor.concat where bufferization stops: no memory space to infer, a
// memory space from the encoding, and a loop yielding a new buffer.

func.func @no_space(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<6x3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return %0 : tensor<6x3xf32>
}

// -----

func.func @encoded_space(%a: tensor<2xf32, 1 : i64>, %b: tensor<?xf32, 1 : i64>) -> tensor<?xf32, 1 : i64> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2xf32, 1 : i64>, tensor<?xf32, 1 : i64>) -> tensor<?xf32, 1 : i64>
  return %0 : tensor<?xf32, 1 : i64>
}

// -----

func.func @grows_in_loop(%a: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<?xf32> {
    %head = tensor.extract_slice %t[0] [%i] [1] : tensor<?xf32> to tensor<?xf32>
    %x = tensor.concat dim(0) %t, %head : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
