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

func.func @constant_slices(%a: memref<?x?xf32>, %i: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %a[%c2, %i] [%c3, %c2] [%c2, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @slice_of_cast(%a: memref<8x16xf32>, %i: index, %n: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %a : memref<8x16xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%i, 0] [%n, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

func.func @dim_of_reshape(%a: memref<*xf32>, %shape: memref<?xi32>, %i: index) -> index {
  %0 = memref.reshape %a(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %1 = memref.dim %0, %i : memref<*xf32>
  return %1 : index
}

func.func @reshape_round_trip(%a: memref<4x6xf32>) -> memref<4x6xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [4, 6] : memref<24xf32> into memref<4x6xf32>
  return %1 : memref<4x6xf32>
}

func.func @constant_sizes(%n: index) -> memref<?x?xf32> {
  %c6 = arith.constant 6 : index
  %a = memref.alloc(%c6, %n) {alignment = 16 : i64} : memref<?x?xf32>
  return %a : memref<?x?xf32>
}

func.func @collapse_of_cast(%a: memref<2x3x4xf32>) -> memref<?x?xf32> {
  %0 = memref.cast %a : memref<2x3x4xf32> to memref<?x?x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x4xf32> into memref<?x4xf32>
  %2 = memref.cast %1 : memref<?x4xf32> to memref<?x?xf32>
  return %2 : memref<?x?xf32>
}
