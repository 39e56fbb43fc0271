// Copies: contiguous memrefs (identity layouts, or static row-major
// strides past unit outer dimensions) by llvm.intr.memcpy of all their
// bytes; any other by the runtime's memrefCopy.
func.func @identity(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  return
}

func.func @dynamic(%a: memref<?xi32>, %b: memref<?xi32>) {
  memref.copy %a, %b : memref<?xi32> to memref<?xi32>
  return
}

func.func @rank0(%a: memref<f16>, %b: memref<f16>) {
  memref.copy %a, %b : memref<f16> to memref<f16>
  return
}

func.func @contiguous_strided(%a: memref<1x4x2xi8, strided<[99, 2, 1], offset: 7>>, %b: memref<1x4x2xi8>) {
  memref.copy %a, %b : memref<1x4x2xi8, strided<[99, 2, 1], offset: 7>> to memref<1x4x2xi8>
  return
}

func.func @gapped(%a: memref<4x8xf32, strided<[16, 1]>>, %b: memref<4x8xf32>) {
  memref.copy %a, %b : memref<4x8xf32, strided<[16, 1]>> to memref<4x8xf32>
  return
}

func.func @dynamic_strides(%a: memref<?xf64, strided<[?], offset: ?>>, %b: memref<?xf64, strided<[?], offset: ?>>) {
  memref.copy %a, %b : memref<?xf64, strided<[?], offset: ?>> to memref<?xf64, strided<[?], offset: ?>>
  return
}
