// Each case of the lowering of bufferization.dealloc: nothing to
// deallocate, one memref without or with retained values, several
// memrefs (the helper function), in two symbol tables.
func.func @nothing(%r0: memref<4xi8>, %r1: memref<?xf32>) -> (i1, i1) {
  bufferization.dealloc
  %0:2 = bufferization.dealloc retain (%r0, %r1 : memref<4xi8>, memref<?xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @one(%m: memref<3x4xf64>, %c: i1) {
  bufferization.dealloc (%m : memref<3x4xf64>) if (%c)
  return
}

func.func @one_retaining(%m: memref<8xi32>, %c: i1, %r0: memref<8xi32>, %r1: memref<2xi32>, %r2: memref<i32>) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%m : memref<8xi32>) if (%c) retain (%r0, %r1, %r2 : memref<8xi32>, memref<2xi32>, memref<i32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

func.func @several(%m0: memref<2xf32>, %m1: memref<?xf32>, %m2: memref<f32>, %c0: i1, %c1: i1, %c2: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%m0, %m1, %m2 : memref<2xf32>, memref<?xf32>, memref<f32>) if (%c0, %c1, %c2) retain (%r : memref<2xf32>)
  return %0 : i1
}

func.func @several_no_retained(%m0: memref<2xf32>, %m1: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

module @inner {
  func.func @nested(%m0: memref<1xi1>, %m1: memref<1xi1>, %c0: i1, %c1: i1) {
    bufferization.dealloc (%m0, %m1 : memref<1xi1>, memref<1xi1>) if (%c0, %c1)
    return
  }
}
