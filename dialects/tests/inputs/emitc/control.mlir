// Loops, conditionals, switches and do-while loops, with and without
// their implicit terminators.
func.func @loops(%lb: index, %ub: index, %step: index, %n: i16, %cond: i1) {
  emitc.for %i = %lb to %ub step %step {
    %0 = emitc.call_opaque "body"(%i) : (index) -> i32
    emitc.for %j = %n to %n step %n : i16 {
      emitc.call_opaque "inner"(%i, %j) : (index, i16) -> ()
      emitc.yield
    }
  } {unroll}
  emitc.if %cond {
    emitc.call_opaque "then"() : () -> ()
  } else {
    emitc.call_opaque "else"() : () -> ()
    emitc.yield
  } {likely}
  emitc.if %cond {
  }
  return
}

func.func @switches(%v: !emitc.size_t, %w: i32) {
  emitc.switch %v : !emitc.size_t
  case -1 {
    emitc.call_opaque "negative"() : () -> ()
    emitc.yield
  }
  case 7 {
    emitc.yield
  }
  default {
    emitc.call_opaque "other"() : () -> ()
  }
  emitc.switch %w : i32 {tag}
  default {
  }
  return
}

emitc.func @do_while(%p: !emitc.ptr<i32>) {
  %counter = "emitc.variable"() <{value = 0 : i32}> : () -> !emitc.lvalue<i32>
  %end = emitc.literal "10" : i32
  emitc.do {
    %v = emitc.load %counter : !emitc.lvalue<i32>
    emitc.verbatim "printf(\"%d\\n\", {});" args %v : i32
  } while {
    %c = emitc.expression %counter, %end : (!emitc.lvalue<i32>, i32) -> i1 {
      %cur = emitc.load %counter : !emitc.lvalue<i32>
      %lt = emitc.cmp lt, %cur, %end : (i32, i32) -> i1
      emitc.yield %lt : i1
    }
    emitc.yield %c : i1
  } attributes {marked}
  return
}
