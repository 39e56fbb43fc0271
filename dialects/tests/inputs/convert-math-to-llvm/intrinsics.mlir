// The math ops that become one llvm intrinsic, on scalars of each float
// width and 1-D vectors, with and without fast-math flags.
func.func @float_unary(%f: f32, %d: f64, %h: f16, %v: vector<4xf32>) -> (f32, f64, f16, vector<4xf32>) {
  %0 = math.absf %f fastmath<fast> : f32
  %1 = math.ceil %0 : f32
  %2 = math.cos %1 fastmath<nnan,ninf> : f32
  %3 = math.cosh %2 : f32
  %4 = math.acos %3 : f32
  %5 = math.exp2 %4 fastmath<afn> : f32
  %6 = math.exp %5 : f32
  %7 = math.floor %6 : f32
  %8 = math.log10 %7 : f32
  %9 = math.log2 %8 fastmath<reassoc> : f32
  %10 = math.log %9 : f32
  %11 = math.round %d : f64
  %12 = math.roundeven %11 : f64
  %13 = math.sin %12 fastmath<contract> : f64
  %14 = math.sinh %13 : f64
  %15 = math.asin %14 : f64
  %16 = math.sqrt %h fastmath<arcp> : f16
  %17 = math.tan %16 : f16
  %18 = math.tanh %v fastmath<nsz> : vector<4xf32>
  %19 = math.atan %18 : vector<4xf32>
  %20 = math.trunc %19 fastmath<none> : vector<4xf32>
  return %10, %15, %17, %20 : f32, f64, f16, vector<4xf32>
}

func.func @float_binary(%a: f32, %b: f32, %c: f32, %v: vector<2xf64>, %n: i32) -> (f32, vector<2xf64>) {
  %0 = math.copysign %a, %b fastmath<nnan> : f32
  %1 = math.fma %0, %b, %c fastmath<fast> : f32
  %2 = math.powf %1, %c : f32
  %3 = math.atan2 %2, %a fastmath<reassoc,nsz> : f32
  %4 = math.fpowi %3, %n fastmath<afn> : f32, i32
  %5 = math.powf %v, %v fastmath<contract> : vector<2xf64>
  %6 = math.fma %5, %v, %5 : vector<2xf64>
  return %4, %6 : f32, vector<2xf64>
}

// The counts (their zero-is-poison flag false), `absi` (INT_MIN is not
// poison), `ctpop`, and the class tests `isnan` and `isfinite`.
func.func @integers(%i: i32, %j: i64, %v: vector<8xi16>) -> (i32, i64, vector<8xi16>) {
  %0 = math.ctlz %i : i32
  %1 = math.cttz %0 : i32
  %2 = math.ctpop %1 : i32
  %3 = math.absi %j : i64
  %4 = math.ctlz %v : vector<8xi16>
  %5 = math.cttz %4 : vector<8xi16>
  %6 = math.ctpop %5 : vector<8xi16>
  %7 = math.absi %6 : vector<8xi16>
  return %2, %3, %7 : i32, i64, vector<8xi16>
}

func.func @classes(%f: f32, %d: f64, %v: vector<4xf32>) -> (i1, i1, vector<4xi1>, vector<4xi1>) {
  %0 = math.isnan %f : f32
  %1 = math.isfinite %d : f64
  %2 = math.isnan %v : vector<4xf32>
  %3 = math.isfinite %v : vector<4xf32>
  return %0, %1, %2, %3 : i1, i1, vector<4xi1>, vector<4xi1>
}

// What has no lowering to llvm stays: `isinf`, `isnormal`, `ipowi`,
// `cbrt`, `erf`, and math on tensors.
func.func @unconverted(%f: f32, %i: i32, %t: tensor<4xf32>) -> (i1, i1, i32, f32, f32, tensor<4xf32>) {
  %0 = math.isinf %f : f32
  %1 = math.isnormal %f : f32
  %2 = math.ipowi %i, %i : i32
  %3 = math.cbrt %f : f32
  %4 = math.erf %f : f32
  %5 = math.sqrt %t : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i32, f32, f32, tensor<4xf32>
}
