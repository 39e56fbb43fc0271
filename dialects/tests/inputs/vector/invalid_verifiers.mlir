// The first error of the transfer, strided-slice, scan, shuffle,
// transpose and outer-product verifiers, in MLIR's order.

func.func @read_projected(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 * 2)>} : memref<?x?xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @read_permutation(%m: memref<?x?x?xf32>, %i: index, %p: f32) -> vector<2x4xf32> {
  %0 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (d1, d1)>} : memref<?x?x?xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @read_minor_bits(%m: memref<?x?xvector<3xf32>>, %i: index, %p: vector<3xf32>) -> vector<2xf32> {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xvector<3xf32>>, vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @write_broadcast(%m: memref<?xf32>, %v: vector<4xf32>, %i: index) {
  vector.transfer_write %v, %m[%i] {permutation_map = affine_map<(d0) -> (0)>} : vector<4xf32>, memref<?xf32>
  return
}

// -----

func.func @write_in_bounds(%m: memref<?x?xf32>, %v: vector<4xf32>, %i: index) {
  "vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
  return
}

// -----

func.func @extract_slice_sizes(%v: vector<4x8xf32>) -> vector<6x8xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [6], strides = [1]} : vector<4x8xf32> to vector<6x8xf32>
  return %0 : vector<6x8xf32>
}

// -----

func.func @extract_slice_strides(%v: vector<4x8xf32>) -> vector<2x8xf32> {
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return %0 : vector<2x8xf32>
}

// -----

func.func @extract_slice_result(%v: vector<4x[8]xf32>) -> vector<2x8xf32> {
  %0 = "vector.extract_strided_slice"(%v) <{offsets = [1], sizes = [2], strides = [1]}> : (vector<4x[8]xf32>) -> vector<2x8xf32>
  return %0 : vector<2x8xf32>
}

// -----

func.func @insert_slice_sum(%a: vector<3xf32>, %b: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [1, 2], strides = [1]} : vector<3xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @scan_initial_rank(%v: vector<2x3xi32>, %init: vector<1x3xi32>) -> vector<2x3xi32> {
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1} : vector<2x3xi32>, vector<1x3xi32>
  return %0#0 : vector<2x3xi32>
}

// -----

func.func @scan_initial_shape(%v: vector<2x3xi32>, %init: vector<3xi32>) -> vector<2x3xi32> {
  %0:2 = vector.scan <add>, %v, %init {inclusive = false, reduction_dim = 1} : vector<2x3xi32>, vector<3xi32>
  return %0#0 : vector<2x3xi32>
}

// -----

func.func @shuffle_empty(%a: vector<3xi32>) {
  %0 = vector.shuffle %a, %a [] : vector<3xi32>, vector<3xi32>
  return
}

// -----

func.func @transpose_duplicate(%v: vector<2x2x3xf32>) {
  %0 = vector.transpose %v, [1, 1, 2] : vector<2x2x3xf32> to vector<2x2x3xf32>
  return
}

// -----

func.func @outerproduct_scalable(%a: vector<[2]xf32>, %b: vector<3xf32>) {
  %0 = vector.outerproduct %a, %b : vector<[2]xf32>, vector<3xf32>
  return
}
