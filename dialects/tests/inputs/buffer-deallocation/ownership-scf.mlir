// The other scf region ops: while, execute_region, alloca_scope, parallel
// with a reduction, forall with an empty and a non-empty terminator, and
// index_switch.
func.func @w(%a: memref<2xf32>, %n: index) -> memref<2xf32> {
  %r = scf.while (%x = %a) : (memref<2xf32>) -> memref<2xf32> {
    %c = arith.cmpi slt, %n, %n : index
    %y = memref.alloc() : memref<2xf32>
    scf.condition(%c) %y : memref<2xf32>
  } do {
  ^bb0(%z: memref<2xf32>):
    scf.yield %z : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// -----
func.func @exec(%c: i1) -> memref<2xf32> {
  %r = scf.execute_region -> memref<2xf32> {
    %y = memref.alloc() : memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// -----
func.func @scope(%n: index) {
  memref.alloca_scope {
    %y = memref.alloc() : memref<2xf32>
  }
  return
}
// -----
func.func @par(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %y = memref.alloc() : memref<2xf32>
    scf.reduce
  }
  return
}
// -----
func.func @forall(%n: index) {
  scf.forall (%i) in (%n) {
    %y = memref.alloc() : memref<2xf32>
  }
  return
}
// -----
func.func @idx(%c: index, %a: memref<2xf32>) -> memref<2xf32> {
  %r = scf.index_switch %c -> memref<2xf32>
  case 1 {
    %y = memref.alloc() : memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  default {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// -----
func.func @forall_body(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<4xf32> {
    %y = memref.alloc() : memref<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}
// -----
func.func @reduce(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init) -> f32 {
    %y = memref.alloc() : memref<2xf32>
    %v = memref.load %y[%c0] : memref<2xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
