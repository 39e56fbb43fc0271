module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>]
  llvm.func @f() attributes {passthrough = ["nounwind", "noinline", ["frame-pointer", "all"]]} {
    llvm.return
  }
  llvm.func @g() attributes {no_inline, passthrough = ["nounwind"]} {
    llvm.return
  }
  llvm.func @h(!llvm.ptr {llvm.noalias, llvm.nonnull}, i32 {llvm.signext}) -> (i32 {llvm.zeroext})
}
