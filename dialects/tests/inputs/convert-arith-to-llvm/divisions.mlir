// The divisions rounding up or down, expanded into truncating ones and
// lowered in the same conversion: scalars, index, 1-D and n-D vectors.
func.func @scalars(%a: i32, %b: i32, %i: index, %j: index) -> (i32, i32, i32, index, index, index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.ceildivsi %i, %j : index
  %4 = arith.ceildivui %i, %j : index
  %5 = arith.floordivsi %i, %j : index
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, index, index, index
}

func.func @vectors(%a: vector<4xi64>, %b: vector<4xi64>, %c: vector<2x3xi8>, %d: vector<2x3xi8>) -> (vector<4xi64>, vector<4xi64>, vector<2x3xi8>) {
  %0 = arith.ceildivsi %a, %b : vector<4xi64>
  %1 = arith.floordivsi %a, %b : vector<4xi64>
  %2 = arith.ceildivui %c, %d : vector<2x3xi8>
  return %0, %1, %2 : vector<4xi64>, vector<4xi64>, vector<2x3xi8>
}
