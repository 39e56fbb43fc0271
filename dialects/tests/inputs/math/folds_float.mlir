// Float folders: libm in the operand's precision, domains left unfolded,
// non-f32/f64 types unfolded, vectors and splats, classification.
func.func @f() -> (f32, f64, f32, f64, f32, f16, vector<2xf32>, vector<2xf32>, f32, i1, vector<2xi1>, f32, f32, f64) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 2.0 : f64
  %n = arith.constant -2.0 : f32
  %h = arith.constant 2.0 : f16
  %v = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %s = arith.constant dense<3.0> : vector<2xf32>
  %0 = math.sin %a : f32
  %1 = math.acos %b : f64
  %2 = math.acosh %n : f32
  %3 = math.acosh %b : f64
  %4 = math.sqrt %n : f32
  %5 = math.exp %h : f16
  %6 = math.exp %v : vector<2xf32>
  %7 = math.erfc %s : vector<2xf32>
  %8 = math.atanh %a : f32
  %9 = math.isnan %a : f32
  %10 = math.isinf %s : vector<2xf32>
  %11 = math.asin %a : f32
  %12 = math.log %n : f32
  %13 = math.cosh %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f64, f32, f64, f32, f16, vector<2xf32>, vector<2xf32>, f32, i1, vector<2xi1>, f32, f32, f64
}
