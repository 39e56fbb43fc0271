// Loops (nested, their induction variables i, j, k), conditionals,
// switches and do-while loops, with variables assigned in their bodies.
func.func @nested_loops(%lb: index, %ub: index, %step: index) -> i32 {
  %sum = "emitc.variable"() <{value = 0 : i32}> : () -> !emitc.lvalue<i32>
  emitc.for %i = %lb to %ub step %step {
    emitc.for %j = %i to %ub step %step {
      emitc.for %k = %lb to %j step %step {
        %v = emitc.call_opaque "cell"(%i, %j, %k) : (index, index, index) -> i32
        %s = emitc.load %sum : <i32>
        %n = emitc.add %s, %v : (i32, i32) -> i32
        emitc.assign %n : i32 to %sum : <i32>
      }
    }
  }
  %r = emitc.load %sum : <i32>
  return %r : i32
}

func.func @integer_loop(%lb: i16, %ub: i16, %step: i16) {
  emitc.for %i = %lb to %ub step %step : i16 {
    emitc.call_opaque "use"(%i) : (i16) -> ()
  }
  return
}

func.func @branches(%p: i1, %x: f64) -> f64 {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.lvalue<f64>
  emitc.if %p {
    %0 = emitc.call_opaque "sqrt"(%x) : (f64) -> f64
    emitc.assign %0 : f64 to %v : <f64>
  } else {
    emitc.if %p {
      emitc.call_opaque "never"() : () -> ()
    }
    emitc.assign %x : f64 to %v : <f64>
  }
  %r = emitc.load %v : <f64>
  return %r : f64
}

func.func @switches(%k: i32, %x: !emitc.size_t) {
  emitc.switch %k : i32
  case -1 {
    emitc.call_opaque "minus_one"() : () -> ()
    emitc.yield
  }
  case 7 {
    %0 = emitc.call_opaque "seven"() : () -> i32
    emitc.yield
  }
  default {
    emitc.yield
  }
  emitc.switch %x : !emitc.size_t
  default {
    emitc.call_opaque "only_default"() : () -> ()
    emitc.yield
  }
  return
}

emitc.func @countdown(%n: i32) {
  %v = "emitc.variable"() <{value = 3 : i32}> : () -> !emitc.lvalue<i32>
  %zero = literal "0" : i32
  %one = literal "1" : i32
  do {
    %c = load %v : <i32>
    %d = sub %c, %one : (i32, i32) -> i32
    assign %d : i32 to %v : <i32>
  } while {
    %r = expression %v, %zero : (!emitc.lvalue<i32>, i32) -> i1 {
      %c = load %v : <i32>
      %g = cmp gt, %c, %zero : (i32, i32) -> i1
      yield %g : i1
    }
    yield %r : i1
  }
  return
}
