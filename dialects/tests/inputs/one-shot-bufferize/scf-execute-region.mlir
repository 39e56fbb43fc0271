// scf.execute_region: each tensor result is the buffer its region yields.
func.func @copied(%t: tensor<5xf32>, %f: f32) -> (f32, tensor<5xf32>) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.execute_region -> (f32, tensor<5xf32>) {
    %w = tensor.insert %f into %t[%c0] : tensor<5xf32>
    scf.yield %f, %w : f32, tensor<5xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  return %e, %r#1 : f32, tensor<5xf32>
}
func.func @in_place(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %r = scf.execute_region -> tensor<?xf32> {
    %w = tensor.insert %f into %t[%i] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  %w2 = tensor.insert %f into %r[%i] : tensor<?xf32>
  return %w2 : tensor<?xf32>
}
func.func @yields_outer(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.execute_region -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  }
  %w = tensor.insert %f into %r[%i] : tensor<4xf32>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %w, %e : tensor<4xf32>, f32
}
func.func @fresh(%f: f32) -> tensor<3xf32> {
  %r = scf.execute_region -> tensor<3xf32> {
    %a = tensor.from_elements %f, %f, %f : tensor<3xf32>
    scf.yield %a : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}
func.func @nested_if(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %s = scf.if %c -> tensor<4xf32> {
      %w = tensor.insert %f into %t[%i] : tensor<4xf32>
      scf.yield %w : tensor<4xf32>
    } else {
      scf.yield %t : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @er_in_for(%t: tensor<?xf32>, %f: f32, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %e = scf.execute_region -> tensor<?xf32> {
      %w = tensor.insert %f into %a[%i] : tensor<?xf32>
      scf.yield %w : tensor<?xf32>
    }
    scf.yield %e : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
