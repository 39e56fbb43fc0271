// Where the default value and the new block arguments are put, with the
// locations they take.
func.func @merge(%c: i1, %x: i32) -> i32 {
  %0 = memref.alloca() : memref<i32> loc("slot")
  cf.cond_br %c, ^a, ^m loc("branch")
^a:
  memref.store %x, %0[] : memref<i32> loc("store")
  cf.br ^m
^m:
  %1 = memref.load %0[] : memref<i32> loc("load")
  return %1 : i32
}

func.func @default_in_later_block(%c: i1, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^b
^b:
  %0 = memref.alloca() : memref<i32> loc("late")
  %1 = memref.load %0[] : memref<i32>
  %2 = arith.addi %1, %c1 : i32
  return %2 : i32
}
