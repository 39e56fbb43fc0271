// reconcile-unrealized-casts: round trips fold, dead casts go, live casts
// that lead elsewhere stay; casts with several values, and casts in nested
// regions.
func.func @round_trip(%a: i64, %b: f32) -> (i64, f32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, f32 to i32, i16
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i32, i16 to i64, f32
  return %1#0, %1#1 : i64, f32
}

func.func @partial(%a: i64) -> (i64, i8) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %0 : i32 to i8
  %3 = builtin.unrealized_conversion_cast %2 : i8 to i16
  return %1, %2 : i64, i8
}

func.func @nested(%c: i1, %a: index) -> index {
  %r = scf.if %c -> index {
    %0 = builtin.unrealized_conversion_cast %a : index to i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    scf.yield %1 : index
  } else {
    %2 = "builtin.unrealized_conversion_cast"() : () -> index
    scf.yield %2 : index
  }
  return %r : index
}
