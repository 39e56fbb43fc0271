// Expressions whose bodies name their operands, with the C operators.
func.func @arithmetic(%a: i32, %b: i32, %x: f32, %p: !emitc.ptr<f32>) -> i32 {
  %c7 = "emitc.constant"() {value = 7 : i32} : () -> i32
  %q = emitc.expression %a, %c7 : (i32, i32) -> i32 {
    %0 = emitc.rem %a, %c7 : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  %r = emitc.expression %a, %b, %x, %q noinline : (i32, i32, f32, i32) -> i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    %1 = emitc.call_opaque "scale"(%0, %q) {args = [1 : index, 0 : index, #emitc.opaque<"SCALE">]} : (i32, i32) -> i32
    %2 = emitc.mul %x, %x : (f32, f32) -> f32
    %3 = emitc.cast %2 : f32 to i32
    %4 = emitc.sub %1, %3 : (i32, i32) -> i32
    %5 = emitc.unary_minus %4 : (i32) -> i32
    emitc.yield %5 : i32
  }
  %s = emitc.add %p, %r : (!emitc.ptr<f32>, i32) -> !emitc.ptr<f32>
  %t = emitc.sub %s, %p : (!emitc.ptr<f32>, !emitc.ptr<f32>) -> !emitc.ptrdiff_t
  return %r : i32
}

func.func @logic(%a: i32, %b: i32, %c: i1) -> i1 {
  %0 = emitc.bitwise_and %a, %b : (i32, i32) -> i32
  %1 = emitc.bitwise_or %0, %b : (i32, i32) -> i32
  %2 = emitc.bitwise_xor %1, %a : (i32, i32) -> i32
  %3 = emitc.bitwise_left_shift %2, %b : (i32, i32) -> i32
  %4 = emitc.bitwise_right_shift %3, %b : (i32, i32) -> i32
  %5 = emitc.bitwise_not %4 : (i32) -> i32
  %6 = emitc.unary_plus %5 : (i32) -> i32
  %7 = emitc.cmp three_way, %6, %a : (i32, i32) -> !emitc.opaque<"std::strong_ordering">
  %8 = emitc.cmp le, %6, %a : (i32, i32) -> i1
  %9 = emitc.logical_and %8, %c : i1, i1
  %10 = emitc.logical_or %9, %a : i1, i32
  %11 = emitc.logical_not %10 : i1
  %12 = emitc.conditional %11, %a, %b : i32
  %13 = emitc.div %12, %b : (i32, i32) -> i32
  %14 = emitc.expression %11, %8 : (i1, i1) -> i1 {
    %e = emitc.logical_and %11, %8 : i1, i1
    emitc.yield %e : i1
  }
  return %14 : i1
}

func.func @constants() -> (i32, i32, !emitc.size_t, !emitc.opaque<"char">) {
  %0 = "emitc.constant"() <{value = 42 : i32}> : () -> i32
  %1 = "emitc.constant"() <{value = 42 : i32}> : () -> i32
  %2 = "emitc.constant"() <{value = 8 : index}> : () -> !emitc.size_t
  %3 = "emitc.constant"() <{value = #emitc.opaque<"CHAR_MIN">}> : () -> !emitc.opaque<"char">
  %4 = emitc.literal "M_PI" : f32
  return %0, %1, %2, %3 : i32, i32, !emitc.size_t, !emitc.opaque<"char">
}
