// Which allocas are slots: one element of any static shape, layout or
// memory space and of any element type; not a dynamic shape, several
// elements, or an unused alloca.
func.func @one_element(%x: i32, %i: index) -> (i32, i32, i32, index) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloca() {alignment = 8 : i64} : memref<1xi32, strided<[4]>>
  memref.store %x, %0[%c0] : memref<1xi32, strided<[4]>>
  %1 = memref.load %0[%c0] : memref<1xi32, strided<[4]>>
  %2 = memref.alloca() : memref<1x1x1xi32, 1>
  memref.store %x, %2[%i, %i, %i] : memref<1x1x1xi32, 1>
  %3 = memref.load %2[%c0, %c0, %c0] : memref<1x1x1xi32, 1>
  %4 = memref.alloca() : memref<1x1xi32, affine_map<(d0, d1) -> (d1, d0)>>
  memref.store %x, %4[%c0, %c0] : memref<1x1xi32, affine_map<(d0, d1) -> (d1, d0)>>
  %5 = memref.load %4[%c0, %c0] : memref<1x1xi32, affine_map<(d0, d1) -> (d1, d0)>>
  %6 = memref.alloca() : memref<index>
  %7 = memref.load %6[] : memref<index>
  return %1, %3, %5, %7 : i32, i32, i32, index
}

func.func @not_slots(%n: index, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %0 = memref.alloca(%n) : memref<?xi32>
  memref.store %x, %0[%c0] : memref<?xi32>
  %1 = memref.load %0[%c0] : memref<?xi32>
  %2 = memref.alloca() : memref<2xi32>
  memref.store %x, %2[%c0] : memref<2xi32>
  %3 = memref.load %2[%c0] : memref<2xi32>
  %4 = memref.alloca() : memref<i32>
  %5 = memref.alloca() : memref<0xi32>
  %6 = memref.alloca() : memref<9223372036854775807x3xi32>
  return %1, %3 : i32, i32
}

func.func @element_types(%v: vector<2xi8>, %f: f16, %t: tuple<i32>) -> (vector<2xi8>, f16, memref<f16>) {
  %0 = memref.alloca() : memref<vector<2xi8>>
  memref.store %v, %0[] : memref<vector<2xi8>>
  %1 = memref.load %0[] : memref<vector<2xi8>>
  %2 = memref.alloca() : memref<f16>
  %3 = memref.load %2[] : memref<f16>
  %4 = memref.alloca() : memref<memref<f16>>
  memref.store %2, %4[] : memref<memref<f16>>
  %5 = memref.load %4[] : memref<memref<f16>>
  return %1, %3, %5 : vector<2xi8>, f16, memref<f16>
}
