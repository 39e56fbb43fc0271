// n-D vectors: each op is done once per 1-D vector, comparisons too.
func.func @nd(%v: vector<2x3xf32>, %i: vector<2x3xi32>, %c: vector<2x3xi1>, %x: vector<2x2x2xi8>) -> (vector<2x3xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xi1>, vector<2x3xf64>, vector<2x3xi64>, vector<2x2x2xi8>, vector<2x3xi32>) {
  %0 = arith.addf %v, %v fastmath<fast> : vector<2x3xf32>
  %1 = arith.addi %i, %i overflow<nsw> : vector<2x3xi32>
  %2 = arith.select %c, %v, %0 : vector<2x3xi1>, vector<2x3xf32>
  %3 = arith.cmpf olt, %v, %2 fastmath<nnan> : vector<2x3xf32>
  %4 = arith.cmpi ult, %i, %1 : vector<2x3xi32>
  %5 = arith.extf %2 : vector<2x3xf32> to vector<2x3xf64>
  %6 = arith.extsi %1 : vector<2x3xi32> to vector<2x3xi64>
  %7 = arith.maxsi %x, %x : vector<2x2x2xi8>
  %8 = arith.minui %x, %7 : vector<2x2x2xi8>
  %10 = arith.muli %1, %i : vector<2x3xi32>
  return %2, %1, %3, %4, %5, %6, %8, %10 : vector<2x3xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xi1>, vector<2x3xf64>, vector<2x3xi64>, vector<2x2x2xi8>, vector<2x3xi32>
}
