// n-D vectors: each op is done once per 1-D vector, comparisons and
// index casts too; a constant is one array.
func.func @nd(%v: vector<2x3xf32>, %i: vector<2x3xi32>, %c: vector<2x3xi1>, %x: vector<2x2x2xi8>) -> (vector<2x3xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xi1>, vector<2x3xf64>, vector<2x3xi64>, vector<2x2x2xi8>, vector<2x3xi32>, vector<2x3xi16>, vector<2x3xi64>) {
  %0 = arith.addf %v, %v fastmath<fast> : vector<2x3xf32>
  %1 = arith.addi %i, %i overflow<nsw> : vector<2x3xi32>
  %2 = arith.select %c, %v, %0 : vector<2x3xi1>, vector<2x3xf32>
  %3 = arith.cmpf olt, %v, %2 fastmath<nnan> : vector<2x3xf32>
  %4 = arith.cmpi ult, %i, %1 : vector<2x3xi32>
  %5 = arith.extf %2 : vector<2x3xf32> to vector<2x3xf64>
  %6 = arith.extsi %1 : vector<2x3xi32> to vector<2x3xi64>
  %7 = arith.maxsi %x, %x : vector<2x2x2xi8>
  %8 = arith.minui %x, %7 : vector<2x2x2xi8>
  %9 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %10 = arith.muli %1, %9 : vector<2x3xi32>
  %11 = arith.index_cast %10 : vector<2x3xi32> to vector<2x3xindex>
  %12 = arith.index_castui %11 : vector<2x3xindex> to vector<2x3xi16>
  %13 = arith.index_cast %11 : vector<2x3xindex> to vector<2x3xi64>
  return %2, %1, %3, %4, %5, %6, %8, %10, %12, %13 : vector<2x3xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xi1>, vector<2x3xf64>, vector<2x3xi64>, vector<2x2x2xi8>, vector<2x3xi32>, vector<2x3xi16>, vector<2x3xi64>
}
