// With 16-bit targets, i32 is emulated and i64 cannot be.
func.func @fits(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

func.func @too_wide(%x: i64) -> i64 {
  %0 = arith.addi %x, %x : i64
  return %0 : i64
}
