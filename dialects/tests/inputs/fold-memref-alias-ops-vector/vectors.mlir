// Vector loads, stores and transfers fold through views too: transfers
// only through unit-stride subviews in bounds (their permutation map
// widened) and, for reads, expand shapes of minor identity maps.
func.func @vload_collapse(%m: memref<4x5x8xf32>, %i: index, %j: index) -> vector<8xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x8xf32> into memref<20x8xf32>
  %v = vector.load %c[%i, %j] : memref<20x8xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @vload_expand(%m: memref<20x8xf32>, %i: index, %j: index) -> vector<8xf32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [4, 5, 8] : memref<20x8xf32> into memref<4x5x8xf32>
  %v = vector.load %e[%i, %j, %i] {nontemporal = true} : memref<4x5x8xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @vload_subview(%m: memref<20x8xf32>, %i: index, %j: index) -> vector<4xf32> {
  %s = memref.subview %m[%i, 2] [4, 4] [1, 1] : memref<20x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %v = vector.load %s[%j, %i] {nontemporal = true} : memref<4x4xf32, strided<[8, 1], offset: ?>>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @tread_expand(%m: memref<20x8xf32>, %i: index, %j: index, %f: f32) -> vector<8xf32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [4, 5, 8] : memref<20x8xf32> into memref<4x5x8xf32>
  %v = vector.transfer_read %e[%i, %j, %i], %f {in_bounds = [true]} : memref<4x5x8xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @mstore_collapse(%m: memref<4x5x8xf32>, %i: index, %j: index, %mask: vector<8xi1>, %v: vector<8xf32>) {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x8xf32> into memref<20x8xf32>
  vector.maskedstore %c[%i, %j], %mask, %v : memref<20x8xf32>, vector<8xi1>, vector<8xf32>
  return
}
func.func @twrite_subview(%m: memref<8x16x4xf32>, %v: vector<4x2xf32>, %i: index, %j: index) {
  %s = memref.subview %m[1, %i, 0] [1, 8, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4xf32, strided<[4, 1], offset: ?>>
  vector.transfer_write %v, %s[%j, %i] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xf32>, memref<8x4xf32, strided<[4, 1], offset: ?>>
  return
}
func.func @tread_out_of_bounds_kept(%m: memref<8x8xf32>, %i: index, %f: f32) -> vector<4xf32> {
  %s = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %v = vector.transfer_read %s[%i, %i], %f : memref<4x4xf32, strided<[8, 1], offset: 18>>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @masked_load_subview(%m: memref<8x8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %s = memref.subview %m[1, %i] [4, 4] [2, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %v = vector.maskedload %s[%i, %i], %mask, %p : memref<4x4xf32, strided<[16, 1], offset: ?>>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}
