// Casts, copies and what a memref's metadata tells.
func.func @casts(%a: memref<4x?xf32>, %u: memref<*xf32>, %s: memref<8x8xi16, strided<[16, 1], offset: 4>>) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %1 = memref.cast %0 : memref<?x?xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %3 = memref.cast %s : memref<8x8xi16, strided<[16, 1], offset: 4>> to memref<8x8xi16, strided<[?, 1], offset: ?>>
  %4 = memref.memory_space_cast %a : memref<4x?xf32> to memref<4x?xf32, 3>
  %5 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 1>
  memref.copy %2, %a : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %1, %u : memref<*xf32> to memref<*xf32>
  %d = memref.dim %a, %c1 : memref<4x?xf32>
  %r = memref.rank %u : memref<*xf32>
  %p = memref.extract_aligned_pointer_as_index %s : memref<8x8xi16, strided<[16, 1], offset: 4>> -> index
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<8x8xi16, strided<[16, 1], offset: 4>> -> memref<i16>, index, index, index, index, index
  %q = memref.assume_alignment %a, 64 : memref<4x?xf32>
  %o:2 = memref.distinct_objects %a, %s : memref<4x?xf32>, memref<8x8xi16, strided<[16, 1], offset: 4>>
  %t = arith.addi %d, %offset : index
  return %t : index
}

memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]> {alignment = 64}
memref.global @splat : memref<4xf32> = dense<1.5>
memref.global @scratch : memref<16xi8> = uninitialized
memref.global "private" @external : memref<2xf64>

func.func @globals() -> memref<2x3xi32> {
  %t = memref.get_global @table : memref<2x3xi32>
  %s = memref.get_global @scratch : memref<16xi8>
  return %t : memref<2x3xi32>
}
