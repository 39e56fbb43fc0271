// Integer and float minima and maxima; ops the pass keeps are untouched.
func.func @floats(%a: f32, %b: f32, %v: vector<4xf16>, %w: vector<4xf16>) -> (f32, f32, f32, f32, vector<4xf16>) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b fastmath<nnan> : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %b, %a : f32
  %4 = arith.maximumf %v, %w : vector<4xf16>
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, vector<4xf16>
}
func.func @integers(%a: i16, %b: i16, %c: index) -> (i16, i16, i16, i16, index) {
  %0 = arith.maxsi %a, %b : i16
  %1 = arith.maxui %a, %b : i16
  %2 = arith.minsi %a, %b : i16
  %3 = arith.minui %a, %b : i16
  %4 = arith.maxsi %c, %c : index
  return %0, %1, %2, %3, %4 : i16, i16, i16, i16, index
}
func.func @kept(%a: i32, %b: i32, %x: f64) -> (i32, f64) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.mulf %x, %x : f64
  return %0, %1 : i32, f64
}
