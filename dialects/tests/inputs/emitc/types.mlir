// EmitC's types and attributes: arrays, pointers, lvalues, opaque and
// pointer-wide types, in signatures, results and template arguments.
func.func @signatures(%a: !emitc.array<4x8xf32>, %b: !emitc.array<3x!emitc.ptr<i8>>, %c: !emitc.ptr<!emitc.ptr<!emitc.opaque<"char">>>, %d: !emitc.size_t, %e: !emitc.ssize_t, %f: !emitc.ptrdiff_t, %g: !emitc.array<0xbf16>) -> !emitc.opaque<"std::vector<int>"> {
  %0 = emitc.call_opaque "make"() {template_args = [!emitc.lvalue<i32>, !emitc.ptr<f16>, #emitc.opaque<"N">, 3 : i64]} : () -> !emitc.opaque<"std::vector<int>">
  %1 = "test.lvalue"() : () -> !emitc.lvalue<!emitc.opaque<"struct s">>
  %2 = "test.tuple"() : () -> tuple<i32, !emitc.ptr<f64>, tensor<2x3xi16>>
  return %0 : !emitc.opaque<"std::vector<int>">
}

// Aliases print the dialect's types in full.
!int_ptr = !emitc.ptr<i32>
func.func @aliases(%p: !int_ptr, %q: !emitc<ptr<!emitc<opaque<"T">>>>) -> !int_ptr {
  return %p : !int_ptr
}
