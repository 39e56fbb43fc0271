// Rounding of the x87 and quadruple-precision types, on their significand.
func.func @wide_floats() -> (f80, f80, f80, f128, f128, f128, f80, f128, f128, f80) {
  %a = arith.constant 2.5 : f80
  %b = arith.constant -2.5 : f80
  %c = arith.constant 123456789.75 : f128
  %d = arith.constant -0.25 : f128
  %e = arith.constant 1.0e30 : f80
  %g = arith.constant 3.5 : f128
  %0 = math.roundeven %a : f80
  %1 = math.ceil %b : f80
  %2 = math.floor %b : f80
  %3 = math.ceil %c : f128
  %4 = math.ceil %d : f128
  %5 = math.roundeven %g : f128
  %6 = math.floor %e : f80
  %7 = math.floor %d : f128
  %8 = math.roundeven %d : f128
  %9 = math.ceil %a : f80
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f80, f80, f80, f128, f128, f128, f80, f128, f128, f80
}
