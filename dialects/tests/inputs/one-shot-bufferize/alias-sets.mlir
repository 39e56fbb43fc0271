// Alias sets as `dump-alias-sets` writes them: results of several kinds,
// loop-carried block arguments, an op without a model whose region takes
// a tensor, constants with names of their own, and multi-result ops.
func.func @chain(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %cst = arith.constant dense<0.0> : tensor<8xf32>
  %a = tensor.insert %f into %t[%i] : tensor<8xf32>
  %b = tensor.insert %f into %a[%i] : tensor<8xf32>
  %r = tensor.extract %a[%i] : tensor<8xf32>
  %c = tensor.insert %f into %cst[%i] : tensor<8xf32>
  %s = tensor.extract %c[%i] : tensor<8xf32>
  %sum = arith.addf %r, %s : f32
  return %b, %sum : tensor<8xf32>, f32
}

func.func @loop(%t: tensor<?xf32>, %u: tensor<?xf32>, %f: f32, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %iv = %c0 to %n step %c1 iter_args(%x = %t, %y = %u) -> (tensor<?xf32>, tensor<?xf32>) {
    %x2 = tensor.insert %f into %x[%iv] : tensor<?xf32>
    scf.yield %x2, %y : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

func.func @branches(%c: i1, %t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %s = arith.select %c, %t, %e : tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    %w = tensor.insert %f into %s[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @unknown(%f: f32) -> tensor<7xf32> {
  %e = tensor.empty() : tensor<7xf32>
  %o = "dummy.region_op"(%e) ({
  ^bb0(%arg: tensor<7xf32>, %k: index):
    "dummy.use"(%arg) : (tensor<7xf32>) -> ()
  }) : (tensor<7xf32>) -> tensor<7xf32>
  %p:2 = "dummy.pair"(%o) : (tensor<7xf32>) -> (tensor<7xf32>, index)
  return %p#0 : tensor<7xf32>
}
