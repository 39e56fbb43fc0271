// A simplified map rebuilds its op from the map and operands (and a
// prefetch's hints): alignment and discardable attributes are dropped.
func.func @f(%m: memref<100xi32>, %i: index, %p: memref<100xf32>) -> (index, i32) {
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %b = affine.apply affine_map<(d0) -> (d0 * 2)>(%a) {foo = 1 : i32}
  %v = affine.load %m[%a] {alignment = 16 : i64, bar} : memref<100xi32>
  affine.store %v, %m[%a] {alignment = 8 : i64} : memref<100xi32>
  affine.prefetch %p[%a], read, locality<3>, data {baz} : memref<100xf32>
  %c = affine.min affine_map<(d0) -> (d0, 10)>(%a) {qux}
  %w = affine.vector_load %p[%a] {alignment = 16 : i64} : memref<100xf32>, vector<4xf32>
  affine.vector_store %w, %p[%a] {alignment = 16 : i64} : memref<100xf32>, vector<4xf32>
  %s = arith.addi %b, %c : index
  return %s, %v : index, i32
}
