// affine.apply, affine.min and affine.max: every kind of expression
// (sums, products, mod, floordiv, ceildiv by constants and symbols) and
// maps of several results.
// Written as mlir-opt 22 canonicalizes it (arguments as symbols), so that
// canonicalization leaves it as it is.
#map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2 * 2 - 5)>
#map1 = affine_map<()[s0] -> (s0 mod 8)>
#map2 = affine_map<()[s0, s1] -> (s1 floordiv s0)>
#map3 = affine_map<()[s0] -> (s0 ceildiv 4)>
#map4 = affine_map<()[s0, s1] -> ((s0 + s1) mod 3 + (s0 floordiv 2) * 7)>
#map5 = affine_map<()[s0, s1] -> (s0 - s1, s1 ceildiv 3, 100)>
#map6 = affine_map<()[s0, s1] -> (s1 mod s0, s0)>
module {
  func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
    %0 = affine.apply #map()[%arg2, %arg0, %arg1]
    %1 = affine.apply #map1()[%arg0]
    %2 = affine.apply #map2()[%arg2, %arg0]
    %3 = affine.apply #map3()[%arg0]
    %4 = affine.apply #map4()[%arg0, %arg1]
    return %0, %1, %2, %3, %4, %arg2 : index, index, index, index, index, index
  }
  func.func @constant_apply() -> index {
    %c42 = arith.constant 42 : index
    return %c42 : index
  }
  func.func @min_max(%arg0: index, %arg1: index) -> (index, index) {
    %0 = affine.min #map5()[%arg0, %arg1]
    %1 = affine.max #map6()[%arg1, %arg0]
    return %0, %1 : index, index
  }
}

