// The intrinsics' verifiers and constraints, with MLIR's messages.

llvm.func @sincos_result(%f: f32) {
  // expected-error @+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f64, f32)>'}}
  %0 = llvm.intr.sincos(%f) : (f32) -> !llvm.struct<(f64, f32)>
  llvm.return
}

// -----

llvm.func @gather_pointers(%q: vector<2x!llvm.ptr>, %m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<4x!llvm.ptr>'}}
  %0 = llvm.intr.masked.gather %q, %m, %v {alignment = 1 : i32} : (vector<2x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @scatter_pointers(%q: vector<2x!llvm.ptr>, %m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<4x!llvm.ptr>'}}
  llvm.intr.masked.scatter %v, %q, %m {alignment = 1 : i32} : vector<4xf32>, vector<4xi1> into vector<2x!llvm.ptr>
  llvm.return
}

// -----

llvm.func @memset_value(%p: !llvm.ptr, %c: i1, %n: i64) {
  // expected-error @+1 {{'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i1'}}
  "llvm.intr.memset"(%p, %c, %n) <{isVolatile = true}> : (!llvm.ptr, i1, i64) -> ()
  llvm.return
}

// -----

llvm.func @vector_extract_scalable(%v: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that it is not extracting scalable from fixed-length vectors.}}
  %0 = llvm.intr.vector.extract %v[0] : vector<[4]xf32> from vector<8xf32>
  llvm.return
}

// -----

llvm.func @interleave(%a: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}
