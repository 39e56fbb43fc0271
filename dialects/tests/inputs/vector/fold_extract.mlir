// vector.extract folds through the producers of its source: inserts at
// other positions, transposes, broadcasts, shuffles, shape casts and
// strided slices; a shuffle picking one operand whole folds to it, an
// insertion at a poison position to poison.

func.func @through_insert_at_other_position(%v: vector<4xi32>, %a: i32, %b: i32) -> (i32, i32) {
  %0 = vector.insert %a, %v[1] : i32 into vector<4xi32>
  %1 = vector.insert %b, %0[3] : i32 into vector<4xi32>
  %2 = vector.extract %1[1] : i32 from vector<4xi32>
  %3 = vector.extract %1[0] : i32 from vector<4xi32>
  return %2, %3 : i32, i32
}

func.func @insert_prefix(%v: vector<2x3xf32>, %row: vector<3xf32>) -> (f32, vector<3xf32>) {
  %0 = vector.insert %row, %v[1] : vector<3xf32> into vector<2x3xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x3xf32>
  %2 = vector.extract %0[0] : vector<3xf32> from vector<2x3xf32>
  return %1, %2 : f32, vector<3xf32>
}

func.func @insert_overlapping(%v: vector<2x3xf32>, %a: f32) -> vector<3xf32> {
  %0 = vector.insert %a, %v[1, 1] : f32 into vector<2x3xf32>
  %1 = vector.extract %0[1] : vector<3xf32> from vector<2x3xf32>
  return %1 : vector<3xf32>
}

func.func @through_transpose(%v: vector<2x3xf32>, %a: f32) -> (f32, f32) {
  %0 = vector.insert %a, %v[1, 2] : f32 into vector<2x3xf32>
  %1 = vector.transpose %0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %2 = vector.extract %1[2, 1] : f32 from vector<3x2xf32>
  %3 = vector.extract %1[0, 1] : f32 from vector<3x2xf32>
  return %2, %3 : f32, f32
}

func.func @transposed_result(%v: vector<2x3x4xf32>) -> vector<4x3xf32> {
  %0 = vector.transpose %v, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
  %1 = vector.extract %0[1] : vector<4x3xf32> from vector<2x4x3xf32>
  return %1 : vector<4x3xf32>
}

func.func @through_broadcast(%v: vector<3x4xf32>, %w: vector<1x4xf32>) -> (vector<4xf32>, f32, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<3x4xf32> to vector<2x3x4xf32>
  %1 = vector.extract %0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %2 = vector.extract %0[0, 1, 3] : f32 from vector<2x3x4xf32>
  %3 = vector.broadcast %w : vector<1x4xf32> to vector<5x4xf32>
  %4 = vector.extract %3[3] : vector<4xf32> from vector<5x4xf32>
  return %1, %2, %4 : vector<4xf32>, f32, vector<4xf32>
}

func.func @through_shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> (f32, f32) {
  %0 = vector.shuffle %a, %b [5, 2, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.extract %0[0] : f32 from vector<3xf32>
  %2 = vector.extract %0[1] : f32 from vector<3xf32>
  return %1, %2 : f32, f32
}

func.func @through_shape_cast(%v: vector<2x3x4xf32>) -> (vector<4xf32>, f32) {
  %0 = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.extract %0[4] : vector<4xf32> from vector<6x4xf32>
  %2 = vector.extract %0[5, 3] : f32 from vector<6x4xf32>
  return %1, %2 : vector<4xf32>, f32
}

func.func @through_strided_slices(%v: vector<8x4xf32>, %w: vector<2x4xf32>, %d: vector<8x4xf32>) -> (vector<4xf32>, f32, f32) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [3], strides = [1]} : vector<8x4xf32> to vector<3x4xf32>
  %1 = vector.extract %0[1] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.insert_strided_slice %w, %d {offsets = [5, 0], strides = [1, 1]} : vector<2x4xf32> into vector<8x4xf32>
  %3 = vector.extract %2[6, 2] : f32 from vector<8x4xf32>
  %4 = vector.extract %2[1, 2] : f32 from vector<8x4xf32>
  return %1, %3, %4 : vector<4xf32>, f32, f32
}

func.func @shuffle_of_one_operand(%a: vector<4x2xf32>, %b: vector<3x2xf32>) -> (vector<4x2xf32>, vector<3x2xf32>, vector<3x2xf32>) {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4x2xf32>, vector<3x2xf32>
  %1 = vector.shuffle %a, %b [4, 5, 6] : vector<4x2xf32>, vector<3x2xf32>
  %2 = vector.shuffle %a, %b [4, 6, 5] : vector<4x2xf32>, vector<3x2xf32>
  return %0, %1, %2 : vector<4x2xf32>, vector<3x2xf32>, vector<3x2xf32>
}

func.func @insert_at_poison_position(%v: vector<3x4xf32>, %a: f32) -> vector<3x4xf32> {
  %0 = vector.insert %a, %v[-1, 2] : f32 into vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
