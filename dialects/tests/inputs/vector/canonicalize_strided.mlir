func.func @slice_of_insert_chain(%small : vector<2x3xf16>, %other : vector<2x3xf16>, %big : vector<6x9xf16>) -> (vector<1x2xf16>, vector<2x3xf16>, vector<2x2xf16>) {
  %0 = vector.insert_strided_slice %small, %big {offsets = [1, 4], strides = [1, 1]} : vector<2x3xf16> into vector<6x9xf16>
  %1 = vector.insert_strided_slice %other, %0 {offsets = [4, 0], strides = [1, 1]} : vector<2x3xf16> into vector<6x9xf16>
  // Past the disjoint insertion, inside the first one.
  %a = vector.extract_strided_slice %1 {offsets = [2, 5], sizes = [1, 2], strides = [1, 1]} : vector<6x9xf16> to vector<1x2xf16>
  // The whole last insertion.
  %b = vector.extract_strided_slice %1 {offsets = [4, 0], sizes = [2, 3], strides = [1, 1]} : vector<6x9xf16> to vector<2x3xf16>
  // Overlapping the first insertion in part: kept.
  %c = vector.extract_strided_slice %1 {offsets = [1, 6], sizes = [2, 2], strides = [1, 1]} : vector<6x9xf16> to vector<2x2xf16>
  return %a, %b, %c : vector<1x2xf16>, vector<2x3xf16>, vector<2x2xf16>
}

func.func @slice_of_lower_rank_insert(%v : vector<4xi32>, %d : vector<3x8xi32>) -> vector<1x2xi32> {
  %0 = vector.insert_strided_slice %v, %d {offsets = [1, 2], strides = [1]} : vector<4xi32> into vector<3x8xi32>
  %1 = vector.extract_strided_slice %0 {offsets = [1, 3], sizes = [1, 2], strides = [1, 1]} : vector<3x8xi32> to vector<1x2xi32>
  return %1 : vector<1x2xi32>
}

func.func @slice_of_constants() -> (vector<2x2xi16>, vector<1x3x2xf32>, vector<2xi16>) {
  %c = arith.constant dense<[[10, 11, 12], [13, 14, 15], [16, 17, 18]]> : vector<3x3xi16>
  %a = vector.extract_strided_slice %c {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x3xi16> to vector<2x2xi16>
  %f = arith.constant dense<[[[1.5, 2.5], [3.5, 4.5], [5.5, 6.5]], [[7.5, 8.5], [9.5, 10.5], [11.5, 12.5]]]> : vector<2x3x2xf32>
  %b = vector.extract_strided_slice %f {offsets = [1], sizes = [1], strides = [1]} : vector<2x3x2xf32> to vector<1x3x2xf32>
  %l = arith.constant dense<[4, -4, 8, -8]> : vector<4xi16>
  %e = vector.extract_strided_slice %l {offsets = [1], sizes = [2], strides = [1]} : vector<4xi16> to vector<2xi16>
  return %a, %b, %e : vector<2x2xi16>, vector<1x3x2xf32>, vector<2xi16>
}

func.func @insert_constant_slices() -> (vector<3x4xi8>, vector<2x2x2xf32>) {
  %d = arith.constant dense<0> : vector<3x4xi8>
  %s = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi8>
  %a = vector.insert_strided_slice %s, %d {offsets = [1, 2], strides = [1, 1]} : vector<2x2xi8> into vector<3x4xi8>
  %fd = arith.constant dense<[[[0.5, 1.5], [2.5, 3.5]], [[4.5, 5.5], [6.5, 7.5]]]> : vector<2x2x2xf32>
  %fs = arith.constant dense<[-1.0, -2.0]> : vector<2xf32>
  %b = vector.insert_strided_slice %fs, %fd {offsets = [1, 0, 0], strides = [1]} : vector<2xf32> into vector<2x2x2xf32>
  return %a, %b : vector<3x4xi8>, vector<2x2x2xf32>
}
