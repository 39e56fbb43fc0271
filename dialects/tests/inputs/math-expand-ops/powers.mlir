// fma, exp2, powf by variables and by the constants it special-cases,
// fpowi by constants and variables, rsqrt and clampf.
func.func @powers(%x: f32, %y: f32, %z: f32, %n: i32, %t: tensor<2xf16>, %d: tensor<?xf32>) -> (f32, f32, f32, f32, f32, f32, f32, tensor<2xf16>, f32, f32, f32, tensor<?xf32>, f32) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %cm2 = arith.constant -2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %h = arith.constant dense<0.5> : tensor<2xf16>
  %k = arith.constant -5 : i32
  %k6 = arith.constant 6 : i32
  %0 = math.fma %x, %y, %z : f32
  %1 = math.exp2 %x : f32
  %2 = math.powf %x, %y : f32
  %3 = math.powf %x, %c0 : f32
  %4 = math.powf %x, %c1 : f32
  %5 = math.powf %x, %cm1 : f32
  %6 = math.powf %x, %cm2 : f32
  %7 = math.powf %t, %h : tensor<2xf16>
  %8 = math.fpowi %x, %k : f32, i32
  %9 = math.fpowi %x, %n : f32, i32
  %10 = math.fpowi %x, %k6 : f32, i32
  %11 = math.rsqrt %d : tensor<?xf32>
  %12 = math.clampf %x to [%y, %z] fastmath<nnan,ninf> : f32
  %13 = math.powf %x, %c3 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : f32, f32, f32, f32, f32, f32, f32, tensor<2xf16>, f32, f32, f32, tensor<?xf32>, f32
}
