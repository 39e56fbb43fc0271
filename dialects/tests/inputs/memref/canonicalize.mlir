// What --canonicalize folds: dims of known sizes, loads and stores through
// casts, dead allocations, copies that do nothing, views that change
// nothing.
func.func @dims(%n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %r = memref.rank %a : memref<4x?xf32>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  return %d0, %d1, %r : index, index, index
}

func.func @through_casts(%a: memref<8xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.cast %a : memref<8xf32> to memref<?xf32>
  %1 = memref.load %0[%c0] : memref<?xf32>
  memref.store %v, %0[%c0] : memref<?xf32>
  return %1 : f32
}

func.func @dead(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<2xf32>
  return
}

func.func @copies(%a: memref<4xf32>, %e: memref<0xf32>, %f: memref<0xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %e, %f : memref<0xf32> to memref<0xf32>
  return
}

func.func @noop_views(%a: memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1]>> {
  %0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  %1 = memref.subview %0[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[4, 1]>> to memref<4x4xf32, strided<[4, 1]>>
  return %1 : memref<4x4xf32, strided<[4, 1]>>
}
