// Globals of each kind: constant, splat, scalar (rank 0), uninitialized,
// external, aligned, in an address space; their addresses as
// descriptors whose allocated pointer is 0xdeadbeef.
memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> {alignment = 16}
memref.global @splat : memref<4xi32> = dense<7>
memref.global @scalar : memref<f64> = dense<1.5>
memref.global "public" @uninit : memref<3xf16> = uninitialized
memref.global "private" @declared : memref<2x2xi8>
memref.global @spaced : memref<2xi64, 3> = dense<[5, 6]>

func.func @addresses() -> (memref<2x3xf32>, memref<f64>, memref<2xi64, 3>, memref<3xf16>) {
  %t = memref.get_global @table : memref<2x3xf32>
  %s = memref.get_global @scalar : memref<f64>
  %p = memref.get_global @spaced : memref<2xi64, 3>
  %u = memref.get_global @uninit : memref<3xf16>
  return %t, %s, %p, %u : memref<2x3xf32>, memref<f64>, memref<2xi64, 3>, memref<3xf16>
}

func.func @read(%i: index) -> i32 {
  %g = memref.get_global @splat : memref<4xi32>
  %v = memref.load %g[%i] : memref<4xi32>
  return %v : i32
}
