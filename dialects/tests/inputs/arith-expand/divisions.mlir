// Ceiling and floor divisions on scalars, index, vectors and tensors.
func.func @scalars(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}
func.func @indices(%a: index, %b: index) -> (index, index, index) {
  %0 = arith.ceildivsi %a, %b : index
  %1 = arith.ceildivui %a, %b : index
  %2 = arith.floordivsi %b, %a : index
  return %0, %1, %2 : index, index, index
}
func.func @shaped(%v: vector<4xi32>, %w: vector<4xi32>, %t: tensor<2x3xi8>) -> (vector<4xi32>, vector<4xi32>, tensor<2x3xi8>) {
  %0 = arith.floordivsi %v, %w : vector<4xi32>
  %1 = arith.ceildivui %w, %v : vector<4xi32>
  %2 = arith.ceildivsi %t, %t : tensor<2x3xi8>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, tensor<2x3xi8>
}
// A division whose operand is another's expansion: chained replacements.
func.func @chained(%a: i64, %b: i64) -> i64 {
  %0 = arith.floordivsi %a, %b : i64
  %1 = arith.ceildivsi %0, %a : i64
  %2 = arith.addi %1, %0 : i64
  return %2 : i64
}
