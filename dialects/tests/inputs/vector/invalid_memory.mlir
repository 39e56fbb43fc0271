// The first error of each memory op's verifier, in MLIR's order.

func.func @load_rank(%m: memref<8xf32>, %i: index) -> vector<2x4xf32> {
  %0 = vector.load %m[%i] : memref<8xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @load_element(%m: memref<8xi32>, %i: index) -> vector<4xf32> {
  %0 = vector.load %m[%i] : memref<8xi32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @store_vector_memref(%m: memref<8xvector<2xf32>>, %v: vector<4xf32>, %i: index) {
  vector.store %v, %m[%i] : memref<8xvector<2xf32>>, vector<4xf32>
  return
}

// -----

func.func @store_indices(%m: memref<8x8xf32>, %v: vector<4xf32>, %i: index) {
  vector.store %v, %m[%i] : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @maskedload_mask(%m: memref<8xf32>, %k: vector<3xi1>, %p: vector<4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.maskedload %m[%i], %k, %p : memref<8xf32>, vector<3xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @maskedload_pass_thru(%m: memref<8xf32>, %k: vector<4xi1>, %p: vector<4xi32>, %i: index) -> vector<4xf32> {
  %0 = vector.maskedload %m[%i], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xi32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @maskedstore_element(%m: memref<8xi8>, %k: vector<4xi1>, %v: vector<4xf32>, %i: index) {
  vector.maskedstore %m[%i], %k, %v : memref<8xi8>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @gather_indices(%m: memref<8x8xf32>, %x: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.gather %m[%i][%x], %k, %p : memref<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @gather_mask(%m: memref<8xf32>, %x: vector<4xi32>, %k: vector<2xi1>, %p: vector<4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.gather %m[%i][%x], %k, %p : memref<8xf32>, vector<4xi32>, vector<2xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @scatter_element(%m: memref<8xf16>, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>, %i: index) {
  vector.scatter %m[%i][%x], %k, %v : memref<8xf16>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @scatter_index_vector(%m: memref<8xf32>, %x: vector<2xi32>, %k: vector<4xi1>, %v: vector<4xf32>, %i: index) {
  vector.scatter %m[%i][%x], %k, %v : memref<8xf32>, vector<2xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @expandload_mask(%m: memref<8xf32>, %k: vector<2xi1>, %p: vector<4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.expandload %m[%i], %k, %p : memref<8xf32>, vector<2xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @compressstore_indices(%m: memref<8xf32>, %k: vector<4xi1>, %v: vector<4xf32>, %i: index) {
  vector.compressstore %m[%i, %i], %k, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @bitcast_index(%v: vector<2x8xi8>) -> vector<2x1xindex> {
  %0 = vector.bitcast %v : vector<2x8xi8> to vector<2x1xindex>
  return %0 : vector<2x1xindex>
}

// -----

func.func @bitcast_dims(%v: vector<2x3x4xi8>) -> vector<2x2x1xi32> {
  %0 = vector.bitcast %v : vector<2x3x4xi8> to vector<2x2x1xi32>
  return %0 : vector<2x2x1xi32>
}
