// The C operators of EmitC's arithmetic, bitwise, logical, comparison,
// unary, conditional and cast ops, on signed, unsigned and float values.
func.func @arithmetic(%a: i32, %b: i32, %x: f32, %y: f64) -> f32 {
  %0 = emitc.add %a, %b : (i32, i32) -> i32
  %1 = emitc.sub %0, %b : (i32, i32) -> i32
  %2 = emitc.mul %1, %a : (i32, i32) -> i32
  %3 = emitc.div %2, %b : (i32, i32) -> i32
  %4 = emitc.rem %3, %a : (i32, i32) -> i32
  %5 = emitc.unary_minus %4 : (i32) -> i32
  %6 = emitc.unary_plus %5 : (i32) -> i32
  %7 = emitc.cast %6 : i32 to f32
  %8 = emitc.mul %7, %x : (f32, f32) -> f32
  %9 = emitc.cast %y : f64 to f32
  %10 = emitc.add %8, %9 : (f32, f32) -> f32
  return %10 : f32
}

func.func @bitwise(%a: ui8, %b: ui8, %s: i64) -> ui8 {
  %0 = emitc.bitwise_and %a, %b : (ui8, ui8) -> ui8
  %1 = emitc.bitwise_or %0, %b : (ui8, ui8) -> ui8
  %2 = emitc.bitwise_xor %1, %a : (ui8, ui8) -> ui8
  %3 = emitc.bitwise_not %2 : (ui8) -> ui8
  %4 = emitc.bitwise_left_shift %3, %b : (ui8, ui8) -> ui8
  %5 = emitc.bitwise_right_shift %4, %a : (ui8, ui8) -> ui8
  %6 = emitc.bitwise_left_shift %s, %s : (i64, i64) -> i64
  return %5 : ui8
}

func.func @logical(%p: i1, %q: i1, %a: i16, %b: i16) -> i1 {
  %0 = emitc.logical_and %p, %q : i1, i1
  %1 = emitc.logical_or %0, %p : i1, i1
  %2 = emitc.logical_not %1 : i1
  %3 = emitc.cmp eq, %a, %b : (i16, i16) -> i1
  %4 = emitc.cmp ne, %a, %b : (i16, i16) -> i1
  %5 = emitc.cmp lt, %a, %b : (i16, i16) -> i1
  %6 = emitc.cmp le, %a, %b : (i16, i16) -> i1
  %7 = emitc.cmp gt, %a, %b : (i16, i16) -> i1
  %8 = emitc.cmp ge, %a, %b : (i16, i16) -> i1
  %9 = emitc.cmp three_way, %a, %b : (i16, i16) -> !emitc.opaque<"std::strong_ordering">
  %10 = emitc.conditional %2, %3, %4 : i1
  return %10 : i1
}
