// The module declares the C functions the lowering calls with other types:
// each is reported on its declaration, and the ops that need it stay.
llvm.func @malloc(i64)
llvm.func @free(i64)
llvm.func @memrefCopy(i32)
func.func @uses(%a: memref<?xf32>, %b: memref<?xf32, strided<[2]>>) {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32, strided<[2]>>
  return
}
