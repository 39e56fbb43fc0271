// Casts between ranked memrefs keep the descriptor; reinterpret_cast
// builds one of the source's pointers; the metadata is read from it.
func.func private @consume(memref<?x4xf32>)

func.func @cast(%m: memref<2x4xf32>) {
  %c = memref.cast %m : memref<2x4xf32> to memref<?x4xf32>
  func.call @consume(%c) : (memref<?x4xf32>) -> ()
  return
}

func.func @cast_of_cast(%m: memref<2x4xf32>) -> memref<?x?xf32> {
  %c = memref.cast %m : memref<2x4xf32> to memref<?x4xf32>
  %d = memref.cast %c : memref<?x4xf32> to memref<?x?xf32>
  return %d : memref<?x?xf32>
}

func.func @reinterpret(%m: memref<?xf32>, %o: index, %s: index) -> (memref<2x3xf32, strided<[3, 1], offset: 5>>, memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<f32>) {
  %a = memref.reinterpret_cast %m to offset: [5], sizes: [2, 3], strides: [3, 1] : memref<?xf32> to memref<2x3xf32, strided<[3, 1], offset: 5>>
  %b = memref.reinterpret_cast %m to offset: [%o], sizes: [%s, 4], strides: [%s, 1] : memref<?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %c = memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [] : memref<?xf32> to memref<f32>
  return %a, %b, %c : memref<2x3xf32, strided<[3, 1], offset: 5>>, memref<?x4xf32, strided<[?, 1], offset: ?>>, memref<f32>
}

func.func @metadata(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> index
  return %base, %off, %sz#0, %sz#1, %st#0, %st#1, %p : memref<f32>, index, index, index, index, index, index
}

func.func @metadata_rank0(%m: memref<i16>) -> (memref<i16>, index, index) {
  %base, %off = memref.extract_strided_metadata %m : memref<i16> -> memref<i16>, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<i16> -> index
  return %base, %off, %p : memref<i16>, index, index
}

func.func @erase_rank(%m: memref<4x?xf32>, %z: memref<i8, 1>) -> (memref<*xf32>, memref<*xi8, 1>) {
  %u = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %v = memref.cast %z : memref<i8, 1> to memref<*xi8, 1>
  return %u, %v : memref<*xf32>, memref<*xi8, 1>
}
