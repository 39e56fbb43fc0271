// What EmitC's types, parsers and verifiers reject, with MLIR's messages.
func.func @lvalue_of_array(
    // expected-error @+1 {{!emitc.lvalue cannot wrap !emitc.array type}}
    %arg0: !emitc.lvalue<!emitc.array<2xi32>>) {
  return
}

// -----

func.func @lvalue_of_lvalue(
    // expected-error @+1 {{!emitc.lvalue must wrap supported emitc type, but got '!emitc.lvalue<i32>'}}
    %arg0: !emitc.lvalue<!emitc.lvalue<i32>>) {
  return
}

// -----

func.func @pointer_to_lvalue(
    // expected-error @+1 {{pointers to lvalues are not allowed}}
    %arg0: !emitc.ptr<!emitc.lvalue<i32>>) {
  return
}

// -----

func.func @negative_dimension(
    // expected-error @+1 {{expected non-function type}}
    %arg0: !emitc.array<-1xi32>) {
  return
}

// -----

func.func @array_of_tensor(
    // expected-error @+1 {{invalid array element type ''tensor<2xi32>''}}
    %arg0: !emitc.array<2xtensor<2xi32>>) {
  return
}

// -----

// expected-error @+1 {{'emitc.global' op initial value expected to be of type 'i32', but was of type 'i64'}}
"emitc.global"() <{sym_name = "wrong_type", type = i32, initial_value = 4 : i64}> : () -> ()

// -----

// expected-error @+1 {{'emitc.global' op expected array type, but got 'i32'}}
"emitc.global"() <{sym_name = "not_array", type = i32, initial_value = dense<4> : tensor<i32>}> : () -> ()

// -----

// expected-error @+1 {{'emitc.global' op expected valid emitc type}}
emitc.global @memref_global : memref<2xi32>

// -----

// expected-error @+1 {{initial value should be a integer, float, elements or opaque attribute}}
emitc.global @string_global : !emitc.opaque<"char*const"> = "text"

// -----

// expected-error @+1 {{'emitc.global' op initial value expected to be of type '!emitc.array<2xf32>', but was of type 'tensor<3xf32>'}}
"emitc.global"() <{sym_name = "shape", type = !emitc.array<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error @+1 {{custom op 'emitc.include' expected trailing '>' for standard include}}
emitc.include <"header.h"

// -----

// expected-error @+1 {{custom op 'emitc.include' expected string attribute}}
emitc.include 42

// -----

func.func @expression_type(%a: i32) -> i64 {
  // expected-error @+1 {{'emitc.expression' op requires yielded type to match return type}}
  %r = emitc.expression %a : (i32) -> i64 {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i64
}

// -----

func.func @expression_results(%a: i32) {
  // expected-error @+1 {{custom op 'emitc.expression' expected single return type}}
  %r:2 = emitc.expression %a : (i32) -> (i32, i32) {
    %0 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return
}

// -----

func.func @expression_not_function(%a: i32) {
  // expected-error @+1 {{custom op 'emitc.expression' expected function type}}
  %r = emitc.expression %a : i32 {
    emitc.yield %a : i32
  }
  return
}

// -----

func.func @for_yields(%lb: index) {
  emitc.for %i = %lb to %lb step %lb {
    // expected-error @+1 {{'emitc.yield' op yields a value not returned by parent}}
    emitc.yield %i : index
  }
  return
}

// -----

func.func @if_yields_lvalue(%c: i1) {
  %v = "emitc.variable"() <{value = 0 : i32}> : () -> !emitc.lvalue<i32>
  emitc.if %c {
    // expected-error @+1 {{'emitc.yield' op operand #0 must be type supported by EmitC, but got '!emitc.lvalue<i32>'}}
    emitc.yield %v : !emitc.lvalue<i32>
  }
  return
}

// -----

func.func @switch_counts(%a: i32) {
  // expected-error @+1 {{'emitc.switch' op has 0 case regions but 1 case values}}
  "emitc.switch"(%a) <{cases = array<i64: 1>}> ({
    emitc.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @switch_float(%a: f32) {
  // expected-error @+1 {{'emitc.switch' op operand #0 must be integer, index or opaque type supported by EmitC, but got 'f32'}}
  emitc.switch %a : f32
  default {
  }
  return
}

// -----

emitc.func @callee(%a: i32) -> i32 {
  return %a : i32
}

emitc.func @caller(%a: i64) -> i32 {
  // expected-error @+1 {{'emitc.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @callee(%a) : (i64) -> i32
  return %0 : i32
}

// -----

emitc.func @callee(%a: i32) -> i32 {
  return %a : i32
}

emitc.func @caller(%a: i32) -> i16 {
  // expected-error @+3 {{'emitc.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i16'}}
  // expected-note @+1 {{function result types: 'i32'}}
  %0 = call @callee(%a) : (i32) -> i16
  return %0 : i16
}

// -----

func.func @call_missing() {
  // expected-error @+1 {{'emitc.call' op 'nowhere' does not reference a valid function}}
  emitc.call @nowhere() : () -> ()
  return
}

// -----

emitc.global @g : f32

func.func @missing_global() {
  // expected-error @+1 {{'emitc.get_global' op 'h' does not reference a valid emitc.global}}
  %0 = emitc.get_global @h : !emitc.lvalue<f32>
  return
}

// -----

func.func @verbatim_args(%a: i32) {
  // expected-error @+1 {{'emitc.verbatim' op expected '}' after unescaped '{'}}
  emitc.verbatim "{{} {x}" args %a : i32
  return
}

// -----

emitc.class @C {
  emitc.field @f : !emitc.array<2xf32>
  emitc.func @m() {
    // expected-error @+1 {{'emitc.get_field' op result type '!emitc.array<3xf32>' does not match field '@f' type '!emitc.array<2xf32>'}}
    %0 = get_field @f : !emitc.array<3xf32>
    return
  }
}

// -----

func.func @apply_star(%a: i32) {
  // expected-error @+1 {{'emitc.apply' op operand type must be a pointer when applying `*`}}
  %0 = emitc.apply "*"(%a) : (i32) -> i32
  return
}

// -----

func.func @cast_tuple(%a: tuple<i32>) {
  // expected-error @+1 {{'emitc.cast' op operand type 'tuple<i32>' and result type 'i32' are cast incompatible}}
  %0 = emitc.cast %a : tuple<i32> to i32
  return
}

// -----

func.func @literal_empty() {
  // expected-error @+1 {{'emitc.literal' op value must not be empty}}
  %0 = emitc.literal "" : i32
  return
}

// -----

func.func @member_writable(%s: !emitc.opaque<"s">) {
  // expected-error @+1 {{'emitc.member' op operand #0 must be emitc.lvalue of EmitC opaque type values, but got '!emitc.opaque<"s">'}}
  %0 = "emitc.member"(%s) {member = "a"} : (!emitc.opaque<"s">) -> i32
  return
}
