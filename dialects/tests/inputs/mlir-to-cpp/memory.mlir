// Variables and lvalues: loads, assignments, arrays and subscripts,
// struct members, pointers (address-of, dereference, apply), globals
// (a const one's address cast to drop the const) and literals.
emitc.global @counter : i32 = 0
emitc.global const @table : !emitc.array<3xi16> = dense<[1, 2, 3]>
emitc.global extern @outside : !emitc.ptr<f32>
emitc.global static @scratch : !emitc.array<2x2xf64>

func.func @arrays(%i: index, %j: !emitc.size_t, %v: f64) -> i16 {
  %a = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<4x8xf64>
  %0 = emitc.subscript %a[%i, %j] : (!emitc.array<4x8xf64>, index, !emitc.size_t) -> !emitc.lvalue<f64>
  emitc.assign %v : f64 to %0 : !emitc.lvalue<f64>
  %t = emitc.get_global @table : !emitc.array<3xi16>
  %1 = emitc.subscript %t[%i] : (!emitc.array<3xi16>, index) -> !emitc.lvalue<i16>
  %2 = emitc.load %1 : !emitc.lvalue<i16>
  %3 = emitc.address_of %1 : !emitc.lvalue<i16>
  %s = emitc.get_global @scratch : !emitc.array<2x2xf64>
  %4 = emitc.subscript %s[%i, %i] : (!emitc.array<2x2xf64>, index, index) -> !emitc.lvalue<f64>
  %5 = emitc.address_of %4 : !emitc.lvalue<f64>
  return %2 : i16
}

func.func @pointers(%p: !emitc.ptr<i32>, %q: !emitc.ptr<!emitc.opaque<"point">>) -> i32 {
  %0 = emitc.dereference %p : !emitc.ptr<i32>
  %1 = emitc.load %0 : !emitc.lvalue<i32>
  %c = emitc.get_global @counter : !emitc.lvalue<i32>
  emitc.assign %1 : i32 to %c : !emitc.lvalue<i32>
  %2 = emitc.address_of %c : !emitc.lvalue<i32>
  %3 = emitc.apply "*"(%2) : (!emitc.ptr<i32>) -> i32
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.lvalue<!emitc.ptr<!emitc.opaque<"point">>>
  emitc.assign %q : !emitc.ptr<!emitc.opaque<"point">> to %v : !emitc.lvalue<!emitc.ptr<!emitc.opaque<"point">>>
  %x = "emitc.member_of_ptr"(%v) <{member = "x"}> : (!emitc.lvalue<!emitc.ptr<!emitc.opaque<"point">>>) -> !emitc.lvalue<i32>
  emitc.assign %3 : i32 to %x : !emitc.lvalue<i32>
  %w = "emitc.variable"() <{value = #emitc.opaque<"{}">}> : () -> !emitc.lvalue<!emitc.opaque<"point">>
  %y = "emitc.member"(%w) <{member = "y"}> : (!emitc.lvalue<!emitc.opaque<"point">>) -> !emitc.lvalue<i32>
  %4 = emitc.load %y : !emitc.lvalue<i32>
  %5 = emitc.apply "&"(%w) : (!emitc.lvalue<!emitc.opaque<"point">>) -> !emitc.ptr<!emitc.opaque<"point">>
  %null = emitc.literal "nullptr" : !emitc.ptr<i32>
  %6 = emitc.cmp ne, %p, %null : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> i1
  %7 = emitc.conditional %6, %4, %1 : i32
  return %7 : i32
}
