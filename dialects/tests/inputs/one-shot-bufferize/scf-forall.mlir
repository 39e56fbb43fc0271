// scf.forall: shared outputs are written in place by the
// tensor.parallel_insert_slice ops of its terminator; the loop loses its
// outputs and results.
func.func @fill_rows(%t: tensor<8x4xf32>, %f: f32) -> tensor<8x4xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    %row = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
    %c0 = arith.constant 0 : index
    %w = tensor.insert %f into %row[%c0] : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  return %r : tensor<8x4xf32>
}
func.func @reads_outer(%t: tensor<10xf32>, %n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<10xf32> {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<10xf32> to tensor<2xf32>
    %e = tensor.extract %t[%i] : tensor<10xf32>
    %w = tensor.insert %e into %s[%c1] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [2] [1] : tensor<2xf32> into tensor<10xf32>
    }
  }
  %x = tensor.extract %r[%c1] : tensor<10xf32>
  return %x : f32
}
func.func @two_outputs(%a: tensor<?xf32>, %b: tensor<?xf32>, %lb: index, %ub: index, %f: f32)
    -> (tensor<?xf32>, tensor<?xf32>) {
  %r:2 = scf.forall (%i) = (%lb) to (%ub) step (2) shared_outs(%x = %a, %y = %b)
      -> (tensor<?xf32>, tensor<?xf32>) {
    %new = tensor.from_elements %f, %f : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %new into %x[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %new into %y[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}
func.func @no_outputs(%t: tensor<4xf32>, %m: memref<4xf32>) {
  scf.forall (%i, %j) in (2, 2) {
    %e = tensor.extract %t[%i] : tensor<4xf32>
    memref.store %e, %m[%j] : memref<4xf32>
  }
  return
}
func.func @single_iteration(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> tensor<4xf32> {
    %e = tensor.extract %t[%c0] : tensor<4xf32>
    %w = tensor.insert %e into %o[%i] : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
