// Allocations by aligned_alloc: the alignment asked for or the element
// size's next power of two (at least 16); the size padded to a multiple
// of the alignment unless it is one already.
func.func @allocations(%n: index) -> (memref<16x4xf32>, memref<?xvector<18xf32>>) {
  %a = memref.alloc() {alignment = 32} : memref<16x4xf32>
  %b = memref.alloc() {alignment = 64} : memref<10xf64>
  %c = memref.alloc() : memref<8xvector<8xf32>>
  %d = memref.alloc() : memref<5xi8>
  %e = memref.alloc(%n) : memref<?xvector<18xf32>>
  %g = memref.alloc() {alignment = 16} : memref<4xindex, 2>
  return %a, %e : memref<16x4xf32>, memref<?xvector<18xf32>>
}
