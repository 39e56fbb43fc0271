// Classification of dense elements, integer folders (abs, counts, ipowi),
// rounding of every float type, copysign, atan2(0, 0), powf on vectors.
func.func @f() -> (vector<2xi1>, i1, i32, i8, i64, index, vector<3xi16>, i32, i32, i32, i32, i32, f16, bf16, f32, f32, f64, vector<2xf32>) {
  %v = arith.constant dense<[1.0, 0x7F800000]> : vector<2xf32>
  %h = arith.constant 1.0e-7 : f16
  %0 = math.isinf %v : vector<2xf32>
  %1 = math.isnormal %h : f16
  %i = arith.constant -12 : i32
  %j = arith.constant 3 : i8
  %k = arith.constant 0 : i64
  %x = arith.constant 255 : index
  %w = arith.constant dense<[1, -1, 1024]> : vector<3xi16>
  %2 = math.absi %i : i32
  %3 = math.ctlz %j : i8
  %4 = math.cttz %k : i64
  %5 = math.ctpop %x : index
  %6 = math.ctpop %w : vector<3xi16>
  %c3 = arith.constant 3 : i32
  %cm2 = arith.constant -2 : i32
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %7 = math.ipowi %i, %c3 : i32
  %8 = math.ipowi %cm1, %cm2 : i32
  %9 = math.ipowi %c0, %cm2 : i32
  %10 = math.ipowi %c3, %c3 : i32
  %11 = math.ipowi %i, %cm1 : i32
  %hf = arith.constant 2.5 : f16
  %bf = arith.constant -2.5 : bf16
  %12 = math.roundeven %hf : f16
  %13 = math.ceil %bf : bf16
  %f = arith.constant 2.5 : f32
  %g = arith.constant -0.5 : f32
  %14 = math.round %f : f32
  %15 = math.copysign %f, %g : f32
  %d = arith.constant 0.0 : f64
  %16 = math.atan2 %d, %d : f64
  %vv = arith.constant dense<[2.0, 8.0]> : vector<2xf32>
  %17 = math.powf %vv, %vv : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : vector<2xi1>, i1, i32, i8, i64, index, vector<3xi16>, i32, i32, i32, i32, i32, f16, bf16, f32, f32, f64, vector<2xf32>
}
