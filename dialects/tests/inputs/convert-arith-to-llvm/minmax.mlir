// Minima and maxima to llvm's intrinsics (fast-math flags carried), and
// `truncf` with a rounding mode to the constrained intrinsic of that
// mode, its other attributes kept as they are.
func.func @minmax(%a: i32, %b: i32, %v: vector<4xi8>, %w: vector<4xi8>, %x: index, %y: index) -> (i32, vector<4xi8>, index) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.maxui %0, %b : i32
  %2 = arith.minsi %1, %a : i32
  %3 = arith.minui %2, %a : i32
  %4 = arith.maxsi %v, %w : vector<4xi8>
  %5 = arith.minui %4, %v : vector<4xi8>
  %6 = arith.minsi %x, %y : index
  return %3, %5, %6 : i32, vector<4xi8>, index
}

func.func @float_minmax(%a: f32, %b: f32, %v: vector<2xf64>, %w: vector<2xf64>) -> (f32, vector<2xf64>) {
  %0 = arith.maximumf %a, %b fastmath<nnan> : f32
  %1 = arith.minimumf %0, %b : f32
  %2 = arith.maxnumf %1, %a fastmath<fast> : f32
  %3 = arith.minnumf %2, %a : f32
  %4 = arith.maximumf %v, %w : vector<2xf64>
  %5 = arith.minnumf %4, %v fastmath<nsz> : vector<2xf64>
  return %3, %5 : f32, vector<2xf64>
}

func.func @rounding(%d: f64, %v: vector<4xf64>) -> (f32, f32, f32, f32, vector<4xf32>, f32) {
  %0 = arith.truncf %d to_nearest_even : f64 to f32
  %1 = arith.truncf %d downward : f64 to f32
  %2 = arith.truncf %d upward : f64 to f32
  %3 = arith.truncf %d toward_zero {tag = "kept"} : f64 to f32
  %4 = arith.truncf %v to_nearest_away fastmath<fast> : vector<4xf64> to vector<4xf32>
  %5 = arith.truncf %d : f64 to f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, vector<4xf32>, f32
}
