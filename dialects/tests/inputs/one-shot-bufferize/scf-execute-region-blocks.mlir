// scf.execute_region with several blocks: the cf branches between them
// carry no tensors, and one block yields.
func.func @branches(%t: tensor<?xf32>, %f: f32, %i: index, %c: i1) -> (tensor<?xf32>, f32) {
  %r = scf.execute_region -> tensor<?xf32> {
    cf.cond_br %c, ^write, ^done
  ^write:
    %w = tensor.insert %f into %t[%i] : tensor<?xf32>
    cf.br ^done
  ^done:
    %w2 = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %w2 : tensor<?xf32>
  }
  %e = tensor.extract %t[%i] : tensor<?xf32>
  return %r, %e : tensor<?xf32>, f32
}
func.func @defined_before_branch(%f: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r:2 = scf.execute_region -> (f32, tensor<4xf32>) {
    %a = bufferization.alloc_tensor() : tensor<4xf32>
    cf.br ^next
  ^next:
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %f, %w : f32, tensor<4xf32>
  }
  %e = tensor.extract %r#1[%c0] : tensor<4xf32>
  return %e : f32
}
