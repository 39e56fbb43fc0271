// Argument and result attributes, discardable attributes, and the
// attributes of calls (func.call's no_inline has no emitc.call twin).
func.func @attrs(%a: i32 {test.arg = 1 : i32}, %b: f32) -> (i32 {test.res}) attributes {test.fn = "x", llvm.emit_c_interface} {
  %0 = call @attrs(%a, %b) {no_inline, test.call = 2 : i64} : (i32, f32) -> i32
  return %0 : i32
}
func.func private @decl(%a: i32 {test.arg}) attributes {test.decl}
