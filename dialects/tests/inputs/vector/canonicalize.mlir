// The folds that change nothing: same-type casts, broadcasts and slices,
// identity transposes, and a multi_reduction that reduces nothing.

func.func @no_op_folds(%a: vector<4xf32>, %v: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.shape_cast %a : vector<4xf32> to vector<4xf32>
  %1 = vector.broadcast %v : vector<2x4xf32> to vector<2x4xf32>
  %2 = vector.transpose %v, [0, 1] : vector<2x4xf32> to vector<2x4xf32>
  %3 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<2x4xf32> to vector<2x4xf32>
  %4 = vector.multi_reduction <add>, %a, %a [] : vector<4xf32> to vector<4xf32>
  %5 = vector.bitcast %a : vector<4xf32> to vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4xf32>, vector<4xf32>
}
