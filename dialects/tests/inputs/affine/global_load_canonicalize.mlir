// affine.load from a constant memref.global folds to the element: a splat
// at any subscripts, other constants at constant subscripts only (after
// the subscripts' constants fold into the map); a global that is not
// constant, or a dynamic subscript, keeps the load.
memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @ones : memref<4xf32> = dense<1.0>
memref.global "private" @mutable : memref<2xi32> = dense<[7, 8]>
memref.global "private" constant @halves : memref<2xf64> = dense<[0.5, 1.5]>

func.func @table_at_constants() -> (i32, i32) {
  %0 = memref.get_global @table : memref<2x3xi32>
  %a = affine.load %0[0, 2] : memref<2x3xi32>
  %c1 = arith.constant 1 : index
  %b = affine.load %0[%c1, %c1 + 1] : memref<2x3xi32>
  return %a, %b : i32, i32
}

func.func @splat_anywhere(%i: index) -> f32 {
  %0 = memref.get_global @ones : memref<4xf32>
  %v = affine.load %0[%i] : memref<4xf32>
  return %v : f32
}

func.func @kept(%i: index) -> (i32, i32, f64) {
  %0 = memref.get_global @mutable : memref<2xi32>
  %a = affine.load %0[1] : memref<2xi32>
  %1 = memref.get_global @table : memref<2x3xi32>
  %b = affine.load %1[%i, 0] : memref<2x3xi32>
  %2 = memref.get_global @halves : memref<2xf64>
  %c = affine.load %2[1] : memref<2xf64>
  return %a, %b, %c : i32, i32, f64
}

module @nested {
  memref.global "private" constant @inner : memref<2xi64> = dense<[10, 20]>
  func.func @inner_table() -> i64 {
    %0 = memref.get_global @inner : memref<2xi64>
    %v = affine.load %0[1] : memref<2xi64>
    return %v : i64
  }
}
