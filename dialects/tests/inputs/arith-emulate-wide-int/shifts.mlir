// Shifts by values and by constants on either side of the half width.
func.func @shifts(%x: i64, %n: i64) -> (i64, i64, i64) {
  %0 = arith.shli %x, %n : i64
  %1 = arith.shrui %x, %n : i64
  %2 = arith.shrsi %x, %n : i64
  return %0, %1, %2 : i64, i64, i64
}

func.func @by_constants(%x: i64) -> (i64, i64) {
  %c5 = arith.constant 5 : i64
  %c40 = arith.constant 40 : i64
  %0 = arith.shli %x, %c5 : i64
  %1 = arith.shrsi %x, %c40 : i64
  return %0, %1 : i64, i64
}

func.func @vector_shifts(%x: vector<2x2xi64>, %n: vector<2x2xi64>) -> vector<2x2xi64> {
  %0 = arith.shrsi %x, %n : vector<2x2xi64>
  return %0 : vector<2x2xi64>
}
