// Poison operands fold to poison (materialized by ub).
func.func @f() -> (f32, i32, f32, i1) {
  %p = ub.poison : f32
  %q = ub.poison : i32
  %c = arith.constant 1.0 : f32
  %0 = math.sin %p : f32
  %1 = math.ctlz %q : i32
  %2 = math.atan2 %p, %c : f32
  %3 = math.isnan %p : f32
  return %0, %1, %2, %3 : f32, i32, f32, i1
}
