// Files, includes, functions, declarations, calls, globals and classes.
emitc.include <"stdio.h">
emitc.include "local.h"
emitc.file "main" attributes {kind = "c"} {
  emitc.declare_func @helper
  emitc.func @helper(%arg0: i32 {emitc.name = "x"}) -> (i32 {emitc.result}) attributes {specifiers = ["static", "inline"]} {
    %0 = add %arg0, %arg0 : (i32, i32) -> i32
    return %0 : i32
  }
  emitc.func @main() -> i32 {
    %c = "emitc.constant"() <{value = 1 : i32}> : () -> i32
    %0 = call @helper(%c) : (i32) -> i32
    call_opaque "puts"() {args = [#emitc.opaque<"\"hi\"">]} : () -> ()
    return %0 : i32
  }
  emitc.func private @external(!emitc.ptr<i8>, i64) attributes {specifiers = ["extern"]}
}
emitc.verbatim "#define N 4"
emitc.global static const @table : !emitc.array<4xi16> = dense<[1, 2, 3, 4]>
emitc.global extern @counter : i64
emitc.global @name : !emitc.opaque<"const char*const"> = #emitc.opaque<"\"x\"">
emitc.global @ratio : f32 = 5.000000e-01
emitc.class final @Model {
  emitc.field @weights : !emitc.array<2xf32> = dense<[1.0, 2.0]>
  emitc.field @bias : !emitc.array<1xf32> {emitc.opaque = "bias"}
  emitc.func @run() {
    %0 = get_field @weights : !emitc.array<2xf32>
    return
  }
}
