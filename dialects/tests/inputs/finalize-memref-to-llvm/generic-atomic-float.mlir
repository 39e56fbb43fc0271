// memref.generic_atomic_rmw over a float: its body is cloned into the
// loop, so its ops must convert too (alone, finalize-memref-to-llvm
// leaves the op, whose arith.addf it cannot lower), and the cmpxchg it
// builds over f32 is one the verifier rejects, as in MLIR 22.
func.func @add(%m: memref<f32>, %v: f32) -> f32 {
  %r = memref.generic_atomic_rmw %m[] : memref<f32> {
  ^bb0(%old: f32):
    %s = arith.addf %old, %v : f32
    memref.atomic_yield %s : f32
  }
  return %r : f32
}
