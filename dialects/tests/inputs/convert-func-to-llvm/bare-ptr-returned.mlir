// A memref argument of the bare pointer convention that the memref
// lowering already used and that the function returns: its descriptor is
// built from the pointer once, for the store and for the return.
func.func @store_and_return(%m: memref<2x3xf32>, %i: index, %j: index, %v: f32) -> memref<2x3xf32> {
  memref.store %v, %m[%i, %j] : memref<2x3xf32>
  return %m : memref<2x3xf32>
}

func.func @load_and_return(%m: memref<5xi32>, %i: index) -> (i32, memref<5xi32>) attributes {llvm.bareptr} {
  %x = memref.load %m[%i] : memref<5xi32>
  %y = memref.load %m[%i] : memref<5xi32>
  %s = arith.addi %x, %y : i32
  return %s, %m : i32, memref<5xi32>
}
