// Inline assembly with its dialect and flags, and va_arg.
llvm.func @useInlineAsm(%arg0: i32, %p: !llvm.ptr) {
  llvm.inline_asm "foo", "r" %arg0 : (i32) -> ()
  %0 = llvm.inline_asm "foo", "=r,r" %arg0 : (i32) -> i8
  %1 = llvm.inline_asm "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %2 = llvm.inline_asm has_side_effects "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %3 = llvm.inline_asm is_align_stack "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %4 = llvm.inline_asm asm_dialect = "intel" "foo", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
  %5 = llvm.inline_asm "foo \"q\"", "=r,=r,r" %arg0 : (i32) -> !llvm.struct<(i8, i8)>
  %6 = llvm.va_arg %p : (!llvm.ptr) -> i32
  llvm.return
}
