// Functions and what is around them: includes, verbatim text, emitc.func
// with specifiers, external declarations and declare_func, calls with
// several results, func.call and func.return of a tuple, classes with
// fields, and emitc.file kept or dropped by --file-id.
emitc.include <"stdint.h">
emitc.include "kernels.h"
emitc.verbatim "#define SQUARE(x) ((x) * (x))"
emitc.verbatim "typedef int32_t i32_t; // {braces} kept"

emitc.func private @external(i32, !emitc.ptr<f32>) -> f32 attributes {specifiers = ["extern"]}

emitc.func @helper(%a: i32, %b: i32) -> i32 attributes {specifiers = ["static", "inline"]} {
  %0 = add %a, %b : (i32, i32) -> i32
  return %0 : i32
}
emitc.declare_func @helper

emitc.func @caller(%x: i32, %p: !emitc.ptr<f32>) -> f32 {
  %0 = call @helper(%x, %x) : (i32, i32) -> i32
  %1 = call @external(%0, %p) : (i32, !emitc.ptr<f32>) -> f32
  verbatim "printf(\"%d {{}\\n\", {});" args %0 : i32
  return %1 : f32
}

func.func @pair(%a: i64) -> (i64, i1) {
  %0:2 = emitc.call_opaque "std::make_pair"(%a) : (i64) -> (i64, i1)
  %1:2 = func.call @pair(%0#0) : (i64) -> (i64, i1)
  return %1#0, %0#1 : i64, i1
}

func.func @nothing() {
  func.call @nothing() : () -> ()
  return
}

emitc.class @Accumulator {
  emitc.field @total : f64 = 0.0
  emitc.field @weights : !emitc.array<4xf32>
  emitc.func @weight(%i: index) -> f32 {
    %w = get_field @weights : !emitc.array<4xf32>
    %e = subscript %w[%i] : (!emitc.array<4xf32>, index) -> !emitc.lvalue<f32>
    %v = load %e : <f32>
    return %v : f32
  }
}

emitc.class final @Sealed {
  emitc.field @id : !emitc.opaque<"std::string"> = #emitc.opaque<"\"sealed\"">
}

emitc.file "host" {
  emitc.func @host_only() {
    return
  }
}

emitc.file "device" {
  emitc.global @device_counter : ui32 = 7
}
