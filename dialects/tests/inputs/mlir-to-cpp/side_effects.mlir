// Expressions with side effects (calls, loads): inlined in their one user
// only where the order of side effects stays as written.

// Inlined: the user follows right away and is an emitc.if, emitc.switch,
// emitc.return, or an assignment to a variable.
emitc.func @into_if(%a: i32) -> i32 {
  %r = "emitc.variable"() <{value = #emitc.opaque<"0">}> : () -> !emitc.lvalue<i32>
  %c = emitc.expression %a : (i32) -> i1 {
    %n = emitc.call_opaque "next"(%a) : (i32) -> i32
    %lt = emitc.cmp lt, %n, %a : (i32, i32) -> i1
    emitc.yield %lt : i1
  }
  emitc.if %c {
    emitc.assign %a : i32 to %r : !emitc.lvalue<i32>
  }
  %v = emitc.load %r : !emitc.lvalue<i32>
  emitc.return %v : i32
}

emitc.func @into_switch(%a: i32) {
  %s = emitc.expression %a : (i32) -> i32 {
    %n = emitc.call_opaque "pick"(%a) : (i32) -> i32
    %m = emitc.mul %n, %a : (i32, i32) -> i32
    emitc.yield %m : i32
  }
  emitc.switch %s : i32
  case 1 {
    emitc.call_opaque "one"() : () -> ()
    emitc.yield
  }
  default {
    emitc.call_opaque "other"() : () -> ()
  }
  emitc.return
}

emitc.func @into_return(%p: !emitc.ptr<i32>, %i: i32) -> i32 {
  %e = emitc.expression %p, %i : (!emitc.ptr<i32>, i32) -> i32 {
    %q = emitc.add %p, %i : (!emitc.ptr<i32>, i32) -> !emitc.ptr<i32>
    %d = emitc.apply "*"(%q) : (!emitc.ptr<i32>) -> i32
    emitc.yield %d : i32
  }
  emitc.return %e : i32
}

emitc.func @into_variable_assign(%a: i32, %p: !emitc.ptr<i32>) {
  %k = "emitc.constant"() <{value = 3 : i64}> : () -> i64
  %v = "emitc.variable"() <{value = 7 : i32}> : () -> !emitc.lvalue<i32>
  %at = emitc.subscript %p[%k] : (!emitc.ptr<i32>, i64) -> !emitc.lvalue<i32>
  %e = emitc.expression %a, %v, %at : (i32, !emitc.lvalue<i32>, !emitc.lvalue<i32>) -> i32 {
    %x = emitc.load %v : !emitc.lvalue<i32>
    %y = emitc.load %at : !emitc.lvalue<i32>
    %s = emitc.sub %x, %y : (i32, i32) -> i32
    emitc.yield %s : i32
  }
  emitc.assign %e : i32 to %v : !emitc.lvalue<i32>
  emitc.return
}

// Not inlined: an assignment to another lvalue, a user further down, and
// func.return (only emitc.return is trusted).
emitc.func @not_into_subscript_assign(%a: i32, %p: !emitc.ptr<i32>) {
  %k = "emitc.constant"() <{value = 0 : i64}> : () -> i64
  %at = emitc.subscript %p[%k] : (!emitc.ptr<i32>, i64) -> !emitc.lvalue<i32>
  %e = emitc.expression %a : (i32) -> i32 {
    %n = emitc.call_opaque "next"(%a) : (i32) -> i32
    emitc.yield %n : i32
  }
  emitc.assign %e : i32 to %at : !emitc.lvalue<i32>
  emitc.return
}

emitc.func @not_past_another_op(%a: i32) -> i32 {
  %e = emitc.expression %a : (i32) -> i32 {
    %n = emitc.call_opaque "next"(%a) : (i32) -> i32
    emitc.yield %n : i32
  }
  emitc.call_opaque "touch"() : () -> ()
  emitc.return %e : i32
}

func.func @not_into_func_return(%a: i32) -> i32 {
  %e = emitc.expression %a : (i32) -> i32 {
    %n = emitc.call_opaque "next"(%a) : (i32) -> i32
    emitc.yield %n : i32
  }
  return %e : i32
}
