// A tiled buffer a DMA reads: its subscripts become the tile's, the map
// kept as the op's `src_map` attribute; the other memrefs stay.
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @tiled_source(%n: index) {
  %a = memref.alloc() : memref<16xf32, #tile>
  %b = memref.alloc() : memref<16xf32, 1>
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 16 {
    affine.dma_start %a[%i], %b[%i], %t[0], %n : memref<16xf32, #tile>, memref<16xf32, 1>, memref<1xi32>
    affine.dma_wait %t[0], %n : memref<1xi32>
  }
  return
}

// A tiled tag: the wait's map follows.
func.func @tiled_tag(%n: index, %a: memref<8xf32>, %b: memref<8xf32, 1>) {
  %t = memref.alloc() : memref<8xi32, #tile>
  affine.for %i = 0 to 8 {
    affine.dma_start %a[%i], %b[%i], %t[%i + 1], %n : memref<8xf32>, memref<8xf32, 1>, memref<8xi32, #tile>
    affine.dma_wait %t[%i + 1], %n : memref<8xi32, #tile>
  }
  return
}
