// Casts between floats and integers wider than 64 or 127 bits: fptosi and
// fptoui into i128 and wider (in range, out of range, the signed minimum,
// negative into unsigned), sitofp/uitofp from them, and integer casts.
func.func @f() -> (i128, i128, i129, i200, i128, i128, i8, i8, i256, i1, i1) {
  %big = arith.constant 3.0e38 : f32
  %nbig = arith.constant -1.7014118346046923e38 : f64
  %m = arith.constant -0.75 : f16
  %h = arith.constant 1.0e60 : f64
  %a = arith.fptosi %big : f32 to i128
  %b = arith.fptoui %big : f32 to i128
  %c = arith.fptosi %big : f32 to i129
  %d = arith.fptosi %h : f64 to i200
  %e = arith.fptosi %nbig : f64 to i128
  %e2 = arith.fptoui %m : f16 to i128
  %g = arith.fptosi %m : f16 to i8
  %g2 = arith.fptoui %nbig : f64 to i8
  %k = arith.fptosi %h : f64 to i256
  %k2 = arith.fptosi %m : f16 to i1
  %k3 = arith.fptoui %m : f16 to i1
  return %a, %b, %c, %d, %e, %e2, %g, %g2, %k, %k2, %k3 : i128, i128, i129, i200, i128, i128, i8, i8, i256, i1, i1
}
func.func @g() -> (f32, f64, bf16, f32, f64, f16, f64, f32, index, i64, i300) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant -170141183460469231731687303715884105728 : i128
  %c = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %d = arith.constant -1 : i200
  %s1 = arith.sitofp %a : i128 to f32
  %s2 = arith.sitofp %b : i128 to f64
  %s3 = arith.sitofp %c : i256 to bf16
  %s4 = arith.uitofp %d : i200 to f32
  %s5 = arith.uitofp %c : i256 to f64
  %s6 = arith.uitofp %a : i128 to f16
  %s7 = arith.sitofp %d : i200 to f64
  %s8 = arith.uitofp %b : i128 to f32
  %i1 = arith.index_cast %c : i256 to index
  %i2 = arith.trunci %c : i256 to i64
  %i3 = arith.extsi %b : i128 to i300
  return %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %i1, %i2, %i3 : f32, f64, bf16, f32, f64, f16, f64, f32, index, i64, i300
}
func.func @h() -> (i128, i128, i64, i80) {
  %a = arith.constant 1.0e30 : f128
  %b = arith.constant 3.0 : f80
  %c = arith.constant 1.5e19 : f80
  %x = arith.fptosi %a : f128 to i128
  %y = arith.fptoui %b : f80 to i128
  %z = arith.fptoui %c : f80 to i64
  %w = arith.fptosi %a : f128 to i80
  return %x, %y, %z, %w : i128, i128, i64, i80
}
