// The debug info version flag, and CodeView's on Windows with MSVC, are
// added unless the module has them.
module {
  llvm.module_flags [#llvm.mlir.module_flag<max, "Debug Info Version", 3 : i32>]
}

// -----

module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {
  llvm.module_flags [#llvm.mlir.module_flag<warning, "CodeView", 1 : i32>, #llvm.mlir.module_flag<error, "other", 2 : i32>]
}

// -----

module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {
}
