// memref.memory_space_cast of unranked memrefs copies the ranked descriptor
// onto the stack with its pointers cast.
func.func @unranked(%m: memref<*xf32>) -> memref<*xf32, 1> {
  %c = memref.memory_space_cast %m : memref<*xf32> to memref<*xf32, 1>
  return %c : memref<*xf32, 1>
}
