// Other region ops: scf.index_switch on a constant and an unknown
// argument, scf.execute_region with several blocks, scf.forall and
// scf.parallel bodies.
func.func @index_switch_constant(%arg0: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 2 {
    %c20 = arith.constant 20 : i32
    scf.yield %c20 : i32
  }
  default {
    scf.yield %arg0 : i32
  }
  return %r : i32
}

func.func @index_switch_default(%arg0: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 1 {
    scf.yield %arg0 : i32
  }
  default {
    %c30 = arith.constant 30 : i32
    scf.yield %c30 : i32
  }
  return %r : i32
}

func.func @index_switch_unknown(%i: index) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = scf.index_switch %i -> i32
  case 0 {
    scf.yield %c5 : i32
  }
  default {
    %c6 = arith.constant 5 : i32
    scf.yield %c6 : i32
  }
  return %r : i32
}

func.func @execute_region(%cond: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %c1 = arith.constant 1 : i32
    %false = arith.constant false
    cf.cond_br %false, ^bb1, ^bb2(%c1 : i32)
  ^bb1:
    %c2 = arith.constant 2 : i32
    cf.br ^bb2(%c2 : i32)
  ^bb2(%x: i32):
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @parallel(%n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : i32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = arith.addi %c9, %c9 : i32
    memref.store %v, %m[%i] : memref<?xi32>
    scf.reduce
  }
  scf.forall (%j) in (%n) {
    %w = arith.subi %c9, %c9 : i32
    memref.store %w, %m[%j] : memref<?xi32>
  }
  return
}
