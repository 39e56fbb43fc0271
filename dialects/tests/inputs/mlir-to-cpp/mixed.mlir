// Expressions where their users put them (a switch, a call, an if, a for
// bound, a return), globals of f16, bf16 and i1 arrays, verbatim braces
// and a call of three results.
emitc.verbatim "struct S {{ int a; };"
emitc.global @halfs : !emitc.array<3xf16> = dense<[1.0, -0.5, 65504.0]>
emitc.global @bools : !emitc.array<2xi1> = dense<[true, false]>
emitc.global @bfs : !emitc.array<2xbf16> = dense<[1.5, 0.0]>
func.func @users(%a: i32, %b: i32, %n: index, %p: !emitc.ptr<i32>) -> i32 {
  %e = emitc.expression %a, %b : (i32, i32) -> i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  emitc.switch %n : index
  default {
    emitc.yield
  }
  %f = emitc.expression %a, %b : (i32, i32) -> i32 {
    %0 = emitc.mul %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  %g = emitc.call_opaque "use"(%f) : (i32) -> i32
  %h = emitc.expression %a, %b : (i32, i32) -> i1 {
    %0 = emitc.cmp lt, %a, %b : (i32, i32) -> i1
    emitc.yield %0 : i1
  }
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> !emitc.lvalue<i32>
  emitc.if %h {
    %k = emitc.expression %a, %g : (i32, i32) -> i32 {
      %0 = emitc.sub %a, %g : (i32, i32) -> i32
      %1 = emitc.unary_minus %0 : (i32) -> i32
      emitc.yield %1 : i32
    }
    emitc.assign %k : i32 to %v : <i32>
  }
  %ub = emitc.expression %n : (index) -> index {
    %0 = emitc.bitwise_left_shift %n, %n : (index, index) -> index
    emitc.yield %0 : index
  }
  %one = "emitc.constant"() <{value = 1 : index}> : () -> index
  emitc.for %i = %one to %ub step %one {
    %c = emitc.expression %i, %one : (index, index) -> i1 {
      %0 = emitc.cmp eq, %i, %one : (index, index) -> i1
      %1 = emitc.logical_not %0 : i1
      emitc.yield %1 : i1
    }
    emitc.if %c {
      %d = emitc.cast %i : index to i32
      emitc.assign %d : i32 to %v : <i32>
    }
  }
  %r = emitc.load %v : <i32>
  %s = emitc.expression %h, %r, %e : (i1, i32, i32) -> i32 {
    %0 = emitc.conditional %h, %r, %e : i32
    emitc.yield %0 : i32
  }
  return %s : i32
}
func.func @tie(%a: i8) -> (i8, f32, !emitc.ptr<i8>) {
  %0:3 = emitc.call_opaque "three"(%a) : (i8) -> (i8, f32, !emitc.ptr<i8>)
  return %0#0, %0#1, %0#2 : i8, f32, !emitc.ptr<i8>
}
