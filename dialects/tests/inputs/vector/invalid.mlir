// The verifiers' and parsers' first errors.

func.func @extract_position_out_of_range(%v: vector<2x4xf32>) {
  // expected-error@+1 {{expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[5] : vector<4xf32> from vector<2x4xf32>
  return
}

// -----

func.func @extract_too_many_positions(%v: vector<4xf32>) {
  // expected-error@+1 {{expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 0] : f32 from vector<4xf32>
  return
}

// -----

func.func @insert_rank_mismatch(%v: vector<2x4xf32>, %s: vector<2xf32>) {
  // expected-error@+1 {{expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[0, 1] : vector<2xf32> into vector<2x4xf32>
  return
}

// -----

func.func @shape_cast_elements(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (4) and result (5)}}
  %0 = vector.shape_cast %a : vector<4xf32> to vector<5xf32>
  return
}

// -----

func.func @reduction_rank(%a: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %a : vector<4x4xf32> into f32
  return
}

// -----

func.func @reduction_kind(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @transfer_read_indices(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 1 indices}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_types(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{requires two types}}
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>
  return
}

// -----

func.func @broadcast_mismatch(%b: vector<3xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %b : vector<3xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_rank(%b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %b : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @transpose_length(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @strided_slice_offsets(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 1 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 4], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @multi_reduction_type(%v: vector<2x4xf32>, %acc: vector<2xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<2xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<2x4xf32> to vector<2xf32>
  return
}

// -----

func.func @bitcast_width(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %a : vector<4xf32> to vector<3xi32>
  return
}

// -----

func.func @constant_mask_size() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @mask_passthru(%m: vector<4xi1>, %a: vector<4xf32>) {
  // expected-error@+1 {{expects a result if passthru operand is provided}}
  vector.mask %m, %a { vector.yield } : vector<4xi1>
  return
}
