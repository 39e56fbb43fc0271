// Every math op with a <math.h> function, on f32 and f64: a call named
// for the target language (C99's `f` suffix for f32, C++11's `std::`);
// the math ops without one (log, sqrt, roundeven) stay, as do the
// operands' other users.
func.func @unary(%f: f32, %d: f64) -> (f32, f64) {
  %0 = math.floor %f : f32
  %1 = math.round %0 : f32
  %2 = math.exp %1 fastmath<fast> : f32
  %3 = math.cos %2 : f32
  %4 = math.sin %3 : f32
  %5 = math.acos %d : f64
  %6 = math.asin %5 : f64
  %7 = math.ceil %6 : f64
  %8 = math.absf %7 : f64
  return %4, %8 : f32, f64
}

func.func @binary(%f: f32, %d: f64) -> (f32, f64) {
  %0 = math.atan2 %f, %f : f32
  %1 = math.powf %0, %f : f32
  %2 = math.atan2 %d, %d : f64
  %3 = math.powf %d, %2 : f64
  return %1, %3 : f32, f64
}

func.func @others(%f: f32) -> (f32, f32, f32) {
  %0 = math.log %f : f32
  %1 = math.sqrt %0 : f32
  %2 = math.roundeven %1 : f32
  %3 = math.absf %2 : f32
  return %1, %2, %3 : f32, f32, f32
}
