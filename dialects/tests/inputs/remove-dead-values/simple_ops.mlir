// Ops without memory effects whose results nothing live needs go; ops
// with effects stay, and so does what feeds them. Unregistered ops have
// unknown effects.
func.func @simple(%a: i32, %m: memref<i32>) -> i32 {
  %c2 = arith.constant 2 : i32
  %b = arith.addi %a, %c2 : i32
  %c = arith.muli %b, %b : i32
  %d = arith.subi %c, %a : i32
  %e = math.absi %a : i32
  memref.store %e, %m[] : memref<i32>
  %f = "test.unknown"(%d) : (i32) -> i32
  %alloc = memref.alloc() : memref<4xi32>
  %load = memref.load %m[] : memref<i32>
  return %b : i32
}

func.func @empty_results() {
  %c = arith.constant 1 : index
  %alloca = memref.alloca() : memref<2xindex>
  return
}
