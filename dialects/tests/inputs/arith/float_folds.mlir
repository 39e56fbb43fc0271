// Float folds in each format's own rounding; NaN and signed zeros.
"test.func"() ({
^bb0(%x: f32, %h: f16):
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %0 = arith.addf %a, %b : f32
  %c = arith.constant 0.1 : f64
  %d = arith.constant 0.2 : f64
  %1 = arith.addf %c, %d : f64
  %e = arith.constant 1.0e-3 : f16
  %f = arith.constant 3.0 : f16
  %2 = arith.divf %e, %f : f16
  %g = arith.constant 1.5 : bf16
  %k = arith.constant 0.1 : bf16
  %3 = arith.mulf %g, %k : bf16
  %inf = arith.constant 0x7F800000 : f32
  %4 = arith.subf %inf, %inf : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %5 = arith.maximumf %nz, %pz : f32
  %6 = arith.minnumf %nz, %pz : f32
  %7 = arith.addf %x, %nz : f32
  %8 = arith.subf %x, %pz : f32
  %9 = arith.remf %f, %g2 : f16
  %g2 = arith.constant 2.0 : f16
  %10 = arith.negf %e : f16
  %11 = arith.cmpf olt, %a, %b : f32
  %12 = arith.cmpf uno, %4, %a : f32
  %13 = arith.truncf %c : f64 to f32
  %14 = arith.truncf %f : f16 to f8E4M3FN
  %15 = arith.extf %e : f16 to f64
  %16 = arith.fptosi %f : f16 to i8
  %17 = arith.sitofp %16 : i8 to bf16
  %18 = arith.uitofp %16 : i8 to f16
  %19 = arith.bitcast %a : f32 to i32
  %20 = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  "test.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %h) : (f32, f64, f16, bf16, f32, f32, f32, f32, f32, f16, f16, i1, i1, f32, f8E4M3FN, f64, i8, bf16, f16, i32, f32, f16) -> ()
}) : () -> ()
