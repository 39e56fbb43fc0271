// form-expressions in the regions of emitc's structured ops and of
// functions, on lvalues and pointers.

emitc.func @loops(%n: index, %p: !emitc.ptr<i32>) {
  %c0 = "emitc.constant"() <{value = 0 : index}> : () -> index
  %c1 = "emitc.constant"() <{value = 1 : index}> : () -> index
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> !emitc.lvalue<i32>
  emitc.for %i = %c0 to %n step %c1 : index {
    %x = emitc.load %v : !emitc.lvalue<i32>
    %s = emitc.subscript %p[%i] : (!emitc.ptr<i32>, index) -> !emitc.lvalue<i32>
    %y = emitc.load %s : !emitc.lvalue<i32>
    %z = emitc.add %x, %y : (i32, i32) -> i32
    %w = emitc.mul %z, %z : (i32, i32) -> i32
    emitc.assign %w : i32 to %v : !emitc.lvalue<i32>
  }
  %f = emitc.load %v : !emitc.lvalue<i32>
  %c = emitc.cmp gt, %f, %f : (i32, i32) -> i1
  %nc = emitc.logical_not %c : i1
  emitc.if %nc {
    %a = emitc.apply "&"(%v) : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>
    %k = "emitc.constant"() <{value = 4 : i32}> : () -> i32
    %q = emitc.add %a, %k : (!emitc.ptr<i32>, i32) -> !emitc.ptr<i32>
    emitc.call_opaque "use"(%q) : (!emitc.ptr<i32>) -> ()
  } else {
    emitc.call_opaque "none"() : () -> ()
  }
  emitc.return
}

func.func @mixed(%a: i32, %b: i32) -> i32 {
  %0 = emitc.bitwise_left_shift %a, %b : (i32, i32) -> i32
  %1 = arith.addi %0, %b : i32
  %2 = emitc.bitwise_or %1, %a : (i32, i32) -> i32
  %3 = emitc.bitwise_not %2 : (i32) -> i32
  return %3 : i32
}
