func.func @store_strided(%m : memref<16x32xf32, strided<[64, 2]>>, %i : index, %v : vector<2x4xf32>) {
  vector.store %v, %m[%i, %i] : memref<16x32xf32, strided<[64, 2]>>, vector<2x4xf32>
  return
}

// -----

func.func @load_one_element(%m : memref<16x32xf32, strided<[64, 2]>>, %i : index) -> vector<1x1xf32> {
  %v = vector.load %m[%i, %i] : memref<16x32xf32, strided<[64, 2]>>, vector<1x1xf32>
  return %v : vector<1x1xf32>
}

// -----

func.func @load_scalable_one(%m : memref<16x32xf32, strided<[64, 3], offset: 5>>, %i : index) -> vector<[1]xf32> {
  %v = vector.load %m[%i, %i] : memref<16x32xf32, strided<[64, 3], offset: 5>>, vector<[1]xf32>
  return %v : vector<[1]xf32>
}

// -----

func.func @load_affine_linear(%m : memref<16x32xi8, affine_map<(d0, d1) -> (d0 * 96 + d1 * 3 + 7)>>, %i : index) -> vector<4xi8> {
  %v = vector.load %m[%i, %i] : memref<16x32xi8, affine_map<(d0, d1) -> (d0 * 96 + d1 * 3 + 7)>>, vector<4xi8>
  return %v : vector<4xi8>
}

// -----

func.func @load_not_strided(%m : memref<16x32xi8, affine_map<(d0, d1) -> (d0 mod 4, d1)>>, %i : index) -> vector<4xi8> {
  %v = vector.load %m[%i, %i] : memref<16x32xi8, affine_map<(d0, d1) -> (d0 mod 4, d1)>>, vector<4xi8>
  return %v : vector<4xi8>
}

// -----

func.func @layout_before_rank(%m : memref<16x32xf32, strided<[64, 2]>>, %i : index, %v : vector<2x2x4xf32>) {
  vector.store %v, %m[%i, %i] : memref<16x32xf32, strided<[64, 2]>>, vector<2x2x4xf32>
  return
}

// -----

func.func @unit_inner_stride(%m : memref<16x32xf32, strided<[?, 1], offset: ?>>, %i : index) -> vector<8xf32> {
  %v = vector.load %m[%i, %i] : memref<16x32xf32, strided<[?, 1], offset: ?>>, vector<8xf32>
  return %v : vector<8xf32>
}
