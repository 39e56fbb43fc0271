// Comparisons of every predicate, selects and minima and maxima.
func.func @compare(%x: i64, %y: i64) -> (i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi slt, %x, %y : i64
  %1 = arith.cmpi ule, %x, %y : i64
  %2 = arith.cmpi ne, %x, %y : i64
  %3 = arith.cmpi eq, %x, %y : i64
  %4 = arith.cmpi sgt, %x, %y : i64
  %5 = arith.cmpi uge, %x, %y : i64
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

func.func @compare_vectors(%x: vector<4xi64>, %y: vector<4xi64>) -> vector<4xi1> {
  %0 = arith.cmpi sle, %x, %y : vector<4xi64>
  return %0 : vector<4xi1>
}

func.func @choose(%c: i1, %v: vector<2xi1>, %x: i64, %y: i64, %a: vector<2xi64>, %b: vector<2xi64>) -> (i64, vector<2xi64>, vector<2xi64>) {
  %0 = arith.select %c, %x, %y : i64
  %1 = arith.select %v, %a, %b : vector<2xi1>, vector<2xi64>
  %2 = arith.select %c, %a, %b : vector<2xi64>
  return %0, %1, %2 : i64, vector<2xi64>, vector<2xi64>
}

func.func @extrema(%x: i64, %y: i64, %a: vector<3xi64>, %b: vector<3xi64>) -> (i64, i64, vector<3xi64>, vector<3xi64>) {
  %0 = arith.minsi %x, %y : i64
  %1 = arith.maxui %x, %y : i64
  %2 = arith.minui %a, %b : vector<3xi64>
  %3 = arith.maxsi %a, %b : vector<3xi64>
  return %0, %1, %2, %3 : i64, i64, vector<3xi64>, vector<3xi64>
}
