// Inline assembly with a tail call kind: read and printed stripped
// (`<tail>`), in full (`#llvm.tailcallkind<notail>`) read too, and the
// default kind left out.
llvm.func @asm_tail_kinds(%x : i64) -> i64 {
  %0 = llvm.inline_asm tail_call_kind = <tail> "mov $0, $1", "=r,r" %x : (i64) -> i64
  llvm.inline_asm has_side_effects tail_call_kind = #llvm.tailcallkind<notail> "nop", "" : () -> ()
  %2 = llvm.inline_asm tail_call_kind = <none> "mov $0, $1", "=r,r" %0 : (i64) -> i64
  %3 = llvm.inline_asm is_align_stack tail_call_kind = <tail> asm_dialect = intel "mov $0, $1", "=r,r" %2 : (i64) -> i64
  llvm.return %3 : i64
}
