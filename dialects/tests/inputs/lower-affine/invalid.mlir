// A division by a constant that is not positive: MLIR reports it and
// leaves the op; the others are lowered.
// Written as mlir-opt 22 canonicalizes it (arguments as symbols), so that
// canonicalization leaves it as it is.
#map = affine_map<()[s0] -> (s0 floordiv -2)>
#map1 = affine_map<()[s0] -> (s0 mod 3)>
module {
  func.func @negative_divisor(%arg0: index) -> (index, index) {
    %0 = affine.apply #map()[%arg0]
    %1 = affine.apply #map1()[%arg0]
    return %0, %1 : index, index
  }
}

