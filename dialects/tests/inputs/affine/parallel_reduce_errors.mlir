// The reductions of affine.parallel: any attribute parses, and only a
// string names a reduction.
func.func @k(%c: index) {
  %r = affine.parallel (%i) = (0) to (%c) reduce (maximumf") -> (f32) {
    %x = arith.constant 1.0 : f32
    affine.yield %x : f32
  }
  return
}
// -----
func.func @l(%c: index) {
  %r = affine.parallel (%i) = (0) to (%c) reduce (5) -> (f32) {
    %x = arith.constant 1.0 : f32
    affine.yield %x : f32
  }
  return
}
// -----
func.func @m(%c: index) {
  %r = affine.parallel (%i) = (0) to (%c) reduce ("maximumf" : none) -> (f32) {
    %x = arith.constant 1.0 : f32
    affine.yield %x : f32
  }
  return
}
