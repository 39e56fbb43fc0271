// Signatures, calls and returns converted.
func.func private @external(i64, f32) -> (i64, vector<2xi64>)

func.func @caller(%x: i64, %f: f32) -> i64 {
  %r:2 = func.call @external(%x, %f) : (i64, f32) -> (i64, vector<2xi64>)
  %s = arith.addi %r#0, %x : i64
  return %s : i64
}
