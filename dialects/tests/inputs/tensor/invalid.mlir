// Each chunk breaks one rule a tensor verifier or parser checks, but six
// that MLIR 22 accepts (@dim_out_of_range, @expand_dynamic, @collapse_rank,
// @expand_output_shape, @pad_negative, @scatter_result), kept as such.
func.func @dim_out_of_range(%t: tensor<1x?xf32>) {
  %c2 = arith.constant 2 : index
  %d = tensor.dim %t, %c2 : tensor<1x?xf32>
  return
}

// -----

func.func @cast_incompatible(%t: tensor<1xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @bitcast_incompatible(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}

// -----

func.func @extract_indices(%t: tensor<?xf32>) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[] : tensor<?xf32>
  return
}

// -----

func.func @insert_indices(%v: f32, %t: tensor<?xf32>) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %v into %t[] : tensor<?xf32>
  return
}

// -----

func.func @from_elements_count() {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %c0 : tensor<2xindex>
  return
}

// -----

func.func @generate_extents(%m: index) -> tensor<?x3x?xf32> {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %t = tensor.generate %m {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @generate_arguments(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @generate_argument_types(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error @+1 {{all body arguments must be index}}
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: i64):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @generate_yield_type(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8 : i32
    tensor.yield %e : i32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @reshape_element_type(%t: tensor<*xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @reshape_dynamic_length(%t: tensor<*xf32>, %s: tensor<?xi32>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<?xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @reshape_rank(%t: tensor<*xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<1xf32>, %s: tensor<1xi32>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<1xf32>, tensor<1xi32>) -> tensor<10xf32>
  return
}

// -----

func.func @extract_slice_rank(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @extract_slice_element(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xi8>
  return
}

// -----

func.func @extract_slice_static(%t: tensor<8x16x4xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0, 0][%i, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_dynamic(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 2, 0][4, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<?x4x4xf32>
  return
}

// -----

func.func @extract_slice_offsets(%t: tensor<?x?x?xf32>, %a: index, %b: index) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = tensor.extract_slice %t[0, 0][%a, %b][1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return
}

// -----

func.func @extract_slice_out_of_bounds(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 11 >= 8}}
  %0 = tensor.extract_slice %t[4, 0][8, 16][1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  return
}

// -----

func.func @extract_slice_negative(%t: tensor<8x16xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1, 0][8, 16][1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  return
}

// -----

func.func @insert_slice_rank(%a: tensor<?xf32>, %b: tensor<?x?xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.insert_slice %b into %a[0][4][1] : tensor<?x?xf32> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_element(%a: tensor<4xi8>, %b: tensor<?xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %a into %b[0][4][1] : tensor<4xi8> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_static(%a: tensor<4x4x4xf32>, %b: tensor<8x16x4xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %a into %b[0, 0, 0][%i, 4, 4][1, 1, 1] : tensor<4x4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @insert_slice_offsets(%a: tensor<?x?xf32>, %b: tensor<?x?x?xf32>, %i: index, %j: index) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = tensor.insert_slice %a into %b[0, 0][%i, %j][1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return
}

// -----

func.func @parallel_insert_slice_parent(%a: tensor<4xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
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
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.expand_shape %t [[0], [1], [2, 3, 4]] output_shape [2, 3, 2, 4, 5] : tensor<2x3x20xf32> into tensor<2x3x2x4x5xf32>
  return %0 : tensor<2x3x2x4x5xf32>
}

// -----

func.func @collapse_static(%t: tensor<2x3x2x4x5xf32>) -> tensor<2x3x20xf32> {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.collapse_shape %t [[0], [1], [2, 3, 4]] : tensor<2x3x2x4x5xf32> into tensor<2x3x20xf32>
  return %0 : tensor<2x3x20xf32>
}

// -----

func.func @collapse_mixed(%t: tensor<?x4x5xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 5}}
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x5xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @collapse_groups(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
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
  // expected-error @+1 {{'tensor.rank' op operand #0 must be tensor of any type values, but got 'f32'}}
  %0 = "tensor.rank"(%f) : (f32) -> index
  return
}

// -----

func.func @pad_result_type(%t: tensor<?x2x3x4xi32>, %i: index, %v: i32) -> tensor<?x?x?x8xf32> {
  // expected-error @+1 {{specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>'}}
  %0 = tensor.pad %t low[1, %i, 2, 2] high[1, 2, %i, 3] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %v : i32
  } : tensor<?x2x3x4xi32> to tensor<?x?x?x8xf32>
  return %0 : tensor<?x?x?x8xf32>
}

// -----

func.func @pad_block_count(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_block_types(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error @+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: i32, %b: i32):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_yield_type(%t: tensor<?x4xi32>, %v: i8) -> tensor<?x9xi32> {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
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
  // expected-error @+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'}}
  %0 = tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @splat_sizes(%v: f32, %n: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = tensor.splat %v[%n, %n] : tensor<?x8xf32>
  return
}

// -----

func.func @empty_sizes(%n: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = tensor.empty(%n, %n) : tensor<?x8xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<4xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_dim(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_empty() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<8xf32>
  return
}

// -----

func.func @concat_element(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<8xf32>
  return
}

// -----

func.func @concat_sizes(%a: tensor<4x3xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<8x3xf32>
  return
}

// -----

func.func @concat_result(%a: tensor<4x3xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<9x3xf32>'does not match inferred shape 'tensor<8x3xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<9x3xf32>
  return
}

// -----

func.func @gather_empty(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_overflow(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_negative(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %s[%i] gather_dims([-1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_large(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %s[%i] gather_dims([42]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_order(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

func.func @gather_result(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x1xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_indices_dims(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x5x1xf32>
  return
}

// -----

func.func @scatter_unique(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1, 2]) : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_empty(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims must be non-empty}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_source(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x1x1xf32>' or its rank-reduced variant 'tensor<1x2xf32>' (got: 'tensor<f32>')}}
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
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %v : f32
}

// -----

func.func @parallel_insert_outside_outputs(%src: tensor<2xf32>, %init: tensor<8xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%acc = %init) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %src into %init[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return
}
