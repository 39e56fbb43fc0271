// Leading zeros of several integer widths, converted with convert-ctlz,
// next to powers.
func.func @ctlz(%a: i32, %b: i8, %c: i64, %d: i32) -> (i32, i8, i64, i32) {
  %0 = math.ctlz %a : i32
  %1 = math.ctlz %b : i8
  %2 = math.ctlz %c : i64
  %3 = math.ctlz %d : i32
  return %0, %1, %2, %3 : i32, i8, i64, i32
}

func.func @mixed(%a: i16, %x: f64) -> (i16, i16, f64) {
  %0 = math.ipowi %a, %a : i16
  %1 = math.ctlz %0 : i16
  %2 = math.fpowi %x, %a : f64, i16
  return %0, %1, %2 : i16, i16, f64
}
