// A call's attributes go to the llvm.call that replaces it: those inherent
// to llvm.call (CConv, fastmathFlags, arg_attrs, res_attrs, no_inline,
// convergent) become its properties, the others stay discardable.
func.func private @callee(f32) -> f32
func.func private @callee_i16(i16) -> i16
func.func @direct(%arg: f32) -> f32 {
  %0 = func.call @callee(%arg) {CConv = #llvm.cconv<fastcc>, fastmathFlags = #llvm.fastmath<fast>, convergent, test.marker = "keep"} : (f32) -> f32
  return %0 : f32
}
func.func @indirect(%fn: (f32) -> f32, %arg: f32) -> f32 {
  %0 = func.call_indirect %fn(%arg) {CConv = #llvm.cconv<fastcc>, fastmathFlags = #llvm.fastmath<nnan>, convergent, test.marker = "keep"} : (f32) -> f32
  return %0 : f32
}
func.func @arg_res_attrs(%v: i16) -> i16 {
  %r = "func.call"(%v) <{callee = @callee_i16, arg_attrs = [{llvm.noundef, llvm.signext}], res_attrs = [{llvm.signext}], no_inline}> : (i16) -> i16
  return %r : i16
}
func.func @indirect_arg_res_attrs(%fn: (i16) -> i16, %v: i16) -> i16 {
  %r = "func.call_indirect"(%fn, %v) <{arg_attrs = [{llvm.signext}], res_attrs = [{llvm.zeroext}]}> : ((i16) -> i16, i16) -> i16
  return %r : i16
}
