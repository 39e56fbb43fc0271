llvm.mlir.global internal constant @s("ab\00")
llvm.mlir.global internal @t() : !llvm.struct<(i32, array<2 x f64>)>
llvm.func @use(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
llvm.func @f() {
  %c = llvm.mlir.constant(6 : i64) : i64
  %z = llvm.mlir.zero : !llvm.ptr
  %g = llvm.getelementptr %z[%c] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %a = llvm.mlir.addressof @s : !llvm.ptr
  %b = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i8>
  %t = llvm.mlir.addressof @t : !llvm.ptr
  %e = llvm.getelementptr inbounds %t[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<2 x f64>)>
  %s = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, f64, i32)>
  %si = llvm.ptrtoint %s : !llvm.ptr to i64
  %i = llvm.inttoptr %c : i64 to !llvm.ptr
  llvm.call @use(%g, %b, %e, %a, %si, %i) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
  llvm.return
}
