// An unranked memref is freed through the descriptor it points to; a
// memref of memrefs holds their descriptors.
func.func @unranked_dealloc(%arg0: memref<*xf32>) {
  memref.dealloc %arg0 : memref<*xf32>
  return
}
func.func @memref_of_memref(%inner: memref<1xf32>) -> memref<1xf32> {
  %0 = memref.alloc() : memref<1xmemref<1xf32>>
  %c0 = arith.constant 0 : index
  memref.store %inner, %0[%c0] : memref<1xmemref<1xf32>>
  %1 = memref.load %0[%c0] : memref<1xmemref<1xf32>>
  memref.dealloc %0 : memref<1xmemref<1xf32>>
  return %1 : memref<1xf32>
}
