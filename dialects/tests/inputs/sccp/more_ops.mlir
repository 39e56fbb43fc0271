// More ops: complex and memref folds, tensor and vector constants, casts,
// asserts, zero-trip loops, region ops without results, a while loop
// that never exits, parallel reductions.
func.func @complex_ops() -> (complex<f32>, f32) {
  %a = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %b = complex.constant [3.0 : f32, -1.0 : f32] : complex<f32>
  %s = complex.add %a, %b : complex<f32>
  %r = complex.re %s : complex<f32>
  return %s, %r : complex<f32>, f32
}

func.func @memref_dim(%m: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %m, %c1 : memref<4x?xf32>
  return %d0, %d1 : index, index
}

func.func @tensors() -> tensor<2xi32> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = arith.constant dense<5> : tensor<2xi32>
  %s = arith.muli %a, %b : tensor<2xi32>
  return %s : tensor<2xi32>
}

func.func @casts(%x: i32) -> (index, i64, f32) {
  %c = arith.constant 42 : i32
  %i = arith.index_cast %c : i32 to index
  %u = arith.extui %c : i32 to i64
  %f = arith.sitofp %c : i32 to f32
  return %i, %u, %f : index, i64, f32
}

func.func @poison_select(%c: i1) -> i32 {
  %p = ub.poison : i32
  %c1 = arith.constant 1 : i32
  %s = arith.select %c, %p, %c1 : i32
  return %s : i32
}

func.func @assert_op() -> i32 {
  %true = arith.constant true
  cf.assert %true, "never"
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}

func.func @for_zero_trip() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %v) -> (i32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @index_switch_noresult(%i: index) {
  %c = arith.constant 1 : index
  scf.index_switch %c
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

func.func @while_true(%x: i32) -> i32 {
  %true = arith.constant true
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%true) %a : i32
  } do {
  ^bb0(%b: i32):
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  return %r : i32
}

func.func @execute_multi(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  ^b:
    %c2 = arith.constant 1 : i32
    scf.yield %c2 : i32
  }
  return %r : i32
}

func.func @reduce_op(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init) -> i32 {
    %v = arith.constant 2 : i32
    scf.reduce(%v : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
