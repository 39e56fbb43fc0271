// A constant transfer index so large that index + vector size overflows
// int64: MLIR's in-bounds test wraps around (and so marks the dimension in
// bounds); it must not stop the folder.
func.func @wrap(%v: vector<4xi32>, %m: memref<2xi32>) -> vector<4xi32> {
  %big = arith.constant 9223372036854775807 : index
  %pad = arith.constant 0 : i32
  vector.transfer_write %v, %m[%big] {in_bounds = [false]} : vector<4xi32>, memref<2xi32>
  %r = vector.transfer_read %m[%big], %pad {in_bounds = [false]} : memref<2xi32>, vector<4xi32>
  return %r : vector<4xi32>
}
