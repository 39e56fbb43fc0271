// Identified structs: defined once at the top of the module, in the
// order they are first met, and named everywhere else.
llvm.mlir.global internal @pool() : !llvm.array<2 x struct<"node", (i64, ptr)>>
llvm.func @handle() -> !llvm.struct<"handle", opaque>
llvm.func @first(%p: !llvm.ptr) -> i64 {
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<"node", (i64, ptr)>
  %x = llvm.extractvalue %v[0] : !llvm.struct<"node", (i64, ptr)>
  %g = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"pair.with dots", (i32, f64)>
  %d = llvm.load %g : !llvm.ptr -> f64
  %i = llvm.fptosi %d : f64 to i64
  %s = llvm.add %x, %i : i64
  llvm.return %s : i64
}
