// Expand and collapse shapes become reinterpret casts, their sizes and
// strides computed group by group.
func.func @expand_static(%m: memref<12x10xf32>) -> memref<3x4x2x5xf32> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [3, 4, 2, 5] : memref<12x10xf32> into memref<3x4x2x5xf32>
  return %e : memref<3x4x2x5xf32>
}

func.func @expand_dynamic(%m: memref<?x6xi8>, %n: index) -> (memref<i8>, index, index, index, index, index, index, index) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [4, %n, 6] : memref<?x6xi8> into memref<4x?x6xi8>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %e : memref<4x?x6xi8> -> memref<i8>, index, index, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %s#2, %t#0, %t#1, %t#2 : memref<i8>, index, index, index, index, index, index, index
}

func.func @collapse_dynamic(%m: memref<?x3x?xf64>) -> memref<?xf64> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x3x?xf64> into memref<?xf64>
  return %c : memref<?xf64>
}

func.func @collapse_strided(%m: memref<4x5x6xf32, strided<[60, 6, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
  %c = memref.collapse_shape %m [[0], [1, 2]] : memref<4x5x6xf32, strided<[60, 6, 1], offset: ?>> into memref<4x30xf32, strided<[60, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<4x30xf32, strided<[60, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

func.func @collapse_unit_dims(%m: memref<1x1x7xf32, strided<[?, ?, 1]>>) -> memref<7xf32, strided<[1]>> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<1x1x7xf32, strided<[?, ?, 1]>> into memref<7xf32, strided<[1]>>
  return %c : memref<7xf32, strided<[1]>>
}

// The stride before the dynamic size divides the source size by the
// static ones: `((s0 * 3) floordiv 6) * s1` simplifies to
// `(s0 floordiv 2) * s1`.
func.func @expand_dynamic_middle(%m: memref<?xf32, strided<[?], offset: ?>>, %n: index) -> memref<2x?x3xf32, strided<[?, ?, ?], offset: ?>> {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [2, %n, 3] : memref<?xf32, strided<[?], offset: ?>> into memref<2x?x3xf32, strided<[?, ?, ?], offset: ?>>
  return %e : memref<2x?x3xf32, strided<[?, ?, ?], offset: ?>>
}
