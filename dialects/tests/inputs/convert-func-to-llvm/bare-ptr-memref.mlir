// The bare pointer convention with the memref lowering: loads, stores
// and allocations through the descriptors rebuilt from the pointers.
func.func @copy(%a: memref<4xf32>, %b: memref<4xf32>, %i: index) -> memref<2x2xi32> {
  %v = memref.load %a[%i] : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  %m = memref.alloc() : memref<2x2xi32>
  return %m : memref<2x2xi32>
}

func.func @caller(%a: memref<4xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %m = call @copy(%a, %a, %c0) : (memref<4xf32>, memref<4xf32>, index) -> memref<2x2xi32>
  %x = memref.load %m[%c0, %c0] : memref<2x2xi32>
  return %x : i32
}
