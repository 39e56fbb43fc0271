// llvm.func's own attributes as LLVM function attributes: keywords,
// uwtable kinds, and the "key"="value" ones (frame pointer, target CPU
// and features, floating-point assumptions).
llvm.func @f() attributes {frame_pointer = #llvm.framePointerKind<all>, target_cpu = "x86-64", target_features = #llvm.target_features<["+sse", "+avx"]>, no_infs_fp_math = true, no_nans_fp_math = false, unsafe_fp_math = true, no_signed_zeros_fp_math = true, approx_func_fp_math = true, no_unwind, will_return, uwtable_kind = #llvm.uwtableKind<async>, tune_cpu = "generic"} {
  llvm.return
}
llvm.func @g() attributes {always_inline}
llvm.func @h() attributes {optimize_none, no_inline, convergent, cold} {
  llvm.return
}
llvm.func @f2() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, uwtable_kind = #llvm.uwtableKind<sync>, hot, noduplicate, no_caller_saved_registers, nocallback, minsize, optsize} {
  llvm.return
}
