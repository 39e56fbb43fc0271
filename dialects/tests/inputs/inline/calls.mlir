// Calls of every shape the inliner meets: leaves, chains, calls in
// structured regions, several results, unused results, and callees that
// stay (public, declarations, marked no_inline).
func.func private @add_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func private @twice(%x: i32) -> i32 {
  %a = call @add_one(%x) : (i32) -> i32
  %b = call @add_one(%a) : (i32) -> i32
  return %b : i32
}

func.func @public_square(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}

func.func private @pair(%x: i32, %y: i32) -> (i32, i32) {
  %s = arith.addi %x, %y : i32
  %d = arith.subi %x, %y : i32
  return %s, %d : i32, i32
}

func.func private @declared(i32) -> i32

func.func private @kept(%x: i32) -> i32 attributes {no_inline} {
  %r = arith.xori %x, %x : i32
  return %r : i32
}

func.func private @unused_result(%x: i32) -> i32 {
  %r = arith.shli %x, %x : i32
  return %r : i32
}

func.func @entry(%x: i32, %c: i1) -> (i32, i32, i32) {
  %0 = call @twice(%x) : (i32) -> i32
  %1 = call @public_square(%0) : (i32) -> i32
  %2:2 = call @pair(%0, %1) : (i32, i32) -> (i32, i32)
  %3 = scf.if %c -> (i32) {
    %4 = func.call @add_one(%2#0) : (i32) -> i32
    scf.yield %4 : i32
  } else {
    %5 = func.call @declared(%2#1) : (i32) -> i32
    scf.yield %5 : i32
  }
  %6 = call @kept(%3) : (i32) -> i32
  %7 = call @public_square(%6) {no_inline} : (i32) -> i32
  %8 = call @unused_result(%7) : (i32) -> i32
  return %3, %6, %7 : i32, i32, i32
}

func.func @in_loop(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %next = func.call @step(%acc) : (f32) -> f32
    scf.yield %next : f32
  }
  return %r : f32
}

func.func private @step(%a: f32) -> f32 {
  %e = math.exp %a : f32
  %h = arith.constant 0.5 : f32
  %m = arith.mulf %e, %h : f32
  return %m : f32
}
