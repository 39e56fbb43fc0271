// Calls of declarations, results used by unregistered ops, attributes of
// rebuilt calls, and functions returning several memrefs.
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func private @ext(memref<16xf32, #tile>) -> memref<8xf32, #tile>
func.func @uses_ext(%a: memref<16xf32, #tile>) {
  %r = call @ext(%a) : (memref<16xf32, #tile>) -> memref<8xf32, #tile>
  "unknown.sink"(%r) : (memref<8xf32, #tile>) -> ()
  return
}
func.func private @ext2(memref<16xf32, #tile>) -> memref<8xf32, #tile>
func.func @uses_ext2(%a: memref<16xf32, #tile>) -> memref<8xf32, #tile> {
  %r = call @ext2(%a) : (memref<16xf32, #tile>) -> memref<8xf32, #tile>
  %s = call @ext2(%a) {attr} : (memref<16xf32, #tile>) -> memref<8xf32, #tile>
  %v = affine.load %s[2] : memref<8xf32, #tile>
  return %r : memref<8xf32, #tile>
}
func.func @no_memrefs(%x: i32) -> i32 {
  %y = call @no_memrefs(%x) {tag} : (i32) -> i32
  return %y : i32
}
func.func @multi_return(%c: i1) -> (memref<16xf32, #tile>, memref<16xf32, #tile>) {
  %a = memref.alloc() : memref<16xf32, #tile>
  %b = memref.alloca() : memref<16xf32, #tile>
  cf.cond_br %c, ^one, ^two
^one:
  return %a, %b : memref<16xf32, #tile>, memref<16xf32, #tile>
^two:
  %d = memref.alloc() : memref<16xf32>
  return %a, %a : memref<16xf32, #tile>, memref<16xf32, #tile>
}
func.func @user_of_multi(%c: i1) -> memref<16xf32, #tile> {
  %x:2 = call @multi_return(%c) : (i1) -> (memref<16xf32, #tile>, memref<16xf32, #tile>)
  %cst = arith.constant 1.0 : f32
  affine.store %cst, %x#1[5] : memref<16xf32, #tile>
  return %x#0 : memref<16xf32, #tile>
}
