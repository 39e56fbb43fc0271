// A memref.cast feeding a DMA is folded away (the cast's source is ranked);
// a cast from an unranked memref stays. Constant subscripts stay as
// written: the DMA ops have no map simplification.
func.func @casts(%a: memref<32xf32>, %b: memref<32xf32, 1>, %t: memref<2xi32>, %u: memref<*xi32>, %i: index) {
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %ac = memref.cast %a : memref<32xf32> to memref<?xf32>
  %bc = memref.cast %b : memref<32xf32, 1> to memref<?xf32, 1>
  %tc = memref.cast %t : memref<2xi32> to memref<?xi32>
  %uc = memref.cast %u : memref<*xi32> to memref<2xi32>
  affine.for %k = 0 to 4 {
    affine.dma_start %ac[%k * 8], %bc[%k + %c1], %tc[%c1], %c8 : memref<?xf32>, memref<?xf32, 1>, memref<?xi32>
    affine.dma_wait %tc[%c1], %c8 : memref<?xi32>
    affine.dma_start %a[%k], %b[%i], %uc[0], %c8, %c8, %c1 : memref<32xf32>, memref<32xf32, 1>, memref<2xi32>
    affine.dma_wait %uc[0], %c8 : memref<2xi32>
  }
  // An unused transfer is kept.
  affine.dma_start %a[0], %b[0], %t[0], %c8 : memref<32xf32>, memref<32xf32, 1>, memref<2xi32>
  return
}
