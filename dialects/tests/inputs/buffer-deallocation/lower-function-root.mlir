// On a function, the simple cases lower; the general one needs the
// helper, which a function pass cannot add.
func.func @simple(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}

func.func @general(%m0: memref<2xf32>, %m1: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}
