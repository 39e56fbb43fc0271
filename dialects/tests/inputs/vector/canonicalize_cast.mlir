func.func @shape_cast_of_broadcast(%s: i32, %v: vector<5xi32>, %u: vector<1x1xi32>) -> (vector<3x5xi32>, vector<5x1xi32>, vector<2x1x3xi32>, vector<6x1xi32>, vector<10xi32>) {
  %0 = vector.broadcast %v : vector<5xi32> to vector<3x1x5xi32>
  %1 = vector.shape_cast %0 : vector<3x1x5xi32> to vector<3x5xi32>
  %2 = vector.broadcast %v : vector<5xi32> to vector<1x5xi32>
  %3 = vector.shape_cast %2 : vector<1x5xi32> to vector<5x1xi32>
  %4 = vector.broadcast %u : vector<1x1xi32> to vector<2x3xi32>
  %5 = vector.shape_cast %4 : vector<2x3xi32> to vector<2x1x3xi32>
  %6 = vector.broadcast %s : i32 to vector<2x3xi32>
  %7 = vector.shape_cast %6 : vector<2x3xi32> to vector<6x1xi32>
  %8 = vector.broadcast %v : vector<5xi32> to vector<2x5xi32>
  %9 = vector.shape_cast %8 : vector<2x5xi32> to vector<10xi32>
  return %1, %3, %5, %7, %9 : vector<3x5xi32>, vector<5x1xi32>, vector<2x1x3xi32>, vector<6x1xi32>, vector<10xi32>
}

func.func @broadcast_of_shape_cast(%a: vector<3xf32>, %b: vector<1x1x3xf32>, %c: vector<3x1xf32>) -> (vector<4x3xf32>, vector<2x3xf32>, vector<4x2x3x2xf32>, vector<3x3xf32>, vector<3x2xf32>) {
  %0 = vector.shape_cast %a : vector<3xf32> to vector<1x3xf32>
  %1 = vector.broadcast %0 : vector<1x3xf32> to vector<4x3xf32>
  %2 = vector.shape_cast %b : vector<1x1x3xf32> to vector<3xf32>
  %3 = vector.broadcast %2 : vector<3xf32> to vector<2x3xf32>
  %4 = vector.shape_cast %c : vector<3x1xf32> to vector<1x3x1xf32>
  %5 = vector.broadcast %4 : vector<1x3x1xf32> to vector<4x2x3x2xf32>
  %6 = vector.shape_cast %c : vector<3x1xf32> to vector<1x3xf32>
  %7 = vector.broadcast %6 : vector<1x3xf32> to vector<3x3xf32>
  %8 = vector.shape_cast %a : vector<3xf32> to vector<3x1xf32>
  %9 = vector.broadcast %8 : vector<3x1xf32> to vector<3x2xf32>
  return %1, %3, %5, %7, %9 : vector<4x3xf32>, vector<2x3xf32>, vector<4x2x3x2xf32>, vector<3x3xf32>, vector<3x2xf32>
}

func.func @transpose_of_broadcast(%s: i1, %v: vector<2xi1>) -> (vector<5x3xi1>, vector<2x4xi1>) {
  %0 = vector.broadcast %s : i1 to vector<3x5xi1>
  %1 = vector.transpose %0, [1, 0] : vector<3x5xi1> to vector<5x3xi1>
  %2 = vector.broadcast %v : vector<2xi1> to vector<4x2xi1>
  %3 = vector.transpose %2, [1, 0] : vector<4x2xi1> to vector<2x4xi1>
  return %1, %3 : vector<5x3xi1>, vector<2x4xi1>
}

func.func @elements_of_broadcast(%s: i64, %v: vector<3x1xi64>) -> (i64, i64, i64, i64, i64, i64, i64, i64) {
  %0 = vector.broadcast %s : i64 to vector<2xi64>
  %a:2 = vector.to_elements %0 : vector<2xi64>
  %1 = vector.broadcast %v : vector<3x1xi64> to vector<3x2xi64>
  %b:6 = vector.to_elements %1 : vector<3x2xi64>
  return %a#0, %a#1, %b#0, %b#1, %b#2, %b#3, %b#4, %b#5 : i64, i64, i64, i64, i64, i64, i64, i64
}
