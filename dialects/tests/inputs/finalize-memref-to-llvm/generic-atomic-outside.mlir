// memref.generic_atomic_rmw yielding a value from outside its body:
// MLIR's lowering reports it and leaves the op.
func.func @store_only(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%old: i32):
    memref.atomic_yield %v : i32
  }
  return %r : i32
}
