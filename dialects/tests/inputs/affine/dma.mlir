// DMA transfers between memory spaces: affine.dma_start with subscripts
// that are affine expressions of loop indices and symbols, with and
// without the stride pair, and the affine.dma_wait on each tag.
func.func @transfers(%src: memref<256x64xf32>, %dst: memref<32x64xf32, 2>, %tags: memref<4xi32, 3>, %n: index) {
  %c0 = arith.constant 0 : index
  %size = arith.constant 512 : index
  %stride = arith.constant 64 : index
  %chunk = arith.constant 16 : index
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      affine.dma_start %src[%i * 32 + %j, symbol(%n) + 3], %dst[%j floordiv 2, %c0], %tags[%j mod 4], %size : memref<256x64xf32>, memref<32x64xf32, 2>, memref<4xi32, 3>
      affine.dma_wait %tags[%j mod 4], %size : memref<4xi32, 3>
      affine.dma_start %dst[%j, 0], %src[%i + %j, 7], %tags[(%i + %j) mod 4], %size, %stride, %chunk : memref<32x64xf32, 2>, memref<256x64xf32>, memref<4xi32, 3>
      affine.dma_wait %tags[(%i + %j) mod 4], %size : memref<4xi32, 3>
    }
  }
  return
}

// Scalar tag and zero-dimensional subscripts.
func.func @scalar_tag(%a: memref<16xi8>, %b: memref<16xi8, 1>, %t: memref<i32>) {
  %c16 = arith.constant 16 : index
  affine.dma_start %a[0], %b[0], %t[], %c16 : memref<16xi8>, memref<16xi8, 1>, memref<i32>
  affine.dma_wait %t[], %c16 : memref<i32>
  return
}
