// MLIR 22's generic region-branch patterns on scf.while (with its own
// WhileConditionTruth, WhileCmpCond, WhileOpAlignBeforeArgs).
// Two arguments fed the same values on every edge are merged.
func.func @merged_args(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %q : i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// A before argument yielded back unchanged is its init.
func.func @invariant_arg(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p, %b) : (i32, i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r : i32
}

// An unused result whose after argument is used stays; an unused pair goes.
func.func @unused_results(%a: i32, %b: i32) -> i32 {
  %r:3 = scf.while (%x = %a) : (i32) -> (i32, i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    %w = "test.w"(%x) : (i32) -> i32
    scf.condition(%c) %x, %v, %w : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %u: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// The condition forwarded is true in the after region; outer values
// forwarded by the condition are those values.
func.func @outer_forwarded(%a: i32, %b: i32) -> (i32, i1) {
  %r:3 = scf.while (%x = %a) : (i32) -> (i32, i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %b, %c : i32, i32, i1
  } do {
  ^bb0(%p: i32, %q: i32, %t: i1):
    %n = "test.next"(%p, %q, %t) : (i32, i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#1, %r#2 : i32, i1
}

// Reordered condition arguments (WhileOpAlignBeforeArgs), with locations.
func.func @rebuilt_block_arg_loc() -> i64 {
  %c0 = arith.constant 0 : i64
  %c9 = arith.constant 9 : i64
  %false = arith.constant false
  %r:2 = scf.while (%b0 = %c0, %b1 = %c0) : (i64, i64) -> (i64, i64) {
    scf.condition(%false) %b1, %b0 : i64, i64
  } do {
  ^bb0(%a0: i64, %a1: i64):
    scf.yield %c9, %c9 : i64, i64
  }
  return %r#0 : i64
}

func.func @swapped(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    "test.use"(%p, %q) : (i32, i32) -> ()
    scf.yield %p, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
