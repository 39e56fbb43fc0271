// Unstructured control flow: dead block arguments go with the operands
// feeding them; a branch whose own operand is dead goes, leaving
// ub.unreachable; blocks that never run lose their values.
func.func @block_args(%c: i1, %a: i32, %m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1(%a, %c1 : i32, i32), ^bb2(%c1 : i32)
^bb1(%x: i32, %dead: i32):
  memref.store %x, %m[] : memref<i32>
  cf.br ^bb3(%dead : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return
}

func.func private @dead_condition(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i64
^bb2:
  return %b : i64
}

func.func @switch(%flag: i32, %a: i32, %m: memref<i32>) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %a : i32, i32)
  ]
^bb1(%x: i32):
  memref.store %x, %m[] : memref<i32>
  return
^bb2(%y: i32, %w: i32):
  memref.store %w, %m[] : memref<i32>
  return
}

func.func @unreachable_code(%m: memref<i64>) {
  %zero = arith.constant 0 : i64
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %sum = arith.addi %zero, %zero : i64
  memref.store %sum, %m[] : memref<i64>
  cf.br ^bb1
^bb2:
  return
}

func.func @switch_dead_operands(%flag: i32, %a: i32, %m: memref<i32>) {
  %c7 = arith.constant 7 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%c7, %a : i32, i32),
    1: ^bb2(%c7 : i32),
    2: ^bb3(%a, %c7 : i32, i32)
  ]
^bb1(%x: i32, %y: i32):
  memref.store %y, %m[] : memref<i32>
  return
^bb2(%z: i32):
  return
^bb3(%u: i32, %v: i32):
  memref.store %u, %m[] : memref<i32>
  return
}
