// Sums, differences, products and bitwise ops of i64 on 32-bit halves,
// scalar, 1-D and 2-D, beside ops the target supports.
func.func @sum_and_product(%x: i64, %y: i64) -> (i64, i64) {
  %s = arith.addi %x, %y : i64
  %d = arith.subi %y, %s : i64
  %p = arith.muli %d, %y : i64
  return %s, %p : i64, i64
}

func.func @bitwise(%x: vector<2xi64>, %y: vector<2xi64>) -> vector<2xi64> {
  %a = arith.andi %x, %y : vector<2xi64>
  %o = arith.ori %a, %y : vector<2xi64>
  %e = arith.xori %o, %x : vector<2xi64>
  return %e : vector<2xi64>
}

func.func @matrix(%x: vector<2x3xi64>, %y: vector<2x3xi64>) -> vector<2x3xi64> {
  %m = arith.muli %x, %y : vector<2x3xi64>
  %s = arith.subi %m, %y : vector<2x3xi64>
  return %s : vector<2x3xi64>
}

func.func @kept(%x: i32, %y: i16, %z: f32) -> (i32, i16, f32) {
  %s = arith.addi %x, %x : i32
  %t = arith.muli %y, %y : i16
  %u = arith.addf %z, %z : f32
  return %s, %t, %u : i32, i16, f32
}
