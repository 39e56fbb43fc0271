// extract_strided_metadata reads through allocations, globals, casts and
// other metadata ops; extract_aligned_pointer_as_index through views.
memref.global "private" constant @table : memref<3x7xi64> = dense<1>

func.func @alloc_dynamic(%a: index, %b: index) -> (memref<f32>, index, index, index, index, index, index, index) {
  %m = memref.alloc(%a, %b) : memref<?x5x?xf32>
  %base, %o, %s:3, %t:3 = memref.extract_strided_metadata %m : memref<?x5x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %base, %o, %s#0, %s#1, %s#2, %t#0, %t#1, %t#2 : memref<f32>, index, index, index, index, index, index, index
}

func.func @alloca_unused_base() -> (index, index) {
  %m = memref.alloca() : memref<9xi1>
  %base, %o, %s, %t = memref.extract_strided_metadata %m : memref<9xi1> -> memref<i1>, index, index, index
  return %s, %t : index, index
}

func.func @global() -> (memref<i64>, index, index) {
  %g = memref.get_global @table : memref<3x7xi64>
  %base, %o, %s:2, %t:2 = memref.extract_strided_metadata %g : memref<3x7xi64> -> memref<i64>, index, index, index, index, index
  return %base, %s#1, %t#0 : memref<i64>, index, index
}

func.func @cast(%m: memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index) {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %base, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

func.func @reinterpret(%m: memref<?xf32>, %n: index) -> (index, index, index) {
  %r = memref.reinterpret_cast %m to offset: [3], sizes: [%n, 2], strides: [2, 1] : memref<?xf32> to memref<?x2xf32, strided<[2, 1], offset: 3>>
  %base, %o, %s:2, %t:2 = memref.extract_strided_metadata %r : memref<?x2xf32, strided<[2, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %t#0 : index, index, index
}

func.func @memory_space(%m: memref<8xf32>) -> (memref<f32, 2>, index) {
  %c = memref.memory_space_cast %m : memref<8xf32> to memref<8xf32, 2>
  %base, %o, %s, %t = memref.extract_strided_metadata %c : memref<8xf32, 2> -> memref<f32, 2>, index, index, index
  return %base, %s : memref<f32, 2>, index
}

func.func @aligned_pointer(%m: memref<10x10xf32>) -> (index, index) {
  %s = memref.subview %m[1, 1] [4, 4] [1, 1] : memref<10x10xf32> to memref<4x4xf32, strided<[10, 1], offset: 11>>
  %c = memref.collapse_shape %m [[0, 1]] : memref<10x10xf32> into memref<100xf32>
  %p = memref.extract_aligned_pointer_as_index %s : memref<4x4xf32, strided<[10, 1], offset: 11>> -> index
  %q = memref.extract_aligned_pointer_as_index %c : memref<100xf32> -> index
  return %p, %q : index, index
}
