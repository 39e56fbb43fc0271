// Math folds: the math dialect makes its constants as arith constants.
func.func @math_ops() -> (f32, f64, i32, f32) {
  %a = arith.constant -2.5 : f32
  %abs = math.absf %a : f32
  %b = arith.constant 4.0 : f64
  %sqrt = math.sqrt %b : f64
  %i = arith.constant 8 : i32
  %ct = math.ctpop %i : i32
  %f = math.floor %a : f32
  return %abs, %sqrt, %ct, %f : f32, f64, i32, f32
}

func.func @math_and_arith() -> (f32, f32) {
  %a = arith.constant 2.5 : f32
  %abs = math.absf %a : f32
  %same = arith.addf %a, %abs : f32
  return %abs, %same : f32, f32
}
