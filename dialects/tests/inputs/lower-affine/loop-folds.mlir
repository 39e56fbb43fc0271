// affine.for folded before it is lowered, as MLIR's conversion folds an op
// first: bounds of constant operands become constants (the maximum of a
// lower bound's results, the minimum of an upper bound's).
func.func private @use(index) -> ()
func.func @f(%n: index, %buf: memref<8xf32>) -> f32 {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  affine.for %i = %c2 to %c4 {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<(d0)[s0] -> (d0 * 2, s0 + 1)>(%c4)[%c2] {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0) -> (d0, 1)>(%c2) to %n {
    func.call @use(%i) : (index) -> ()
  }
  %r = affine.for %i = 0 to %c4 iter_args(%acc = %zero) -> f32 {
    %x = affine.load %buf[%i] : memref<8xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  return %r : f32
}
