// vector.from_elements of the scalars extracted in order from one vector,
// filling whole trailing dimensions: one extraction and a shape cast.

func.func @row(%a: vector<3x4xf32>) -> vector<4xf32> {
  %0 = vector.extract %a[2, 0] : f32 from vector<3x4xf32>
  %1 = vector.extract %a[2, 1] : f32 from vector<3x4xf32>
  %2 = vector.extract %a[2, 2] : f32 from vector<3x4xf32>
  %3 = vector.extract %a[2, 3] : f32 from vector<3x4xf32>
  %r = vector.from_elements %0, %1, %2, %3 : vector<4xf32>
  return %r : vector<4xf32>
}

func.func @whole(%a: vector<2x2xi32>) -> vector<2x2xi32> {
  %0 = vector.extract %a[0, 0] : i32 from vector<2x2xi32>
  %1 = vector.extract %a[0, 1] : i32 from vector<2x2xi32>
  %2 = vector.extract %a[1, 0] : i32 from vector<2x2xi32>
  %3 = vector.extract %a[1, 1] : i32 from vector<2x2xi32>
  %r = vector.from_elements %0, %1, %2, %3 : vector<2x2xi32>
  return %r : vector<2x2xi32>
}

func.func @to_flat(%a: vector<2x3xi8>) -> vector<6xi8> {
  %0 = vector.extract %a[0, 0] : i8 from vector<2x3xi8>
  %1 = vector.extract %a[0, 1] : i8 from vector<2x3xi8>
  %2 = vector.extract %a[0, 2] : i8 from vector<2x3xi8>
  %3 = vector.extract %a[1, 0] : i8 from vector<2x3xi8>
  %4 = vector.extract %a[1, 1] : i8 from vector<2x3xi8>
  %5 = vector.extract %a[1, 2] : i8 from vector<2x3xi8>
  %r = vector.from_elements %0, %1, %2, %3, %4, %5 : vector<6xi8>
  return %r : vector<6xi8>
}

func.func @out_of_order(%a: vector<2xi8>) -> vector<2xi8> {
  %0 = vector.extract %a[1] : i8 from vector<2xi8>
  %1 = vector.extract %a[0] : i8 from vector<2xi8>
  %r = vector.from_elements %0, %1 : vector<2xi8>
  return %r : vector<2xi8>
}

func.func @two_sources(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi8> {
  %0 = vector.extract %a[0] : i8 from vector<2xi8>
  %1 = vector.extract %b[1] : i8 from vector<2xi8>
  %r = vector.from_elements %0, %1 : vector<2xi8>
  return %r : vector<2xi8>
}

func.func @not_a_suffix(%a: vector<3x4xf32>) -> vector<2xf32> {
  %0 = vector.extract %a[1, 1] : f32 from vector<3x4xf32>
  %1 = vector.extract %a[1, 2] : f32 from vector<3x4xf32>
  %r = vector.from_elements %0, %1 : vector<2xf32>
  return %r : vector<2xf32>
}
