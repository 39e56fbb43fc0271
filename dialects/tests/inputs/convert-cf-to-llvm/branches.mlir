// Branches: block arguments converted by the branch that reaches them
// first, branch weights kept, assertions lowered to a call of puts and
// abort (one global per message, named apart), in a function and in a
// nested module.
func.func @f(%c: i1, %a: index, %b: i32) -> index {
  cf.assert %c, "first"
  cf.cond_br %c, ^bb1(%a, %b : index, i32), ^bb2 {branch_weights = array<i32: 3, 5>}
^bb1(%x: index, %y: i32):
  cf.br ^bb2
^bb2:
  cf.assert %c, "second\n"
  return %a : index
}

module @inner {
  func.func @g(%c: i1) {
    cf.assert %c, "inner"
    return
  }
}
