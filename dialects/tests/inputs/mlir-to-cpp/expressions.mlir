// emitc.expression: inlined into its one user, parenthesized by operator
// precedence, kept as a variable when marked noinline, used twice, used
// by another expression or when it calls a function (side effects).
func.func @precedence(%a: i32, %b: i32, %c: i32) -> i32 {
  %e = emitc.expression %a, %b, %c : (i32, i32, i32) -> i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    %1 = emitc.mul %0, %c : (i32, i32) -> i32
    %2 = emitc.sub %1, %a : (i32, i32) -> i32
    %3 = emitc.sub %a, %2 : (i32, i32) -> i32
    emitc.yield %3 : i32
  }
  return %e : i32
}

func.func @cast_and_compare(%a: i32, %b: i32, %c: f32) -> i1 {
  %e = emitc.expression %a, %b, %c : (i32, i32, f32) -> i1 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    %1 = emitc.cast %0 : i32 to f32
    %2 = emitc.cmp lt, %1, %c : (f32, f32) -> i1
    %3 = emitc.logical_not %2 : i1
    emitc.yield %3 : i1
  }
  return %e : i1
}

func.func @noinline(%a: i32, %b: i32) -> i32 {
  %e = emitc.expression %a, %b noinline : (i32, i32) -> i32 {
    %0 = emitc.div %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %e : i32
}

func.func @two_uses(%a: i32, %b: i32) -> i32 {
  %e = emitc.expression %a, %b : (i32, i32) -> i32 {
    %0 = emitc.rem %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  %s = emitc.add %e, %e : (i32, i32) -> i32
  return %s : i32
}

func.func @nested(%a: i32, %b: i32, %c: i1) -> i32 {
  %e1 = emitc.expression %a, %b : (i32, i32) -> i32 {
    %0 = emitc.mul %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  %e2 = emitc.expression %e1, %a : (i32, i32) -> i32 {
    %0 = emitc.add %e1, %a : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  %e3 = emitc.expression %c, %e2, %b : (i1, i32, i32) -> i32 {
    %0 = emitc.conditional %c, %e2, %b : i32
    emitc.yield %0 : i32
  }
  return %e3 : i32
}

func.func @side_effects(%a: i32, %b: i32) -> i32 {
  %e = emitc.expression %a, %b : (i32, i32) -> i32 {
    %0 = emitc.call_opaque "f"(%a) : (i32) -> i32
    %1 = emitc.add %0, %b : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return %e : i32
}

func.func @condition_and_bound(%a: index, %b: index, %p: i1, %q: i1) {
  %c = emitc.expression %p, %q : (i1, i1) -> i1 {
    %0 = emitc.logical_and %p, %q : i1, i1
    emitc.yield %0 : i1
  }
  emitc.if %c {
    %ub = emitc.expression %a, %b : (index, index) -> index {
      %0 = emitc.add %a, %b : (index, index) -> index
      emitc.yield %0 : index
    }
    emitc.for %i = %a to %ub step %b {
      emitc.call_opaque "g"(%i) : (index) -> ()
    }
  }
  return
}
