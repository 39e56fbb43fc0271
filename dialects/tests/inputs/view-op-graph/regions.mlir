// Ops with regions as clusters: their operands and results meet the edges
// at the cluster's border; names reused in sibling regions.
func.func @regions(%m: memref<4x4x4x4x4xf32>, %p: i1, %n: index) -> memref<4xf32> {
  %r = scf.if %p -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %t = arith.addi %acc, %i : index
    scf.yield %t : index
  }
  "test.use"(%m, %s) : (memref<4x4x4x4x4xf32>, index) -> ()
  return %r : memref<4xf32>
}
