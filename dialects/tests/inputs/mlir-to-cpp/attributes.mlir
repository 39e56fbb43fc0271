// Constants as C literals: integers of each width and signedness, bool,
// index, floats of f16, bf16, f32 and f64 (zero, negative, NaN,
// infinities), dense elements and splats, opaque values, symbol and type
// attributes of call_opaque.
func.func @scalars() {
  %0 = "emitc.constant"() <{value = true}> : () -> i1
  %1 = "emitc.constant"() <{value = -128 : i8}> : () -> i8
  %2 = "emitc.constant"() <{value = 255 : ui8}> : () -> ui8
  %3 = "emitc.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
  %4 = "emitc.constant"() <{value = 18446744073709551615 : ui64}> : () -> ui64
  %5 = "emitc.constant"() <{value = 42 : index}> : () -> index
  %6 = "emitc.constant"() <{value = 0.0 : f32}> : () -> f32
  %7 = "emitc.constant"() <{value = -1.5 : f64}> : () -> f64
  %8 = "emitc.constant"() <{value = 0.1 : f32}> : () -> f32
  %9 = "emitc.constant"() <{value = 3.0e+38 : f32}> : () -> f32
  %10 = "emitc.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
  %11 = "emitc.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
  %12 = "emitc.constant"() <{value = 0xFF800000 : f32}> : () -> f32
  %13 = "emitc.constant"() <{value = 2.5 : f16}> : () -> f16
  %14 = "emitc.constant"() <{value = -0.0 : bf16}> : () -> bf16
  %15 = "emitc.constant"() <{value = 1.0e-300 : f64}> : () -> f64
  %16 = "emitc.constant"() <{value = #emitc.opaque<"SIZE_MAX">}> : () -> !emitc.size_t
  %17 = "emitc.constant"() <{value = -3 : si16}> : () -> si16
  %18 = "emitc.constant"() <{value = 7 : index}> : () -> !emitc.ptrdiff_t
  %19 = "emitc.constant"() <{value = 7 : index}> : () -> !emitc.ssize_t
  return
}

func.func @call_arguments(%a: i32) {
  emitc.call_opaque "dense"() {args = [dense<[1.0, -2.5]> : tensor<2xf64>, dense<7> : tensor<3xui16>, dense<true> : tensor<2xi1>]} : () -> ()
  emitc.call_opaque "index_list"() {args = [dense<[4, 5]> : tensor<2xindex>]} : () -> ()
  emitc.call_opaque "symbols"(%a) {args = [@foo, 0 : index, #emitc.opaque<"EXTRA">, 3 : i8]} : (i32) -> ()
  emitc.call_opaque "templated"(%a) {template_args = [i32, 4 : ui32, #emitc.opaque<"N">]} : (i32) -> ()
  %v = emitc.call_opaque "make"() {template_args = [tensor<2x3xf32>, tuple<i8, f64>]} : () -> !emitc.opaque<"thing">
  return
}
