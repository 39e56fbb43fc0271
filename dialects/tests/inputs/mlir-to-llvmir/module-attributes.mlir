// Module attributes as LLVM writes them: inline assembly, the compiler's
// identification and dependent libraries as named metadata before the
// module flags.
module attributes {llvm.ident = "my compiler 1.0", llvm.dependent_libraries = ["m"], llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.module_asm = ["nop", "ret \"x\""]} {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]
  llvm.mlir.global internal @g(1 : i32) : i32
 llvm.func @f(%c: i1) {
  llvm.cond_br %c weights([1, 2]), ^bb1, ^bb1
^bb1:
  llvm.return
}
}
