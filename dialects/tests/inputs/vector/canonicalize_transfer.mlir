func.func @bounds_and_casts(%m : memref<6x16xi32>, %t : tensor<5x10xi32>, %i : index) -> (vector<2x16xi32>, vector<3x4xi32>, vector<2x16x3xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %p = arith.constant 9 : i32
  %dyn = memref.cast %m : memref<6x16xi32> to memref<?x?xi32>
  %0 = vector.transfer_read %dyn[%c4, %c0], %p : memref<?x?xi32>, vector<2x16xi32>
  vector.transfer_write %0, %dyn[%c4, %i] : vector<2x16xi32>, memref<?x?xi32>
  %tc = tensor.cast %t : tensor<5x10xi32> to tensor<?x10xi32>
  // Out of bounds along the second dimension: 7 + 4 > 10.
  %1 = vector.transfer_read %tc[%c0, %c7], %p : tensor<?x10xi32>, vector<3x4xi32>
  // The broadcast dimension follows the others into bounds.
  %2 = vector.transfer_read %m[%c4, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1, 0)>} : memref<6x16xi32>, vector<2x16x3xi32>
  return %0, %1, %2 : vector<2x16xi32>, vector<3x4xi32>, vector<2x16x3xi32>
}

func.func @full_masks(%m : memref<?x?xf32>, %i : index) -> vector<3x[2]xf32> {
  %p = arith.constant 0.5 : f32
  %all = vector.constant_mask [3, 2] : vector<3x[2]xi1>
  %0 = vector.transfer_read %m[%i, %i], %p, %all : memref<?x?xf32>, vector<3x[2]xf32>
  %set = arith.constant dense<true> : vector<[2]x3xi1>
  vector.transfer_write %0, %m[%i, %i], %set {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x[2]xf32>, memref<?x?xf32>
  return %0 : vector<3x[2]xf32>
}

func.func @tensor_round_trips(%t : tensor<2x8xf32>, %u : tensor<2x8xf32>, %v : vector<1x8xf32>, %w : vector<1x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, vector<1x8xf32>, tensor<2x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  // A whole in-bounds read written back into another tensor.
  %r = vector.transfer_read %t[%c0, %c0], %p {in_bounds = [true, true]} : tensor<2x8xf32>, vector<2x8xf32>
  %0 = vector.transfer_write %r, %u[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<2x8xf32>
  // A row read and written back where it was.
  %s = vector.transfer_read %u[%c1, %c0], %p : tensor<2x8xf32>, vector<1x8xf32>
  %1 = vector.transfer_write %s, %u[%c1, %c0] : vector<1x8xf32>, tensor<2x8xf32>
  // Reading a row back past a write of the other row.
  %w0 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<1x8xf32>, tensor<2x8xf32>
  %w1 = vector.transfer_write %w, %w0[%c1, %c0] {in_bounds = [true, true]} : vector<1x8xf32>, tensor<2x8xf32>
  %2 = vector.transfer_read %w1[%c0, %c0], %p {in_bounds = [true, true]} : tensor<2x8xf32>, vector<1x8xf32>
  // The first write is overwritten past the disjoint second one.
  %x0 = vector.transfer_write %v, %u[%c1, %c0] {in_bounds = [true, true]} : vector<1x8xf32>, tensor<2x8xf32>
  %x1 = vector.transfer_write %w, %x0[%c0, %c0] {in_bounds = [true, true]} : vector<1x8xf32>, tensor<2x8xf32>
  %x2 = vector.transfer_write %w, %x1[%c1, %c0] {in_bounds = [true, true]} : vector<1x8xf32>, tensor<2x8xf32>
  return %0, %1, %2, %x2 : tensor<2x8xf32>, tensor<2x8xf32>, vector<1x8xf32>, tensor<2x8xf32>
}

func.func @read_after_write_broadcasts(%t : tensor<3x5x7xi8>, %v : vector<7x3xi8>) -> vector<3x2x7xi8> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0 : i8
  %w = vector.transfer_write %v, %t[%c0, %c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : vector<7x3xi8>, tensor<3x5x7xi8>
  %r = vector.transfer_read %w[%c0, %c0, %c0], %p {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1, d2) -> (d0, 0, d2)>} : tensor<3x5x7xi8>, vector<3x2x7xi8>
  return %r : vector<3x2x7xi8>
}

func.func @write_into_slice(%v : vector<4x6xf32>, %t : tensor<6x4xf32>, %big : tensor<32x32xf32>, %o : index, %n : index) -> tensor<32x32xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x6xf32>, tensor<6x4xf32>
  %s = tensor.extract_slice %w[0, 0] [%n, 4] [1, 1] : tensor<6x4xf32> to tensor<?x4xf32>
  %i = tensor.insert_slice %s into %big[%o, 8] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<32x32xf32>
  return %i : tensor<32x32xf32>
}
