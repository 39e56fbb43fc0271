// scf.for iter_args and scf.if branches carry buffers.
func.func @loop(%t: tensor<?xf32>, %f: f32, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %w = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
func.func @cond(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.if %c -> (tensor<4xf32>) {
    %w = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @loop_reads_init(%t: tensor<4xf32>, %f: f32, %n: index) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %e = tensor.extract %t[%c1] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @if_both_fresh(%c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    %a = tensor.from_elements %f, %f : tensor<2xf32>
    scf.yield %a : tensor<2xf32>
  } else {
    %cz = arith.constant 0 : index
    %b = tensor.empty() : tensor<2xf32>
    %w = tensor.insert %f into %b[%cz] : tensor<2xf32>
    scf.yield %w : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
