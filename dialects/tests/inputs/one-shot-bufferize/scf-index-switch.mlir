// scf.index_switch: every case yields a buffer of the result's type.
func.func @cases(%t: tensor<4xf32>, %i: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  case 3 {
    %a = tensor.from_elements %f, %f, %f, %f : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}
func.func @same_layout(%i: index, %f: f32) -> tensor<2xf32> {
  %r = scf.index_switch %i -> tensor<2xf32>
  case 1 {
    %a = tensor.from_elements %f, %f : tensor<2xf32>
    scf.yield %a : tensor<2xf32>
  }
  default {
    %b = tensor.empty() : tensor<2xf32>
    scf.yield %b : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
// mlir-opt 22 does not see the switch's result alias %t through its
// yields, so it writes %t in place although %t is read after.
func.func @write_after(%t: tensor<5xf32>, %i: index, %f: f32) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> tensor<5xf32>
  case 2 {
    scf.yield %t : tensor<5xf32>
  }
  default {
    scf.yield %t : tensor<5xf32>
  }
  %w = tensor.insert %f into %r[%c0] : tensor<5xf32>
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  return %w, %e : tensor<5xf32>, f32
}
func.func @no_results(%t: tensor<4xf32>, %i: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  scf.index_switch %i
  case 1 {
    %e = tensor.extract %t[%c0] : tensor<4xf32>
    scf.yield
  }
  default {
  }
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %e : f32
}
