// `expm1`, `log1p` and `rsqrt` written with intrinsics (their flags on
// every op, a splat one for vectors), `sincos` as a struct taken apart,
// among arith ops `convert-to-llvm` lowers too.
func.func @expansions(%f: f32, %d: f64, %h: f16, %v: vector<4xf32>) -> (f32, f64, f16, vector<4xf32>) {
  %0 = math.expm1 %f fastmath<ninf> : f32
  %1 = math.log1p %0 fastmath<afn> : f32
  %2 = math.rsqrt %1 : f32
  %3 = math.expm1 %d : f64
  %4 = math.log1p %3 : f64
  %5 = math.rsqrt %h fastmath<fast> : f16
  %6 = math.expm1 %v : vector<4xf32>
  %7 = math.log1p %6 fastmath<nnan,nsz> : vector<4xf32>
  %8 = math.rsqrt %7 fastmath<arcp> : vector<4xf32>
  %9 = arith.addf %2, %f fastmath<contract> : f32
  return %9, %4, %5, %8 : f32, f64, f16, vector<4xf32>
}

func.func @sincos(%f: f32, %v: vector<2xf64>) -> (f32, f32, vector<2xf64>, vector<2xf64>) {
  %s, %c = math.sincos %f : f32
  %vs, %vc = math.sincos %v fastmath<fast> : vector<2xf64>
  %0 = arith.mulf %s, %c : f32
  return %0, %c, %vs, %vc : f32, f32, vector<2xf64>, vector<2xf64>
}
