// scf.while: the before arguments carry the inits' buffers, the condition
// passes them to the after region, whose yield passes them back.
func.func @count(%t: tensor<5xf32>, %f: f32, %n: index) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<5xf32>) -> (index, tensor<5xf32>) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %a : index, tensor<5xf32>
  } do {
  ^bb0(%j: index, %b: tensor<5xf32>):
    %w = tensor.insert %f into %b[%j] : tensor<5xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %w : index, tensor<5xf32>
  }
  return %r#1 : tensor<5xf32>
}
func.func @reads_init(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<?xf32>) -> tensor<?xf32> {
    %e = tensor.extract %a[%c0] : tensor<?xf32>
    %go = arith.cmpf olt, %e, %f : f32
    scf.condition(%go) %a : tensor<?xf32>
  } do {
  ^bb0(%b: tensor<?xf32>):
    %w = tensor.insert %f into %b[%c0] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<?xf32>
  return %r, %e : tensor<?xf32>, f32
}
func.func @fresh_init(%f: f32, %c: i1) -> tensor<2xf32> {
  %t = tensor.from_elements %f, %f : tensor<2xf32>
  %r = scf.while (%a = %t) : (tensor<2xf32>) -> tensor<2xf32> {
    scf.condition(%c) %a : tensor<2xf32>
  } do {
  ^bb0(%b: tensor<2xf32>):
    scf.yield %b : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
func.func @while_if(%t: tensor<4xf32>, %f: f32, %c: i1, %d: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%c) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %s = scf.if %d -> tensor<4xf32> {
      %w = tensor.insert %f into %b[%c0] : tensor<4xf32>
      scf.yield %w : tensor<4xf32>
    } else {
      scf.yield %b : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @switch_in_while(%t: tensor<?xf32>, %f: f32, %i: index, %c: i1) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<?xf32>) -> tensor<?xf32> {
    %s = scf.index_switch %i -> tensor<?xf32>
    case 0 {
      %w = tensor.insert %f into %a[%c0] : tensor<?xf32>
      scf.yield %w : tensor<?xf32>
    }
    default {
      scf.yield %a : tensor<?xf32>
    }
    scf.condition(%c) %s : tensor<?xf32>
  } do {
  ^bb0(%b: tensor<?xf32>):
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
