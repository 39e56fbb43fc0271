// Views of views that canonicalization composes: transposes, reshapes of
// one kind or of both, and reinterpret casts of extracted metadata.
func.func @transposes(%m: memref<2x3x4xf32>) -> (memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>) {
  %a = memref.transpose %m (i, j, k) -> (j, k, i) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %b = memref.transpose %a (i, j, k) -> (j, k, i) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %c = memref.transpose %a (i, j, k) -> (j, i, k) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<4x3x2xf32, strided<[1, 4, 12]>>
  %d = memref.transpose %c (i, j, k) -> (i, k, j) : memref<4x3x2xf32, strided<[1, 4, 12]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %e = memref.transpose %a (i, j, k) -> (k, i, j) : memref<3x4x2xf32, strided<[4, 1, 12]>> to memref<2x3x4xf32>
  "test.use"(%b) : (memref<4x2x3xf32, strided<[1, 12, 4]>>) -> ()
  return %d, %e : memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>
}

func.func @reshapes(%m: memref<?x8x?xi16>, %n: memref<6x?xi16>, %k: index, %s: memref<16xi16, strided<[1]>>, %u: memref<1x1x1xi16>)
    -> (memref<?xi16>, memref<2x3x2x?xi16>, memref<i16>, memref<16xi16>) {
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<?x8x?xi16> into memref<?x?xi16>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<?x?xi16> into memref<?xi16>
  %2 = memref.expand_shape %n [[0, 1], [2]] output_shape [2, 3, %k] : memref<6x?xi16> into memref<2x3x?xi16>
  %3 = memref.expand_shape %2 [[0], [1], [2, 3]] output_shape [2, 3, 2, %k] : memref<2x3x?xi16> into memref<2x3x2x?xi16>
  %4 = memref.expand_shape %s [[0, 1]] output_shape [2, 8] : memref<16xi16, strided<[1]>> into memref<2x8xi16>
  %5 = memref.collapse_shape %4 [[0, 1]] : memref<2x8xi16> into memref<16xi16>
  %7 = memref.collapse_shape %u [[0, 1], [2]] : memref<1x1x1xi16> into memref<1x1xi16>
  %8 = memref.collapse_shape %7 [] : memref<1x1xi16> into memref<i16>
  return %1, %3, %8, %5 : memref<?xi16>, memref<2x3x2x?xi16>, memref<i16>, memref<16xi16>
}

func.func @collapse_of_expand(%m: memref<?x6xf32>, %a: index, %b: index)
    -> (memref<?x3x2xf32>, memref<?xf32>) {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%a, 4, 3, 2] : memref<?x6xf32> into memref<?x4x3x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x4x3x2xf32> into memref<?x3x2xf32>
  %2 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<?x4x3x2xf32> into memref<?xf32>
  return %1, %2 : memref<?x3x2xf32>, memref<?xf32>
}

func.func @reinterpret_metadata(%m: memref<4x?xf32>, %d: index)
    -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4x?xf32>, memref<2x2xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %c4 = arith.constant 4 : index
  %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%c4, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %base to offset: [0], sizes: [4, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<4x?xf32>
  %2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [2, 2], strides: [%strides#1, %strides#1] : memref<f32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  %c3 = arith.constant 3 : index
  %3 = memref.reinterpret_cast %m to offset: [%c3], sizes: [%d], strides: [%c3] : memref<4x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0, %1, %2, %3 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4x?xf32>, memref<2x2xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>
}
