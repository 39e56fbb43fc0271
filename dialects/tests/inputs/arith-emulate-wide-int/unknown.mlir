// A wide value an unknown op uses and makes: MLIR cannot resolve the
// casts it needs.
func.func @unknown(%x: i64) -> i64 {
  %0 = "test.opaque"(%x) : (i64) -> i64
  %1 = arith.addi %0, %x : i64
  return %1 : i64
}
