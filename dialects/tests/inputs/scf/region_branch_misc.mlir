// More region-branch cases: chains of forwarded while arguments, nested
// loops, no_inline execute_region, index_switch, a one-trip loop with
// duplicate iter args, a while whose results all go.
func.func @chain(%a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.while (%x = %a, %y = %a, %z = %b) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = "test.cond"(%x, %y, %z) : (i32, i32, i32) -> i1
    scf.condition(%c) %y, %x, %z : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %n = "test.n"(%s) : (i32) -> i32
    scf.yield %q, %p, %n : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @nested(%lb: index, %ub: index, %st: index, %a: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (f32) {
    %q:2 = scf.for %j = %lb to %ub step %st iter_args(%y = %x, %w = %x) -> (f32, f32) {
      %s = arith.addf %y, %w : f32
      scf.yield %s, %s : f32, f32
    }
    scf.yield %q#1 : f32
  }
  return %r : f32
}
func.func @no_inline(%a: i32) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    %x = "test.x"() : () -> i32
    scf.yield %x, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @if_no_else(%c: i1, %a: i32) {
  scf.if %c {
    "test.use"(%a) : (i32) -> ()
  }
  return
}
func.func @switch(%i: index, %a: i32) -> (i32, i32) {
  %r:3 = scf.index_switch %i -> i32, i32, i32
  case 1 {
    %x = "test.x"() : () -> i32
    scf.yield %x, %x, %a : i32, i32, i32
  }
  default {
    %y = "test.y"() : () -> i32
    scf.yield %y, %y, %a : i32, i32, i32
  }
  return %r#1, %r#2 : i32, i32
}
func.func @while_do_forward(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @one_trip(%a: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = "test.n"(%x, %y) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @while_unused_all(%a: i32) {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.n"(%p) : (i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return
}
