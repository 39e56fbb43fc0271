// affine.if: inequalities and equalities over dimensions and symbols,
// an else region, results, nesting in loops, and a set of no constraint.
func.func private @use(index) -> ()

func.func @if_else(%i: index, %n: index) {
  affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0, d0 mod 2 == 0)>(%i)[%n] {
    func.call @use(%i) : (index) -> ()
  } else {
    func.call @use(%n) : (index) -> ()
  }
  return
}

func.func @if_results(%i: index) -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %r = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) -> i32 {
    affine.yield %a : i32
  } else {
    affine.yield %b : i32
  }
  return %r : i32
}

func.func @if_in_loop(%n: index) {
  affine.for %i = 0 to 16 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%n] {
      func.call @use(%i) : (index) -> ()
    }
  }
  return
}

func.func @if_always(%i: index) {
  affine.if affine_set<(d0) : (0 == 0)>(%i) {
    func.call @use(%i) : (index) -> ()
  }
  return
}
