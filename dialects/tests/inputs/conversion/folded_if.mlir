// An scf.if of a negated condition folds (its regions swapped) before
// it is lowered, as the conversion folds each illegal op first.
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
