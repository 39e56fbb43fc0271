// i16 on bytes: a constant, a comparison and casts.
func.func @narrow(%x: i16, %y: i16, %b: i8) -> (i16, i1, i16, i8) {
  %c = arith.constant -300 : i16
  %0 = arith.addi %x, %c : i16
  %1 = arith.cmpi ult, %0, %y : i16
  %2 = arith.extsi %b : i8 to i16
  %3 = arith.trunci %2 : i16 to i8
  return %0, %1, %2, %3 : i16, i1, i16, i8
}
