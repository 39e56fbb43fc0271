// Memory spaces, vector elements, one subscript read twice, and a
// function of a nested module.
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @spaces(%a: memref<16xf32, #tile, 3>, %u: memref<*xf32>) -> memref<*xf32> {
  %c = memref.cast %a : memref<16xf32, #tile, 3> to memref<*xf32, 3>
  %v = affine.load %a[7] : memref<16xf32, #tile, 3>
  %b = memref.alloc() : memref<8xvector<4xf32>, #tile>
  %w = affine.load %b[2] : memref<8xvector<4xf32>, #tile>
  return %u : memref<*xf32>
}
func.func @twice(%i: index) {
  %a = memref.alloc() : memref<16x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %v = affine.load %a[%i, %i] : memref<16x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %w = memref.load %a[%i, %i] : memref<16x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %x = memref.load %a[%i, %i] {nontemporal = true} : memref<16x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
module @inner {
  func.func @nested(%a: memref<16xf32, #tile>) {
    return
  }
}
func.func @calls_nested(%a: memref<16xf32, #tile>) {
  "unknown.call"(%a) {callee = @inner::@nested} : (memref<16xf32, #tile>) -> ()
  return
}
