// The helper's name is taken: it gets the next free one.
func.func private @dealloc_helper(i32)
func.func private @dealloc_helper_0()

func.func @f(%m0: memref<2xi16>, %m1: memref<3xi16>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xi16>, memref<3xi16>) if (%c0, %c1)
  return
}
