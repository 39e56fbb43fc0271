// Integer and float powers and leading zero counts of 1-D, 2-D and
// single-element vectors, sharing the scalar functions.
func.func @powers(%a: vector<2x2xi64>, %b: vector<2x2xi64>, %x: vector<3xf32>, %n: vector<3xi64>) -> (vector<2x2xi64>, vector<3xf32>) {
  %0 = math.ipowi %a, %b : vector<2x2xi64>
  %1 = math.fpowi %x, %n fastmath<fast> : vector<3xf32>, vector<3xi64>
  return %0, %1 : vector<2x2xi64>, vector<3xf32>
}

func.func @counts(%a: vector<2xi16>, %s: i16, %one: vector<1xi8>) -> (vector<2xi16>, i16, vector<1xi8>) {
  %0 = math.ctlz %a : vector<2xi16>
  %1 = math.ctlz %s : i16
  %2 = math.ctlz %one : vector<1xi8>
  return %0, %1, %2 : vector<2xi16>, i16, vector<1xi8>
}
