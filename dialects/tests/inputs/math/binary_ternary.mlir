// The binary, ternary, integer and classification ops of the math dialect.
"test.use"() ({
^bb0(%f: f32, %d: f64, %v: vector<2x[4]xf32>, %i: i32, %x: index, %iv: vector<3xi8>, %t: tensor<*xf64>, %u: tensor<4xf16>):
  %0 = math.atan2 %f, %f : f32
  %1 = math.copysign %d, %d fastmath<nnan> : f64
  %2 = math.powf %v, %v fastmath<fast> : vector<2x[4]xf32>
  %3 = math.fma %f, %f, %f : f32
  %4 = math.fma %d, %d, %d fastmath<contract> : f64
  %5 = math.clampf %f to [%f, %f] : f32
  %6 = math.clampf %v to [%v, %v] fastmath<ninf> : vector<2x[4]xf32>
  %7 = math.fpowi %f, %i : f32, i32
  %8 = math.fpowi %d, %x fastmath<afn> : f64, index
  %9 = math.ipowi %i, %i : i32
  %10 = math.ipowi %iv, %iv : vector<3xi8>
  %11 = math.absi %x : index
  %12 = math.ctlz %i : i32
  %13 = math.cttz %iv : vector<3xi8>
  %14 = math.ctpop %x : index
  %15 = math.isfinite %f : f32
  %16 = math.isinf %v : vector<2x[4]xf32>
  %17 = math.isnan %t : tensor<*xf64>
  %18 = math.isnormal %u : tensor<4xf16>
  %19 = math.isnan %d {fastmath = #arith.fastmath<nnan>} : f64
  "test.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f64, vector<2x[4]xf32>, f32, f64, f32, vector<2x[4]xf32>, f32, f64, i32) -> ()
  "test.sink"(%10, %11, %12, %13, %14, %15, %16, %17, %18, %19) : (vector<3xi8>, index, i32, vector<3xi8>, index, i1, vector<2x[4]xi1>, tensor<*xi1>, tensor<4xi1>, i1) -> ()
}) : () -> ()
