// Heap allocations aligned by hand: an alignment asked for, elements
// that are not scalars (aligned to their size), a memory space (the
// buffer cast into it).
func.func @aligned(%n: index) -> (memref<4x?xf32>, memref<8xvector<4xf32>>, memref<2xi64>, memref<3xf32, 3>) {
  %a = memref.alloc(%n) {alignment = 32} : memref<4x?xf32>
  %b = memref.alloc() : memref<8xvector<4xf32>>
  %c = memref.alloc() {alignment = 8} : memref<2xi64>
  %d = memref.alloc() : memref<3xf32, 3>
  return %a, %b, %c, %d : memref<4x?xf32>, memref<8xvector<4xf32>>, memref<2xi64>, memref<3xf32, 3>
}
