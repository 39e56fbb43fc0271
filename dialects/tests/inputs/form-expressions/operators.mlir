// form-expressions on chains of C operators: each becomes an expression,
// then an expression is folded into its user when it has one use and no
// side effects.

// A chain folds into one expression; the constant goes in too.
func.func @chain(%a: i32, %b: i32, %c: i32) -> i1 {
  %k = "emitc.constant"() <{value = 3 : i32}> : () -> i32
  %0 = emitc.mul %a, %k : (i32, i32) -> i32
  %1 = emitc.add %0, %b : (i32, i32) -> i32
  %2 = emitc.rem %1, %c : (i32, i32) -> i32
  %3 = emitc.cmp ge, %2, %a : (i32, i32) -> i1
  return %3 : i1
}

// A value used twice stays an expression of its own.
func.func @two_uses(%a: i32, %b: i32) -> (i32, i32) {
  %0 = emitc.sub %a, %b : (i32, i32) -> i32
  %1 = emitc.mul %0, %0 : (i32, i32) -> i32
  %2 = emitc.div %0, %b : (i32, i32) -> i32
  return %1, %2 : i32, i32
}

// The same operand twice, and operands shared by both sides.
func.func @repeated_operands(%a: i32, %b: i32) -> i32 {
  %0 = emitc.add %a, %a : (i32, i32) -> i32
  %1 = emitc.mul %a, %b : (i32, i32) -> i32
  %2 = emitc.sub %0, %1 : (i32, i32) -> i32
  return %2 : i32
}

// Calls have side effects: the expression of a call is not folded into
// its user, but what the call uses is folded into it.
func.func @calls(%a: i32, %b: i32) -> i32 {
  %0 = emitc.add %a, %b : (i32, i32) -> i32
  %1 = emitc.call_opaque "f"(%0) : (i32) -> i32
  %2 = emitc.call_opaque "g"(%1, %a) : (i32, i32) -> i32
  %3 = emitc.bitwise_xor %2, %b : (i32, i32) -> i32
  return %3 : i32
}

// Literals are left alone; logical and bitwise operators, conditionals
// and casts are operators too.
func.func @literals_and_casts(%a: i32, %b: i1) -> i64 {
  %l = emitc.literal "SEVEN" : i32
  %0 = emitc.bitwise_and %a, %l : (i32, i32) -> i32
  %1 = emitc.logical_not %b : i1
  %2 = emitc.conditional %1, %0, %a : i32
  %3 = emitc.cast %2 : i32 to i64
  %4 = emitc.unary_minus %3 : (i64) -> i64
  return %4 : i64
}

// Existing expressions are kept, their bodies not wrapped again, and one
// marked noinline keeps the mark when another is folded into it.
func.func @existing(%a: i32, %b: i32) -> i32 {
  %0 = emitc.add %a, %b : (i32, i32) -> i32
  %1 = emitc.expression %0, %b noinline : (i32, i32) -> i32 {
    %2 = emitc.mul %0, %b : (i32, i32) -> i32
    %3 = emitc.sub %2, %b : (i32, i32) -> i32
    emitc.yield %3 : i32
  }
  return %1 : i32
}
