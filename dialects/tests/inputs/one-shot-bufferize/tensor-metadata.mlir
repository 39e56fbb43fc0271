// tensor.dim and tensor.rank read a tensor's sizes, not its contents:
// a write before them needs no copy.

func.func @dim_after_write(%t: tensor<?x4xf32>, %v: f32, %i: index) -> (tensor<?x4xf32>, index) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%i, %c0] : tensor<?x4xf32>
  %d = tensor.dim %t, %c0 : tensor<?x4xf32>
  return %w, %d : tensor<?x4xf32>, index
}

func.func @rank_after_write(%t: tensor<*xf32>, %u: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, index) {
  %c1 = arith.constant 1 : index
  %w = tensor.insert %v into %u[%c1] : tensor<8xf32>
  %r = tensor.rank %u : tensor<8xf32>
  return %w, %r : tensor<8xf32>, index
}
