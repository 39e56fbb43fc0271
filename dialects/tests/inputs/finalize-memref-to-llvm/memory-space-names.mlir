// Memory spaces that are not a signless or index integer have no LLVM
// address space: the type converter reports each type once, at an
// unknown location, and the ops over it stay.
func.func @named(%a: memref<2xindex, "shared">, %b: memref<2xindex, "shared">) -> index {
  %c0 = arith.constant 0 : index
  memref.store %c0, %a[%c0] : memref<2xindex, "shared">
  %v = memref.load %b[%c0] : memref<2xindex, "shared">
  return %v : index
}

func.func @unsigned() {
  %m = memref.alloc() : memref<10xf32, 1 : ui64>
  memref.dealloc %m : memref<10xf32, 1 : ui64>
  return
}

func.func @signless(%m: memref<4xf32, 3 : i16>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32, 3 : i16>
  return %v : f32
}
