// n-D vectors: the one-to-one float ops and the expansions are done once
// per 1-D vector; the counts and `absi` stay.
func.func @nd(%v: vector<2x3xf32>, %w: vector<2x2x2xf64>, %i: vector<2x3xi32>) -> (vector<2x3xf32>, vector<2x2x2xf64>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi32>) {
  %0 = math.copysign %v, %v fastmath<nnan> : vector<2x3xf32>
  %1 = math.expm1 %0 fastmath<fast> : vector<2x3xf32>
  %2 = math.log1p %1 : vector<2x3xf32>
  %3 = math.rsqrt %2 fastmath<afn> : vector<2x3xf32>
  %4 = math.fma %w, %w, %w : vector<2x2x2xf64>
  %5 = math.sqrt %4 : vector<2x2x2xf64>
  %6 = math.ctpop %i : vector<2x3xi32>
  %7 = math.ctlz %i : vector<2x3xi32>
  %8 = math.absi %i : vector<2x3xi32>
  return %3, %5, %6, %7, %8 : vector<2x3xf32>, vector<2x2x2xf64>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi32>
}
