func.func @slice_of_constant_mask() -> (vector<3x2xi1>, vector<2x4xi1>, vector<2x3xi1>) {
  %m = vector.constant_mask [4, 3] : vector<6x5xi1>
  %a = vector.extract_strided_slice %m {offsets = [1, 2], sizes = [3, 2], strides = [1, 1]} : vector<6x5xi1> to vector<3x2xi1>
  %b = vector.extract_strided_slice %m {offsets = [4, 0], sizes = [2, 4], strides = [1, 1]} : vector<6x5xi1> to vector<2x4xi1>
  %n = vector.constant_mask [2, 3, 1] : vector<4x3x2xi1>
  %c = vector.extract_strided_slice %n {offsets = [1], sizes = [2], strides = [1]} : vector<4x3x2xi1> to vector<2x3x2xi1>
  %d = vector.shape_cast %c : vector<2x3x2xi1> to vector<2x6xi1>
  %e = vector.extract_strided_slice %d {offsets = [0, 1], sizes = [2, 3], strides = [1, 1]} : vector<2x6xi1> to vector<2x3xi1>
  return %a, %b, %e : vector<3x2xi1>, vector<2x4xi1>, vector<2x3xi1>
}

func.func @slice_of_create_mask(%x: index, %y: index) -> vector<2x3x4xi1> {
  %m = vector.create_mask %x, %y, %x : vector<5x6x4xi1>
  %s = vector.extract_strided_slice %m {offsets = [3, 2], sizes = [2, 3], strides = [1, 1]} : vector<5x6x4xi1> to vector<2x3x4xi1>
  return %s : vector<2x3x4xi1>
}

func.func @slice_of_broadcast(%s: f16, %v: vector<5xf16>, %w: vector<3x1xf16>) -> (vector<2x5xf16>, vector<2x3xf16>, vector<2x4xf16>, vector<3x2xf16>, vector<1x4xf16>) {
  %b0 = vector.broadcast %v : vector<5xf16> to vector<7x5xf16>
  %0 = vector.extract_strided_slice %b0 {offsets = [2, 0], sizes = [2, 5], strides = [1, 1]} : vector<7x5xf16> to vector<2x5xf16>
  %1 = vector.extract_strided_slice %b0 {offsets = [1, 1], sizes = [2, 3], strides = [1, 1]} : vector<7x5xf16> to vector<2x3xf16>
  %b1 = vector.broadcast %s : f16 to vector<8x6xf16>
  %2 = vector.extract_strided_slice %b1 {offsets = [3, 2], sizes = [2, 4], strides = [1, 1]} : vector<8x6xf16> to vector<2x4xf16>
  %b2 = vector.broadcast %w : vector<3x1xf16> to vector<3x9xf16>
  %3 = vector.extract_strided_slice %b2 {offsets = [0, 5], sizes = [3, 2], strides = [1, 1]} : vector<3x9xf16> to vector<3x2xf16>
  %b3 = vector.broadcast %s : f16 to vector<1x9xf16>
  %4 = vector.extract_strided_slice %b3 {offsets = [0, 3], sizes = [1, 4], strides = [1, 1]} : vector<1x9xf16> to vector<1x4xf16>
  return %0, %1, %2, %3, %4 : vector<2x5xf16>, vector<2x3xf16>, vector<2x4xf16>, vector<3x2xf16>, vector<1x4xf16>
}

func.func @contiguous_slice(%v: vector<6x1x3x5xi8>) -> (vector<5xi8>, vector<1x3x5xi8>, vector<1x1x2x5xi8>) {
  %0 = vector.extract_strided_slice %v {offsets = [4, 0, 2], sizes = [1, 1, 1], strides = [1, 1, 1]} : vector<6x1x3x5xi8> to vector<1x1x1x5xi8>
  %1 = vector.shape_cast %0 : vector<1x1x1x5xi8> to vector<5xi8>
  %2 = vector.extract_strided_slice %v {offsets = [2], sizes = [1], strides = [1]} : vector<6x1x3x5xi8> to vector<1x1x3x5xi8>
  %3 = vector.shape_cast %2 : vector<1x1x3x5xi8> to vector<1x3x5xi8>
  %4 = vector.extract_strided_slice %v {offsets = [1, 0, 1], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<6x1x3x5xi8> to vector<1x1x2x5xi8>
  return %1, %3, %4 : vector<5xi8>, vector<1x3x5xi8>, vector<1x1x2x5xi8>
}
