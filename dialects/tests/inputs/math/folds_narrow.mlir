// Integer folders at the narrowest widths: i0 holds only 0, i1 is 0 or -1.
func.func @narrow() -> (i0, i0, i1, i1) {
  %c = arith.constant 0 : i0
  %0 = math.ctlz %c : i0
  %1 = math.ipowi %c, %c : i0
  %t = arith.constant true
  %2 = math.absi %t : i1
  %3 = math.ipowi %t, %t : i1
  return %0, %1, %2, %3 : i0, i0, i1, i1
}
func.func @zero_width() -> (i0, i0, i0) {
  %c = arith.constant 0 : i0
  %0 = math.absi %c : i0
  %1 = math.cttz %c : i0
  %2 = math.ctpop %c : i0
  return %0, %1, %2 : i0, i0, i0
}
