// The 4-, 6- and 8-bit floats LLVM lacks are stored as integers of their
// width: in signatures, loads and stores, allocations.
func.func @loads(%m: memref<4xf8E4M3FN>, %i: index) -> f8E4M3FN {
  %0 = memref.load %m[%i] : memref<4xf8E4M3FN>
  %1 = memref.alloca() : memref<2xf8E4M3FN>
  memref.store %0, %1[%i] : memref<2xf8E4M3FN>
  return %0 : f8E4M3FN
}

func.func private @declared(f8E5M2, vector<2xf4E2M1FN>) -> f6E2M3FN
