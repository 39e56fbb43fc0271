// Addresses and dereferences: the custom forms name only the operand's
// type, the result's follows from it (`TypesMatchWith`).
func.func @pointers(%p: !emitc.ptr<!emitc.opaque<"T">>, %q: !emitc.ptr<!emitc.ptr<f16>>) {
  %v = "emitc.variable"() <{value = 1 : i64}> : () -> !emitc.lvalue<i64>
  %a = emitc.address_of %v : !emitc.lvalue<i64>
  %d = emitc.dereference %p : !emitc.ptr<!emitc.opaque<"T">>
  %e = emitc.dereference %a : !emitc.ptr<i64>
  %l = emitc.load %d : !emitc.lvalue<!emitc.opaque<"T">>
  %m = emitc.load %e : <i64>
  %n = emitc.dereference %q : !emitc.ptr<!emitc.ptr<f16>>
  %o = emitc.load %n : <!emitc.ptr<f16>>
  %r = emitc.address_of %n : !emitc.lvalue<!emitc.ptr<f16>>
  return
}
