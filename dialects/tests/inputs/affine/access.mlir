// Maps applied to operands, and memory accesses whose subscripts are
// affine expressions of dimensions and symbols: loads and stores, their
// vector forms, prefetches, and the index (de)linearizations. The maps are
// as MLIR's canonicalization leaves them (dimensions that are no symbols,
// min/max results in its order).
func.func @maps(%A: memref<64xindex>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)> (%i)[%n]
      %1 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 mod 3)> (%i, %j)
      %2 = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)> ()[%n]
      %3 = affine.min affine_map<(d0)[s0] -> (s0, d0 + 512)> (%i)[%n]
      %4 = affine.max affine_map<(d0, d1) -> (d1 + 11, d0 - d1)> (%i, %j)
      affine.store %0, %A[%j] : memref<64xindex>
      affine.store %1, %A[%j + 1] : memref<64xindex>
      affine.store %2, %A[%j + 2] : memref<64xindex>
      affine.store %3, %A[%j + 3] : memref<64xindex>
      affine.store %4, %A[%j + 4] : memref<64xindex>
    }
  }
  return
}

func.func @access(%A: memref<64x64xf32>, %B: memref<64xvector<4xf32>>, %V: memref<128xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i + 3, %j * 2 + symbol(%n)] : memref<64x64xf32>
      %b = affine.load %A[%i + %j, -%j + 63] : memref<64x64xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %A[%i floordiv 2, %j mod 4] : memref<64x64xf32>
      affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<64x64xf32>
      affine.prefetch %A[%j, %i], write, locality<0>, instr : memref<64x64xf32>
    }
    %v = affine.vector_load %V[%i * 8] : memref<128xf32>, vector<8xf32>
    affine.vector_store %v, %V[%i * 8 + 1] : memref<128xf32>, vector<8xf32>
    %e = affine.load %B[%i] {tag = "element"} : memref<64xvector<4xf32>>
    affine.store %e, %B[symbol(%n)] : memref<64xvector<4xf32>>
  }
  %c = affine.load %A[0, 0] : memref<64x64xf32>
  affine.store %c, %A[symbol(%n), symbol(%n) + 1] : memref<64x64xf32>
  return
}

func.func @indices(%linear: index, %n: index, %a: index, %b: index) -> (index, index) {
  %d:3 = affine.delinearize_index %linear into (%n, 4, 8) : index, index, index
  %e:2 = affine.delinearize_index %linear into (16) : index, index
  %l = affine.linearize_index [%a, %b] by (%n, 5) : index
  %k = affine.linearize_index disjoint [%d#0, %d#1, %d#2] by (3, 5) : index
  %r = arith.addi %e#1, %l : index
  return %r, %k : index, index
}
