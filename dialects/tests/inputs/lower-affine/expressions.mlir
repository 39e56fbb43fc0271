// affine.apply, affine.min and affine.max: every kind of expression
// (sums, products, mod, floordiv, ceildiv by constants and symbols) and
// maps of several results.
func.func @apply(%a: index, %b: index, %s: index) -> (index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 + 2 * d1 + s0 - 5)>(%a, %b)[%s]
  %1 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%a)
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%s]
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%a)
  %4 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 3 + (d0 floordiv 2) * 7)>(%a, %b)
  %5 = affine.apply affine_map<()[s0] -> (s0)>()[%s]
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @constant_apply() -> index {
  %0 = affine.apply affine_map<() -> (42)>()
  return %0 : index
}

func.func @min_max(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0 - d1, d1 ceildiv 3, 100)>(%a, %b)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 mod s0, s0)>(%a)[%b]
  return %0, %1 : index, index
}
