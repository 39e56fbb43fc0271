// vector.transfer_read and vector.transfer_write on tensors read and write
// no memory and may run speculatively: loop-invariant ones leave the loop.
// On memrefs they stay.
func.func @read_tensor(%t: tensor<16x16xf32>, %n: index, %p: index) -> vector<2x4xf32> {
  %pad = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<2x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> vector<2x4xf32> {
    %v = vector.transfer_read %t[%p, %c1], %pad : tensor<16x16xf32>, vector<2x4xf32>
    %w = vector.transfer_read %t[%i, %c1], %pad : tensor<16x16xf32>, vector<2x4xf32>
    %s = arith.addf %v, %w : vector<2x4xf32>
    %a = arith.addf %acc, %s : vector<2x4xf32>
    scf.yield %a : vector<2x4xf32>
  }
  return %r : vector<2x4xf32>
}

func.func @write_then_read_tensor(%n: index, %step: index) -> vector<4xf32> {
  %pad = arith.constant 1.0 : f32
  %v = arith.constant dense<2.0> : vector<4xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %step iter_args(%acc = %v) -> vector<4xf32> {
    %w = vector.transfer_write %v, %e[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
    %x = vector.transfer_read %w[%c0], %pad : tensor<8xf32>, vector<4xf32>
    %a = arith.mulf %acc, %x : vector<4xf32>
    scf.yield %a : vector<4xf32>
  }
  return %r : vector<4xf32>
}

func.func @memref_stays(%m: memref<8xf32>, %n: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = arith.constant dense<3.0> : vector<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> vector<4xf32> {
    %x = vector.transfer_read %m[%c0], %pad : memref<8xf32>, vector<4xf32>
    vector.transfer_write %v, %m[%c1] : vector<4xf32>, memref<8xf32>
    %a = arith.addf %acc, %x : vector<4xf32>
    scf.yield %a : vector<4xf32>
  }
  return %r : vector<4xf32>
}

func.func @in_affine_loop(%t: tensor<8xf32>) -> f32 {
  %pad = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  %r = affine.for %i = 0 to 10 iter_args(%acc = %pad) -> (f32) {
    %x = vector.transfer_read %t[%c2], %pad : tensor<8xf32>, vector<4xf32>
    %y = vector.extract %x[1] : f32 from vector<4xf32>
    %a = arith.addf %acc, %y : f32
    affine.yield %a : f32
  }
  return %r : f32
}
