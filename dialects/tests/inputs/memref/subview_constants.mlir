// memref.subview: constant offsets, sizes and strides become static one
// list at a time, so a list whose constants would leave the source does
// not keep the others dynamic.
func.func @partial(%m: memref<10x6xf32>, %d: memref<?x8xf32, strided<[8, 1]>>, %i: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  // Sizes 9 with stride 1 fit, with stride 3 they would not.
  %a = memref.subview %m[%c1, %c0] [%c9, %c5] [%c3, %c1]
    : memref<10x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.store %v, %a[%c0, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  // One offset stays dynamic; the strides leave the source.
  %b = memref.subview %m[%i, %c2] [%c2, %c5] [%c2, %c2]
    : memref<10x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.store %v, %b[%c0, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  // A dynamic source with a static layout.
  %c = memref.subview %d[%c0, %c1] [%c3, %c9] [%c1, %c1]
    : memref<?x8xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.store %v, %c[%c0, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  // Everything fits: all three lists fold.
  %e = memref.subview %m[%c1, %c1] [%c3, %c2] [%c2, %c2]
    : memref<10x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.store %v, %e[%c0, %c0] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
