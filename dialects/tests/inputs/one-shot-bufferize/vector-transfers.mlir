// vector.transfer_read reads the tensor's buffer; vector.transfer_write
// writes its destination's buffer in place, and reads it unless it
// overwrites all of it.
func.func @read(%t: tensor<?xf32>, %i: index, %pad: f32) -> vector<4xf32> {
  %v = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @write_then_read(%t: tensor<?xf32>, %v: vector<4xf32>, %i: index, %pad: f32)
    -> (tensor<?xf32>, vector<4xf32>) {
  %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  %r = vector.transfer_read %t[%i], %pad : tensor<?xf32>, vector<4xf32>
  return %w, %r : tensor<?xf32>, vector<4xf32>
}
func.func @overwrite(%t: tensor<4xf32>, %v: vector<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %w, %e : tensor<4xf32>, f32
}
func.func @partial(%t: tensor<8xf32>, %v: vector<4xf32>, %m: vector<4xi1>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<8xf32>
  %w2 = vector.transfer_write %v, %w[%c0], %m : vector<4xf32>, tensor<8xf32>
  return %w, %w2 : tensor<8xf32>, tensor<8xf32>
}
func.func @permuted(%t: tensor<4x8xf32>, %v: vector<8x4xf32>, %i: index) -> tensor<4x8xf32> {
  %w = vector.transfer_write %v, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}
func.func @in_loop(%t: tensor<?xf32>, %v: vector<4xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %w = vector.transfer_write %v, %a[%i] : vector<4xf32>, tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
