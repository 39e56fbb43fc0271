// The two-result arith ops: addui_extended as an overflow intrinsic, the
// extended multiplications at twice the width; n-D vectors stay.
func.func @addui(%a: i32, %b: i32) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  return %sum, %overflow : i32, i1
}
func.func @addui_vec(%a: vector<3xi16>, %b: vector<3xi16>) -> (vector<3xi16>, vector<3xi1>) {
  %sum, %overflow = arith.addui_extended %a, %b : vector<3xi16>, vector<3xi1>
  return %sum, %overflow : vector<3xi16>, vector<3xi1>
}
func.func @addui_nd(%a: vector<2x3xi16>, %b: vector<2x3xi16>) -> (vector<2x3xi16>, vector<2x3xi1>) {
  %sum, %overflow = arith.addui_extended %a, %b : vector<2x3xi16>, vector<2x3xi1>
  return %sum, %overflow : vector<2x3xi16>, vector<2x3xi1>
}
func.func @mulsi(%a: i32, %b: i32) -> (i32, i32) {
  %low, %high = arith.mulsi_extended %a, %b : i32
  return %low, %high : i32, i32
}
func.func @mului(%a: i64, %b: i64) -> (i64, i64) {
  %low, %high = arith.mului_extended %a, %b : i64
  return %low, %high : i64, i64
}
func.func @mului_vec(%a: vector<3xi8>, %b: vector<3xi8>) -> (vector<3xi8>, vector<3xi8>) {
  %low, %high = arith.mului_extended %a, %b : vector<3xi8>
  return %low, %high : vector<3xi8>, vector<3xi8>
}
func.func @mulsi_nd(%a: vector<2x3xi8>, %b: vector<2x3xi8>) -> (vector<2x3xi8>, vector<2x3xi8>) {
  %low, %high = arith.mulsi_extended %a, %b : vector<2x3xi8>
  return %low, %high : vector<2x3xi8>, vector<2x3xi8>
}
