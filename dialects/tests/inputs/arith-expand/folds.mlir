// Illegal ops that fold are folded, not expanded: to constants the
// dialect materializes, or to one of their operands.
func.func @folds(%a: i32, %x: f32) -> (i32, i32, i32, f32, i32) {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.ceildivsi %c7, %c2 : i32
  %1 = arith.floordivsi %a, %c1 : i32
  %2 = arith.ceildivui %c7, %c2 : i32
  %3 = arith.maximumf %x, %x : f32
  %4 = arith.minsi %a, %c7 : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, f32, i32
}
