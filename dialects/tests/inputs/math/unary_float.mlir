// Every unary float op of the math dialect, with and without fast-math
// flags, on scalars, vectors and tensors.
"test.use"() ({
^bb0(%f: f32, %d: f64, %v: vector<4xf32>, %t: tensor<2x?xf16>, %b: bf16):
  %0 = math.absf %f : f32
  %1 = math.acos %d fastmath<fast> : f64
  %2 = math.acosh %v : vector<4xf32>
  %3 = math.asin %t fastmath<nnan,ninf> : tensor<2x?xf16>
  %4 = math.asinh %b : bf16
  %5 = math.atan %f fastmath<none> : f32
  %6 = math.atanh %d : f64
  %7 = math.cbrt %v fastmath<reassoc> : vector<4xf32>
  %8 = math.ceil %t : tensor<2x?xf16>
  %9 = math.cos %b fastmath<contract,afn> : bf16
  %10 = math.cosh %f : f32
  %11 = math.sin %d : f64
  %12 = math.sinh %v : vector<4xf32>
  %13 = math.erf %t : tensor<2x?xf16>
  %14 = math.erfc %b : bf16
  %15 = math.exp %f fastmath<arcp> : f32
  %16 = math.exp2 %d : f64
  %17 = math.expm1 %v : vector<4xf32>
  %18 = math.floor %t : tensor<2x?xf16>
  %19 = math.log %b : bf16
  %20 = math.log10 %f : f32
  %21 = math.log1p %d fastmath<nsz> : f64
  %22 = math.log2 %v : vector<4xf32>
  %23 = math.rsqrt %t : tensor<2x?xf16>
  %24 = math.sqrt %b : bf16
  %25 = math.tan %f : f32
  %26 = math.tanh %d : f64
  %27 = math.roundeven %v : vector<4xf32>
  %28 = math.round %t : tensor<2x?xf16>
  %29 = math.trunc %b {tag = 1 : i32} : bf16
  %30 = math.absf %f fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %s, %c = math.sincos %d fastmath<fast> : f64
  %s2, %c2 = math.sincos %v : vector<4xf32>
  "test.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (f32, f64, vector<4xf32>, tensor<2x?xf16>, bf16, f32, f64, vector<4xf32>, tensor<2x?xf16>, bf16, f32, f64, vector<4xf32>, tensor<2x?xf16>, bf16, f32) -> ()
  "test.sink"(%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %s, %c, %s2, %c2) : (f64, vector<4xf32>, tensor<2x?xf16>, bf16, f32, f64, vector<4xf32>, tensor<2x?xf16>, bf16, f32, f64, vector<4xf32>, tensor<2x?xf16>, bf16, f32, f64, f64, vector<4xf32>, vector<4xf32>) -> ()
}) : () -> ()
