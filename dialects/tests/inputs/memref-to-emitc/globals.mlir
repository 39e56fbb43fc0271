// Globals: private ones static, public ones extern, constants const,
// uninitialized ones without a value, rank-0 ones as scalars of their
// one value (read through their address).
memref.global "private" constant @table : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
memref.global "private" @counter : memref<i64> = dense<7>
memref.global "private" constant @pi : memref<f32> = dense<3.14159>
memref.global @shared : memref<8xf32> = uninitialized
memref.global @weights : memref<3xf16> = dense<[1.0, 2.0, 3.0]>

func.func @read(%i: index) -> (i32, f32) {
  %t = memref.get_global @table : memref<2x2xi32>
  %x = memref.load %t[%i, %i] : memref<2x2xi32>
  %s = memref.get_global @shared : memref<8xf32>
  %y = memref.load %s[%i] : memref<8xf32>
  %c = memref.get_global @counter : memref<i64>
  return %x, %y : i32, f32
}
