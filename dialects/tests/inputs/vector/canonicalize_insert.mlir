func.func @insert_constants() -> (vector<4xi8>, vector<2x3xf32>, vector<2x3xf32>, vector<3x2xi8>) {
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %x = arith.constant 9 : i8
  %0 = vector.insert %x, %d [2] : i8 into vector<4xi8>
  %e = arith.constant dense<0.5> : vector<2x3xf32>
  %r = arith.constant dense<[7.0, 8.0, 9.0]> : vector<3xf32>
  %1 = vector.insert %r, %e [1] : vector<3xf32> into vector<2x3xf32>
  %y = arith.constant 4.0 : f32
  %2 = vector.insert %y, %e [0, 2] : f32 into vector<2x3xf32>
  %s = arith.constant dense<5> : vector<3x2xi8>
  %z = arith.constant dense<6> : vector<2xi8>
  %3 = vector.insert %z, %s [2] : vector<2xi8> into vector<3x2xi8>
  return %0, %1, %2, %3 : vector<4xi8>, vector<2x3xf32>, vector<2x3xf32>, vector<3x2xi8>
}

func.func @insert_positions(%v: vector<3x4xi32>, %a: i32, %i: index, %w: vector<4xi32>) -> (vector<3x4xi32>, vector<3x4xi32>, vector<3x4xi32>, i32, vector<3x4xi32>) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %0 = vector.insert %a, %v [%c1, %i] : i32 into vector<3x4xi32>
  %1 = vector.insert %w, %v [%c9] : vector<4xi32> into vector<3x4xi32>
  %2 = vector.insert %a, %v [%i, 3] : i32 into vector<3x4xi32>
  %3 = vector.insert %a, %2 [%i, 3] : i32 into vector<3x4xi32>
  %4 = vector.extract %3 [%c1, %c1] : i32 from vector<3x4xi32>
  %cp = arith.constant -1 : index
  %5 = vector.insert %a, %v [%cp, 0] : i32 into vector<3x4xi32>
  return %0, %1, %3, %4, %5 : vector<3x4xi32>, vector<3x4xi32>, vector<3x4xi32>, i32, vector<3x4xi32>
}

func.func @insert_to_broadcast(%v: vector<1x5xf16>, %d: vector<1x1x5xf16>, %s: f16) -> (vector<1x1x5xf16>, vector<4x5xf16>, vector<4x5xf16>) {
  %0 = vector.insert %v, %d [0] : vector<1x5xf16> into vector<1x1x5xf16>
  %b = vector.broadcast %s : f16 to vector<5xf16>
  %c = vector.broadcast %s : f16 to vector<4x5xf16>
  %1 = vector.insert %b, %c [2] : vector<5xf16> into vector<4x5xf16>
  %e = vector.broadcast %s : f16 to vector<4x5xf16>
  %f = vector.extract %v [0] : vector<5xf16> from vector<1x5xf16>
  %2 = vector.insert %f, %e [1] : vector<5xf16> into vector<4x5xf16>
  return %0, %1, %2 : vector<1x1x5xf16>, vector<4x5xf16>, vector<4x5xf16>
}

func.func @insert_strided_back(%v: vector<6x10xi16>, %s: i16) -> (vector<6x10xi16>, vector<6x10xi16>, vector<6x10xi16>) {
  %0 = vector.extract_strided_slice %v {offsets = [2, 3], sizes = [3, 4], strides = [1, 1]} : vector<6x10xi16> to vector<3x4xi16>
  %1 = vector.insert_strided_slice %0, %v {offsets = [2, 3], strides = [1, 1]} : vector<3x4xi16> into vector<6x10xi16>
  %2 = vector.insert_strided_slice %0, %v {offsets = [1, 3], strides = [1, 1]} : vector<3x4xi16> into vector<6x10xi16>
  %a = vector.broadcast %s : i16 to vector<2x5xi16>
  %b = vector.broadcast %s : i16 to vector<6x10xi16>
  %3 = vector.insert_strided_slice %a, %b {offsets = [4, 5], strides = [1, 1]} : vector<2x5xi16> into vector<6x10xi16>
  return %1, %2, %3 : vector<6x10xi16>, vector<6x10xi16>, vector<6x10xi16>
}
