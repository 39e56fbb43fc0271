// Views of buffers: subviews with static, dynamic and rank-reducing
// offsets, sizes and strides, reinterpretations, reshapes and byte views.
func.func @subviews(%a: memref<16x32xf32>, %i: index, %j: index, %k: index) {
  %0 = memref.subview %a[0, 0] [4, 8] [1, 1] : memref<16x32xf32> to memref<4x8xf32, strided<[32, 1]>>
  %1 = memref.subview %a[%i, 2] [4, %j] [2, 1] : memref<16x32xf32> to memref<4x?xf32, strided<[64, 1], offset: ?>>
  %2 = memref.subview %a[3, %k] [1, 16] [1, 1] : memref<16x32xf32> to memref<16xf32, strided<[1], offset: ?>>
  %3 = memref.subview %1[1, 1] [2, 2] [1, 1] : memref<4x?xf32, strided<[64, 1], offset: ?>> to memref<2x2xf32, strided<[64, 1], offset: ?>>
  %4 = memref.subview %a[%i, %j] [%k, %k] [%i, %j] : memref<16x32xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}

func.func @reinterpret(%a: memref<?xf32>, %off: index, %size: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %a to offset: [%off], sizes: [4, %size], strides: [%size, 1] : memref<?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %a to offset: [0], sizes: [], strides: [] : memref<?xf32> to memref<f32>
  %2 = memref.reinterpret_cast %a to offset: [2], sizes: [3, 5], strides: [5, 1] : memref<?xf32> to memref<3x5xf32, strided<[5, 1], offset: 2>>
  return %0 : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

func.func @reshapes(%a: memref<6x4xf32>, %b: memref<24xf32>, %s: memref<2xindex>, %d: memref<?x8xf32>, %n: index, %st: memref<6x4xf32, strided<[8, 1], offset: 3>>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %b [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %2 = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 8] : memref<?x8xf32> into memref<?x2x8xf32>
  %3 = memref.collapse_shape %2 [[0, 1, 2]] : memref<?x2x8xf32> into memref<?xf32>
  %4 = memref.reshape %b(%s) : (memref<24xf32>, memref<2xindex>) -> memref<?x?xf32>
  %5 = memref.expand_shape %st [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[8, 1], offset: 3>> into memref<2x3x4xf32, strided<[24, 8, 1], offset: 3>>
  %6 = memref.collapse_shape %st [[0], [1]] : memref<6x4xf32, strided<[8, 1], offset: 3>> into memref<6x4xf32, strided<[8, 1], offset: 3>>
  return
}

func.func @byte_views(%n: index, %shift: index) {
  %bytes = memref.alloc() : memref<1024xi8>
  %0 = memref.view %bytes[%shift][] : memref<1024xi8> to memref<16x4xf32>
  %1 = memref.view %bytes[%shift][%n] : memref<1024xi8> to memref<?x4xf32>
  return
}
