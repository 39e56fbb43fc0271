// One graph per chunk.
func.func @first(%a: f32) -> f32 {
  %b = arith.negf %a : f32
  return %b : f32
}

// -----

func.func @second() -> i64 {
  %c = arith.constant 42 : i64
  return %c : i64
}
