// vector.transpose folds and patterns that keep the order of elements,
// and comparisons of vector.step decided at every index.

func.func @unit_dims_only(%a: vector<5x1x1xi16>) -> vector<5x1x1xi16> {
  %0 = vector.transpose %a, [0, 2, 1] : vector<5x1x1xi16> to vector<5x1x1xi16>
  return %0 : vector<5x1x1xi16>
}

func.func @reorders(%a: vector<2x2xi8>) -> vector<2x2xi8> {
  %0 = vector.transpose %a, [1, 0] : vector<2x2xi8> to vector<2x2xi8>
  return %0 : vector<2x2xi8>
}

func.func @scalable_unit_kept(%a: vector<[1]x1xf32>) -> vector<1x[1]xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<[1]x1xf32> to vector<1x[1]xf32>
  return %0 : vector<1x[1]xf32>
}

func.func @of_shape_cast(%a: vector<[8]xi16>) -> vector<[8]x1xi16> {
  %0 = vector.shape_cast %a : vector<[8]xi16> to vector<1x[8]xi16>
  %1 = vector.transpose %0, [1, 0] : vector<1x[8]xi16> to vector<[8]x1xi16>
  return %1 : vector<[8]x1xi16>
}

func.func @of_broadcast_local(%a: vector<1xf32>) -> vector<1x6xf32> {
  %0 = vector.broadcast %a : vector<1xf32> to vector<6x1xf32>
  %1 = vector.transpose %0, [1, 0] : vector<6x1xf32> to vector<1x6xf32>
  return %1 : vector<1x6xf32>
}

func.func @of_broadcast_groups(%a: vector<3x1x1x5xi32>) -> vector<2x3x1x1x5xi32> {
  %0 = vector.broadcast %a : vector<3x1x1x5xi32> to vector<2x3x1x1x5xi32>
  %1 = vector.transpose %0, [0, 1, 3, 2, 4] : vector<2x3x1x1x5xi32> to vector<2x3x1x1x5xi32>
  return %1 : vector<2x3x1x1x5xi32>
}

func.func @of_broadcast_not_local(%a: vector<4x1xf32>) -> vector<1x4xf32> {
  %0 = vector.broadcast %a : vector<4x1xf32> to vector<4x1xf32>
  %1 = vector.transpose %0, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  return %1 : vector<1x4xf32>
}

func.func @of_broadcast_scalar(%s: f16) -> vector<3x2xf16> {
  %0 = vector.broadcast %s : f16 to vector<2x3xf16>
  %1 = vector.transpose %0, [1, 0] : vector<2x3xf16> to vector<3x2xf16>
  return %1 : vector<3x2xf16>
}

func.func @step_decided() -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c4 = arith.constant dense<4> : vector<4xindex>
  %c3 = arith.constant dense<3> : vector<4xindex>
  %s = vector.step : vector<4xindex>
  %0 = arith.cmpi ult, %s, %c4 : vector<4xindex>
  %1 = arith.cmpi uge, %s, %c4 : vector<4xindex>
  %2 = arith.cmpi ule, %s, %c3 : vector<4xindex>
  %3 = arith.cmpi ugt, %s, %c3 : vector<4xindex>
  %4 = arith.cmpi eq, %c4, %s : vector<4xindex>
  %5 = arith.cmpi ne, %s, %c4 : vector<4xindex>
  return %0, %1, %2, %3, %4, %5 : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}

func.func @step_undecided(%n: vector<4xindex>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c2 = arith.constant dense<2> : vector<4xindex>
  %s = vector.step : vector<4xindex>
  %0 = arith.cmpi ult, %s, %c2 : vector<4xindex>
  %1 = arith.cmpi slt, %s, %c2 : vector<4xindex>
  %2 = arith.cmpi ult, %s, %n : vector<4xindex>
  return %0, %1, %2 : vector<4xi1>, vector<4xi1>, vector<4xi1>
}
