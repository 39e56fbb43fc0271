// Constants split into halves, and folds taken before the emulation.
func.func @constants() -> (i64, i64, vector<2xi64>, vector<2x2xi64>) {
  %0 = arith.constant -1 : i64
  %1 = arith.constant 81985529216486895 : i64
  %2 = arith.constant dense<-4294967296> : vector<2xi64>
  %3 = arith.constant dense<[[1, -2], [4294967297, 9223372036854775807]]> : vector<2x2xi64>
  return %0, %1, %2, %3 : i64, i64, vector<2xi64>, vector<2x2xi64>
}

func.func @folded(%x: i64) -> (i64, i64) {
  %c = arith.constant 7 : i16
  %0 = arith.extsi %c : i16 to i64
  %1 = arith.addi %x, %0 : i64
  return %0, %1 : i64, i64
}
