// scf.forall loops of one iteration are inlined by --canonicalize; their
// parallel_insert_slice ops become insert_slice ops after the loop.
func.func @two_outputs(%a: tensor<8xf32>, %b: tensor<4x4xf32>, %s: tensor<2xf32>, %t: tensor<1x4xf32>) -> (tensor<8xf32>, tensor<4x4xf32>) {
  %r:2 = scf.forall (%i, %j) = (2, 3) to (3, 4) step (1, 1) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<4x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %t into %p[%j, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x4xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<4x4xf32>
}

func.func @one_unit_dim(%a: tensor<8xf32>, %s: tensor<2xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (%n, 1) shared_outs(%o = %a) -> (tensor<8xf32>) {
    %k = arith.addi %i, %j : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%k] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @dynamic_bounds(%a: tensor<8xf32>, %s: tensor<2xf32>, %lb: index) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  %r = scf.forall (%i) = (%lb) to (%ub) step (%c1) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @no_iteration(%a: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %a) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
