// Unranked memrefs returned: the callee copies their ranked descriptors
// to the heap, the caller to its stack, freeing the heap copy.
func.func private @make() -> (memref<*xf32>, i32, memref<*xi8, 1>)

func.func @forward(%u: memref<*xf32>, %v: memref<*xf32>) -> (memref<*xf32>, memref<*xf32>) {
  %a, %i, %b = call @make() : () -> (memref<*xf32>, i32, memref<*xi8, 1>)
  "test.use"(%i, %b) : (i32, memref<*xi8, 1>) -> ()
  return %u, %a : memref<*xf32>, memref<*xf32>
}
