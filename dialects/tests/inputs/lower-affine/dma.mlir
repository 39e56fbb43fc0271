// DMA transfers lowered to memref's: each memref's subscripts expanded in
// operand order (source, destination, tag), the stride pair kept, and the
// wait's tag subscripts expanded. A tag read at a constant and an empty
// subscript list expand to nothing but constants.
func.func @double_buffer(%in: memref<1024xf32>, %buf: memref<2x128xf32, 1>, %tags: memref<2xi32, 2>, %done: memref<i32>, %n: index) {
  %size = arith.constant 128 : index
  %stride = arith.constant 256 : index
  %chunk = arith.constant 32 : index
  affine.for %i = 0 to 8 {
    affine.dma_start %in[%i * 128 + symbol(%n) ceildiv 4], %buf[%i mod 2, 0], %tags[%i mod 2], %size : memref<1024xf32>, memref<2x128xf32, 1>, memref<2xi32, 2>
    affine.dma_wait %tags[%i mod 2], %size : memref<2xi32, 2>
    affine.dma_start %buf[(%i + 1) mod 2, %i floordiv 4], %in[-%i + 896], %tags[1], %size, %stride, %chunk : memref<2x128xf32, 1>, memref<1024xf32>, memref<2xi32, 2>
  }
  affine.dma_wait %done[], %size : memref<i32>
  return
}
