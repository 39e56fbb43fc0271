// Ranks (ranked: a constant; unranked: read from the descriptor),
// dimensions of unranked memrefs, casts from unranked memrefs, memory
// space casts of ranked ones, and prefetches of strided memrefs.
func.func @rank(%u: memref<*xf32>, %m: memref<2x?xf32>) -> (index, index) {
  %0 = memref.rank %u : memref<*xf32>
  %1 = memref.rank %m : memref<2x?xf32>
  return %0, %1 : index, index
}

func.func @unranked(%u: memref<*xi8, 2>, %i: index) -> (index, memref<2x3xi8, 2>, memref<?xi8, 2>) {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %u, %i : memref<*xi8, 2>
  %1 = memref.cast %u : memref<*xi8, 2> to memref<2x3xi8, 2>
  %2 = memref.cast %u : memref<*xi8, 2> to memref<?xi8, 2>
  %3 = memref.dim %u, %c1 : memref<*xi8, 2>
  "test.use"(%3) : (index) -> ()
  return %0, %1, %2 : index, memref<2x3xi8, 2>, memref<?xi8, 2>
}

func.func @space(%m: memref<4x?xf32>, %s: memref<f16, 3>) -> (memref<4x?xf32, 1>, memref<f16>) {
  %0 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
  %1 = memref.memory_space_cast %s : memref<f16, 3> to memref<f16>
  return %0, %1 : memref<4x?xf32, 1>, memref<f16>
}

func.func @prefetch(%m: memref<10x?xf32>, %s: memref<4x4xi32, strided<[8, 2], offset: ?>>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<10x?xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<10x?xf32>
  memref.prefetch %s[%j, %i], write, locality<2>, data : memref<4x4xi32, strided<[8, 2], offset: ?>>
  return
}
