llvm.func @f(%a: i64) -> i64 {
  %c = llvm.mlir.constant(6 : i64) : i64
  %d = llvm.mlir.constant(7 : i64) : i64
  %z = llvm.mlir.zero : !llvm.ptr
  %g = llvm.getelementptr %z[%c] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %g2 = llvm.getelementptr %z[%a] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %p = llvm.ptrtoint %g2 : !llvm.ptr to i64
  %m = llvm.mul %c, %d : i64
  %s = llvm.add %m, %a : i64
  %cmp = llvm.icmp "slt" %c, %d : i64
  %sel = llvm.select %cmp, %s, %p : i1, i64
  %u = llvm.mlir.undef : !llvm.struct<(i64, f64)>
  %i = llvm.insertvalue %c, %u[0] : !llvm.struct<(i64, f64)>
  %e = llvm.extractvalue %i[0] : !llvm.struct<(i64, f64)>
  %x = llvm.add %e, %sel : i64
  %t = llvm.sitofp %c : i64 to f64
  %ft = llvm.fptosi %t : f64 to i64
  %y = llvm.add %x, %ft : i64
  %q = llvm.ptrtoint %g : !llvm.ptr to i64
  %r = llvm.add %y, %q : i64
  llvm.return %r : i64
}
llvm.func @g(%a: f32, %b: f64) -> f64 {
  %c = llvm.mlir.constant(0.1 : f32) : f32
  %c2 = llvm.mlir.constant(1.0e100 : f64) : f64
  %c3 = llvm.mlir.constant(-0.0 : f64) : f64
  %c4 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
  %c5 = llvm.mlir.constant(1.5 : f16) : f16
  %c6 = llvm.mlir.constant(1.5 : bf16) : bf16
  %x = llvm.fadd %a, %c : f32
  %y = llvm.fpext %x : f32 to f64
  %z = llvm.fmul %y, %c2 : f64
  %w = llvm.fadd %z, %c3 : f64
  %v = llvm.fadd %w, %c4 : f64
  %h = llvm.fpext %c5 : f16 to f64
  %v2 = llvm.fadd %v, %h : f64
  %v3 = llvm.fdiv %v2, %b : f64
  %e = llvm.mlir.constant(3.25 : f64) : f64
  %v4 = llvm.fsub %v3, %e : f64
  llvm.return %v4 : f64
}
