// scf.while's WhileMoveIfDown: an scf.if right before the scf.condition, on
// its condition, moves into the after region (with or without results,
// then-branch uses of before values nested in regions); not with a
// non-empty else.
func.func @move_if_down(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    %res = scf.if %c -> (i32) {
      %t = "test.then"(%v, %b) : (i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    scf.condition(%c) %res : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @no_else(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.if %c {
      "test.then"(%x, %b) : (i32, i32) -> ()
    }
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @nested_use(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    %w = "test.w"(%y) : (i32) -> i32
    %res:2 = scf.if %c -> (i32, i32) {
      %inner = scf.execute_region -> i32 no_inline {
        %t = "test.t"(%w, %v) : (i32, i32) -> i32
        scf.yield %t : i32
      }
      %u = "test.u"(%v, %inner) : (i32, i32) -> i32
      scf.yield %u, %inner : i32, i32
    } else {
      scf.yield %y, %w : i32, i32
    }
    scf.condition(%c) %res#1, %res#0 : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %p : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @else_not_empty(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %res = scf.if %c -> (i32) {
      scf.yield %x : i32
    } else {
      %e = "test.e"() : () -> i32
      scf.yield %e : i32
    }
    scf.condition(%c) %res : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r : i32
}
