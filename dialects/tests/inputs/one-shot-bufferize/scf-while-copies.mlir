// While loops that pass on another value or yield a new tensor, which
// allow-return-allocs-from-loops copies. (Kept apart from the rejected
// case: mlir-opt 22 reports the first function of an order it does not
// keep stable.)
func.func @fresh_body(%t: tensor<3xf32>, %f: f32, %c: i1) -> tensor<3xf32> {
  %r = scf.while (%a = %t) : (tensor<3xf32>) -> tensor<3xf32> {
    scf.condition(%c) %a : tensor<3xf32>
  } do {
  ^bb0(%b: tensor<3xf32>):
    %n = tensor.from_elements %f, %f, %f : tensor<3xf32>
    scf.yield %n : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}
func.func @while_diff(%t: tensor<4xf32>, %f: f32, %c: i1) -> (f32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%a = %t) : (tensor<4xf32>) -> (f32, tensor<4xf32>) {
    %e = tensor.extract %a[%c0] : tensor<4xf32>
    scf.condition(%c) %e, %a : f32, tensor<4xf32>
  } do {
  ^bb0(%x: f32, %b: tensor<4xf32>):
    %w = tensor.insert %x into %b[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r#0, %r#1 : f32, tensor<4xf32>
}
func.func @dyn_while(%t: tensor<?xf32>, %u: tensor<?xf32>, %c: i1, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<?xf32>) -> tensor<?xf32> {
    scf.condition(%c) %u : tensor<?xf32>
  } do {
  ^bb0(%b: tensor<?xf32>):
    %w = tensor.insert %f into %b[%c0] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<?xf32>
  %w2 = tensor.insert %e into %r[%c0] : tensor<?xf32>
  return %w2 : tensor<?xf32>
}
