// `llvm.bareptr` on one function: it and the calls to it take bare
// pointers, the others descriptors.
func.func @bare(%a: memref<4xf32>) -> memref<4xf32> attributes {llvm.bareptr} {
  return %a : memref<4xf32>
}

func.func private @bare_decl(memref<2x2xi8>) attributes {llvm.bareptr}

func.func @caller(%a: memref<4xf32>, %b: memref<2x2xi8>) -> memref<4xf32> {
  call @bare_decl(%b) : (memref<2x2xi8>) -> ()
  %r = call @bare(%a) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}
