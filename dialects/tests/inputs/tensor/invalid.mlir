// Each chunk breaks one rule a tensor verifier or parser checks.
func.func @dim_out_of_range(%t: tensor<1x?xf32>) {
  %c2 = arith.constant 2 : index
  %d = tensor.dim %t, %c2 : tensor<1x?xf32>
  return
}

// -----

func.func @cast_incompatible(%t: tensor<1xf32>) {
  %0 = tensor.cast %t : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @bitcast_incompatible(%t: tensor<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}

// -----

func.func @extract_indices(%t: tensor<?xf32>) {
  %0 = tensor.extract %t[] : tensor<?xf32>
  return
}

// -----

func.func @insert_indices(%v: f32, %t: tensor<?xf32>) {
  %0 = tensor.insert %v into %t[] : tensor<?xf32>
  return
}

// -----

func.func @from_elements_count() {
  %c0 = arith.constant 0 : index
  %0 = tensor.from_elements %c0 : tensor<2xindex>
  return
}

// -----

func.func @generate_extents(%m: index) -> tensor<?x3x?xf32> {
  %t = tensor.generate %m {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @generate_arguments(%m: index, %n: index) -> tensor<?x3x?xf32> {
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @generate_argument_types(%m: index, %n: index) -> tensor<?x3x?xf32> {
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: i64):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @generate_yield_type(%m: index, %n: index) -> tensor<?x3x?xf32> {
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8 : i32
    tensor.yield %e : i32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @reshape_element_type(%t: tensor<*xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @reshape_dynamic_length(%t: tensor<*xf32>, %s: tensor<?xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<?xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @reshape_rank(%t: tensor<*xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<1xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<1xf32>, tensor<1xi32>) -> tensor<10xf32>
  return
}

// -----

func.func @extract_slice_rank(%t: tensor<?xf32>) {
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @extract_slice_element(%t: tensor<?xf32>) {
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xi8>
  return
}

// -----

func.func @extract_slice_static(%t: tensor<8x16x4xf32>, %i: index) {
  %0 = tensor.extract_slice %t[0, 0, 0][%i, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_dynamic(%t: tensor<8x16x4xf32>) {
  %0 = tensor.extract_slice %t[0, 2, 0][4, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<?x4x4xf32>
  return
}

// -----

func.func @extract_slice_offsets(%t: tensor<?x?x?xf32>, %a: index, %b: index) {
  %0 = tensor.extract_slice %t[0, 0][%a, %b][1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return
}

// -----

func.func @extract_slice_out_of_bounds(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[4, 0][8, 16][1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  return
}

// -----

func.func @extract_slice_negative(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[-1, 0][8, 16][1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  return
}

// -----

func.func @insert_slice_rank(%a: tensor<?xf32>, %b: tensor<?x?xf32>) {
  %0 = tensor.insert_slice %b into %a[0][4][1] : tensor<?x?xf32> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_element(%a: tensor<4xi8>, %b: tensor<?xf32>) {
  %0 = tensor.insert_slice %a into %b[0][4][1] : tensor<4xi8> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_static(%a: tensor<4x4x4xf32>, %b: tensor<8x16x4xf32>, %i: index) {
  %0 = tensor.insert_slice %a into %b[0, 0, 0][%i, 4, 4][1, 1, 1] : tensor<4x4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @insert_slice_offsets(%a: tensor<?x?xf32>, %b: tensor<?x?x?xf32>, %i: index, %j: index) {
  %0 = tensor.insert_slice %a into %b[0, 0][%i, %j][1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return
}

// -----

func.func @parallel_insert_slice_parent(%a: tensor<4xf32>, %b: tensor<8xf32>) {
  tensor.parallel_insert_slice %a into %b[0][4][1] : tensor<4xf32> into tensor<8xf32>
  return
}

// -----

func.func @expand_dynamic(%t: tensor<?x?x?xf32>, %a: index, %b: index) -> tensor<?x?x?x4x?xf32> {
  %0 = tensor.expand_shape %t [[0], [1], [2, 3, 4]] output_shape [%a, %a, %a, 4, %b] : tensor<?x?x?xf32> into tensor<?x?x?x4x?xf32>
  return %0 : tensor<?x?x?x4x?xf32>
}

// -----

func.func @expand_static(%t: tensor<2x3x20xf32>) -> tensor<2x3x2x4x5xf32> {
  %0 = tensor.expand_shape %t [[0], [1], [2, 3, 4]] output_shape [2, 3, 2, 4, 5] : tensor<2x3x20xf32> into tensor<2x3x2x4x5xf32>
  return %0 : tensor<2x3x2x4x5xf32>
}

// -----

func.func @collapse_static(%t: tensor<2x3x2x4x5xf32>) -> tensor<2x3x20xf32> {
  %0 = tensor.collapse_shape %t [[0], [1], [2, 3, 4]] : tensor<2x3x2x4x5xf32> into tensor<2x3x20xf32>
  return %0 : tensor<2x3x20xf32>
}

// -----

func.func @collapse_mixed(%t: tensor<?x4x5xf32>) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x5xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @collapse_groups(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @collapse_rank(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @expand_output_shape(%t: tensor<6xf32>) -> tensor<2x3xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<6xf32> into tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rank_operand(%f: f32) {
  %0 = "tensor.rank"(%f) : (f32) -> index
  return
}

// -----

func.func @pad_result_type(%t: tensor<?x2x3x4xi32>, %i: index, %v: i32) -> tensor<?x?x?x8xf32> {
  %0 = tensor.pad %t low[1, %i, 2, 2] high[1, 2, %i, 3] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %v : i32
  } : tensor<?x2x3x4xi32> to tensor<?x?x?x8xf32>
  return %0 : tensor<?x?x?x8xf32>
}

// -----

func.func @pad_block_count(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_block_types(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: i32, %b: i32):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_yield_type(%t: tensor<?x4xi32>, %v: i8) -> tensor<?x9xi32> {
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i8
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_negative(%t: tensor<4xi32>, %v: i32) -> tensor<5xi32> {
  %0 = tensor.pad %t low[-1] high[2] {
  ^bb0(%a: index):
    tensor.yield %v : i32
  } : tensor<4xi32> to tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

func.func @splat_type(%v: f32) {
  %0 = tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @splat_sizes(%v: f32, %n: index) {
  %0 = tensor.splat %v[%n, %n] : tensor<?x8xf32>
  return
}

// -----

func.func @empty_sizes(%n: index) {
  %0 = tensor.empty(%n, %n) : tensor<?x8xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<4xf32>, %b: tensor<4x4xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_dim(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  %0 = tensor.concat dim(1) %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_empty() {
  %0 = tensor.concat dim(0) : () -> tensor<8xf32>
  return
}

// -----

func.func @concat_element(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_sizes(%a: tensor<4x3xf32>, %b: tensor<4x5xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<8x3xf32>
  return
}

// -----

func.func @concat_result(%a: tensor<4x3xf32>, %b: tensor<4x3xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<9x3xf32>
  return
}

// -----

func.func @gather_empty(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_overflow(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_negative(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([-1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_large(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([42]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_order(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

func.func @gather_result(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_indices_dims(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x5x1xf32>
  return
}

// -----

func.func @scatter_unique(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1, 2]) : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_empty(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_source(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1, 2]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_result(%s: tensor<1x2x1x1x1xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x7xf32>
  return
}

// -----

func.func @yield_parent(%v: f32) {
  tensor.yield %v : f32
}
