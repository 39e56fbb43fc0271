// A buffer defined outside a parallel scf.forall and written inside it is
// copied in each iteration; not in a loop that runs once, nor in scf.for.
func.func @private(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<8xf32> {
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @single(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> tensor<8xf32> {
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @for_loop(%t: tensor<4xf32>, %f: f32, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> tensor<4xf32> {
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    %e = tensor.extract %w[%c0] : tensor<4xf32>
    %y = tensor.insert %e into %x[%i] : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
