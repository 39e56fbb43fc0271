func.func @scalars_fill(%d : vector<3xf32>, %a : f32, %b : f32, %c : f32) -> vector<3xf32> {
  %0 = vector.insert %c, %d[2] : f32 into vector<3xf32>
  %1 = vector.insert %a, %0[0] : f32 into vector<3xf32>
  %2 = vector.insert %b, %1[1] : f32 into vector<3xf32>
  return %2 : vector<3xf32>
}

func.func @rows_and_scalars(%d : vector<3x2xi8>, %r : vector<2xi8>, %s : i8, %t : i8) -> vector<3x2xi8> {
  %0 = vector.insert %s, %d[2, 0] : i8 into vector<3x2xi8>
  %1 = vector.insert %r, %0[0] : vector<2xi8> into vector<3x2xi8>
  %2 = vector.insert %r, %1[2] : vector<2xi8> into vector<3x2xi8>
  %3 = vector.insert %t, %2[1, 1] : i8 into vector<3x2xi8>
  %4 = vector.insert %s, %3[1, 0] : i8 into vector<3x2xi8>
  return %4 : vector<3x2xi8>
}

func.func @partly_filled(%d : vector<3xf32>, %a : f32, %b : f32) -> vector<3xf32> {
  %0 = vector.insert %a, %d[0] : f32 into vector<3xf32>
  %1 = vector.insert %b, %0[2] : f32 into vector<3xf32>
  return %1 : vector<3xf32>
}

func.func @intermediate_used(%d : vector<2xf32>, %a : f32, %b : f32) -> (vector<2xf32>, vector<2xf32>) {
  %0 = vector.insert %a, %d[0] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0[1] : f32 into vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<2xf32>
}

func.func @dynamic_position(%d : vector<2xf32>, %a : f32, %b : f32, %i : index) -> vector<2xf32> {
  %0 = vector.insert %a, %d[%i] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0[0] : f32 into vector<2xf32>
  %2 = vector.insert %b, %1[1] : f32 into vector<2xf32>
  return %2 : vector<2xf32>
}
