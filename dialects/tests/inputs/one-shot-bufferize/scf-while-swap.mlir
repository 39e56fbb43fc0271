// A while loop whose condition swaps its tensors: each is passed on as a
// copy, which only allow-return-allocs-from-loops accepts.
func.func @swap(%t: tensor<5xf32>, %u: tensor<5xf32>, %c: i1) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = scf.while (%a = %t, %b = %u) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.condition(%c) %b, %a : tensor<5xf32>, tensor<5xf32>
  } do {
  ^bb0(%x: tensor<5xf32>, %y: tensor<5xf32>):
    scf.yield %x, %y : tensor<5xf32>, tensor<5xf32>
  }
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}
