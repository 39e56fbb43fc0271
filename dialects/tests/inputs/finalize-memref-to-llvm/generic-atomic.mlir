// memref.generic_atomic_rmw: a loop of cmpxchg around its body, on
// static and dynamic buffers, with ops before and after it in the block.
func.func @twice(%m: memref<8xi32>, %i: index) -> i32 {
  %c = arith.constant 3 : i32
  %r = memref.generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%old: i32):
    %t = arith.muli %old, %c : i32
    %s = arith.addi %t, %c : i32
    memref.atomic_yield %s : i32
  }
  %after = arith.addi %r, %c : i32
  return %after : i32
}

func.func @dynamic(%m: memref<?x4xi64>, %i: index, %j: index) -> i64 {
  %r = memref.generic_atomic_rmw %m[%i, %j] : memref<?x4xi64> {
  ^bb0(%old: i64):
    memref.atomic_yield %old : i64
  }
  return %r : i64
}
