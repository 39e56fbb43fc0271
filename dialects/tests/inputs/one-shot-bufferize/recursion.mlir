// A recursive function and a function with two returns.
func.func @rec(%t: tensor<4xf32>, %n: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.if %n -> (tensor<4xf32>) {
    %c = func.call @rec(%t, %n, %f, %i) : (tensor<4xf32>, i1, f32, index) -> tensor<4xf32>
    scf.yield %c : tensor<4xf32>
  } else {
    %w = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @multi(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %t : tensor<4xf32>
^b:
  return %t : tensor<4xf32>
}
