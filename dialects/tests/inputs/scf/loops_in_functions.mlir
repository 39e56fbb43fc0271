// Nested loops, a conditional and a reduction in a function: printing and canonicalization.
func.func @sum(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %inner = scf.for %j = %c0 to %c2 step %c2 iter_args(%a2 = %acc) -> (f32) {
      %v = "test.load"(%i, %j) : (index, index) -> f32
      %s = arith.addf %a2, %v : f32
      scf.yield %s : f32
    }
    %cmp = arith.cmpf ogt, %inner, %zero : f32
    %sel = scf.if %cmp -> f32 {
      scf.yield %inner : f32
    } else {
      scf.yield %zero : f32
    }
    scf.yield %sel : f32
  }
  %p = scf.parallel (%x, %y) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) init (%zero) -> f32 {
    %v = "test.load"(%x, %y) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %m = arith.maximumf %l, %rr : f32
      scf.reduce.return %m : f32
    }
  }
  %t = arith.addf %r, %p : f32
  return %t : f32
}

func.func @c(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.execute_region -> i32 no_inline {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  }
  %3 = scf.execute_region -> i32 no_inline {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
