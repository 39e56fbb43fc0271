// ctlz by binary search on every integer width up to 64 bits.
func.func @ctlz(%a: i8, %b: i16, %c: i64, %t: tensor<2xi32>, %w: i128) -> (i8, i16, i64, tensor<2xi32>, i128) {
  %0 = math.ctlz %a : i8
  %1 = math.ctlz %b : i16
  %2 = math.ctlz %c : i64
  %3 = math.ctlz %t : tensor<2xi32>
  %4 = math.ctlz %w : i128
  return %0, %1, %2, %3, %4 : i8, i16, i64, tensor<2xi32>, i128
}
