// A call converts with the aligned pointer of a dynamic memref, its
// callee does not: the verifier rejects the call.
func.func @dynamic(%a: memref<?xf32>) {
  return
}

func.func @call(%a: memref<?xf32>) {
  call @dynamic(%a) : (memref<?xf32>) -> ()
  return
}
