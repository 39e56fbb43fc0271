// Tensors forwarded by cf branches: the block arguments take the buffer
// type the branches agree on, or a fully dynamic layout with a cast.

func.func @forward_through_region(%t: tensor<8xf32>) -> f32 {
  %r = scf.execute_region -> tensor<8xf32> {
    cf.br ^next(%t : tensor<8xf32>)
  ^next(%a : tensor<8xf32>):
    scf.yield %a : tensor<8xf32>
  }
  %c0 = arith.constant 0 : index
  %e = tensor.extract %r[%c0] : tensor<8xf32>
  return %e : f32
}

func.func @two_layouts(%t: tensor<8xf32>, %flag: i1) -> f32 {
  %fresh = bufferization.alloc_tensor() : tensor<8xf32>
  %r = scf.execute_region -> tensor<8xf32> {
    cf.cond_br %flag, ^join(%t : tensor<8xf32>), ^other(%fresh : tensor<8xf32>)
  ^join(%j : tensor<8xf32>):
    scf.yield %j : tensor<8xf32>
  ^other(%o : tensor<8xf32>):
    cf.br ^join(%o : tensor<8xf32>)
  }
  %c1 = arith.constant 1 : index
  %e = tensor.extract %r[%c1] : tensor<8xf32>
  return %e : f32
}

func.func @loop(%n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = bufferization.alloc_tensor() : tensor<4xf32>
  cf.br ^head(%c0, %init : index, tensor<4xf32>)
^head(%i: index, %acc: tensor<4xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit(%acc : tensor<4xf32>)
^body:
  %pos = arith.remui %i, %c1 : index
  %next = tensor.insert %v into %acc[%pos] : tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %next : index, tensor<4xf32>)
^exit(%done: tensor<4xf32>):
  return %done : tensor<4xf32>
}

func.func @read_after_branch(%t: tensor<4xf32>, %v: f32) -> (f32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  cf.br ^b(%t : tensor<4xf32>)
^b(%a : tensor<4xf32>):
  %w = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %e, %w : f32, tensor<4xf32>
}
