// Edge cases of the folders: negative zero, NaN signs, log1p's domain,
// integer widths, the most negative integer, tensors.
func.func @edges() -> (f32, f64, f32, f32, i8, i64, i128, tensor<2xf64>, f32, f32, f32, f64, i1, i1, i1, bf16) {
  %nz = arith.constant -0.0 : f32
  %nan = arith.constant 0xFFC00000 : f32
  %m2 = arith.constant -2.0 : f64
  %half = arith.constant -0.5 : f32
  %min8 = arith.constant -128 : i8
  %big = arith.constant 0x8000000000000000 : i64
  %wide = arith.constant 12345678901234567890123 : i128
  %t = arith.constant dense<[0.5, -1.5]> : tensor<2xf64>
  %0 = math.sqrt %nz : f32
  %1 = math.log1p %m2 : f64
  %2 = math.log %nan : f32
  %3 = math.ceil %half : f32
  %4 = math.absi %min8 : i8
  %5 = math.ctlz %big : i64
  %6 = math.ctpop %wide : i128
  %7 = math.floor %t : tensor<2xf64>
  %8 = math.round %half : f32
  %9 = math.trunc %half : f32
  %10 = math.roundeven %half : f32
  %11 = math.cbrt %m2 : f64
  %12 = math.isnormal %nz : f32
  %13 = math.isfinite %nan : f32
  %14 = math.isnan %nan : f32
  %bf = arith.constant 3.5 : bf16
  %15 = math.absf %bf : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : f32, f64, f32, f32, i8, i64, i128, tensor<2xf64>, f32, f32, f32, f64, i1, i1, i1, bf16
}
