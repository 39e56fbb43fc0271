// Variables, lvalues and what reads and writes them.
emitc.global @g : i32 = 3
emitc.global @arr : !emitc.array<2x2xf32>

func.func @lvalues(%i: index, %s: !emitc.lvalue<!emitc.opaque<"struct s">>, %ps: !emitc.lvalue<!emitc.ptr<!emitc.opaque<"struct s">>>, %ptr: !emitc.ptr<i32>) -> i32 {
  %v = "emitc.variable"() <{value = 7 : i32}> : () -> !emitc.lvalue<i32>
  %w = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<3xi8>
  %x = emitc.load %v : !emitc.lvalue<i32>
  emitc.assign %x : i32 to %v : !emitc.lvalue<i32>
  %a = emitc.address_of %v : !emitc.lvalue<i32>
  %d = emitc.dereference %a : !emitc.ptr<i32>
  %ap = emitc.apply "&"(%v) : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>
  %deref = emitc.apply "*"(%ptr) : (!emitc.ptr<i32>) -> i32
  %e = emitc.subscript %w[%i] : (!emitc.array<3xi8>, index) -> !emitc.lvalue<i8>
  %f = emitc.subscript %ptr[%x] : (!emitc.ptr<i32>, i32) -> !emitc.lvalue<i32>
  %m = "emitc.member"(%s) {member = "field"} : (!emitc.lvalue<!emitc.opaque<"struct s">>) -> !emitc.lvalue<i32>
  %n = "emitc.member_of_ptr"(%ps) {member = "items"} : (!emitc.lvalue<!emitc.ptr<!emitc.opaque<"struct s">>>) -> !emitc.array<4xi32>
  %g = emitc.get_global @g : !emitc.lvalue<i32>
  %arr = emitc.get_global @arr : !emitc.array<2x2xf32>
  %el = emitc.subscript %arr[%i, %x] : (!emitc.array<2x2xf32>, index, i32) -> !emitc.lvalue<f32>
  %y = emitc.load %g : !emitc.lvalue<i32>
  %cast = emitc.cast %w : !emitc.array<3xi8> to !emitc.ptr<i8>
  return %y : i32
}
