// sccp through affine.for: a loop of constant bounds that runs once hands
// its body's values to its results, one that never runs its inits; any
// other loop gives what it carries only when every path agrees.
func.func @once() -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %r:2 = affine.for %i = 3 to 4 iter_args(%a = %c2, %b = %c5) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %t = arith.muli %a, %b : i32
    affine.yield %s, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @never() -> i32 {
  %c7 = arith.constant 7 : i32
  %r = affine.for %i = 5 to 2 iter_args(%a = %c7) -> (i32) {
    %s = arith.addi %a, %a : i32
    affine.yield %s : i32
  }
  return %r : i32
}

func.func @once_with_step(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = affine.for %i = 0 to 4 step 8 iter_args(%a = %x) -> (i32) {
    affine.yield %c3 : i32
  }
  return %r : i32
}

func.func @twice() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = affine.for %i = 0 to 2 iter_args(%a = %c1) -> (i32) {
    %s = arith.addi %a, %c1 : i32
    affine.yield %s : i32
  }
  return %r : i32
}

func.func @unknown(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %c0, %b = %c4) -> (i32, i32) {
    %s = arith.addi %a, %a : i32
    affine.yield %s, %c4 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
