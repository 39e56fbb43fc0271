// What LLVM's IRBuilder folds on float constants: comparisons (ordered
// and unordered, with NaN), negation, remainders, and the NaNs arithmetic
// makes (the default quiet NaN) or carries (a NaN operand, made quiet).
llvm.func @use(f64, f32, i1)

llvm.func @folds() {
  %one = llvm.mlir.constant(1.0 : f64) : f64
  %two = llvm.mlir.constant(2.5 : f64) : f64
  %zero = llvm.mlir.constant(0.0 : f64) : f64
  %nan = llvm.mlir.constant(0x7FF0000000000001 : f64) : f64
  %inf = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
  %fone = llvm.mlir.constant(1.5 : f32) : f32
  %fzero = llvm.mlir.constant(-0.0 : f32) : f32
  %fnan = llvm.mlir.constant(0xFFC00001 : f32) : f32
  %c0 = llvm.fcmp "olt" %one, %two : f64
  %c1 = llvm.fcmp "ult" %nan, %two : f64
  %c2 = llvm.fcmp "oeq" %nan, %nan : f64
  %c3 = llvm.fcmp "une" %zero, %zero : f64
  %c4 = llvm.fcmp "uno" %one, %nan : f64
  %c5 = llvm.fcmp "_true" %one, %two : f64
  %c6 = llvm.fcmp "oge" %fone, %fzero : f32
  %n0 = llvm.fneg %two : f64
  %n1 = llvm.fneg %fzero : f32
  %n2 = llvm.fneg %nan : f64
  %r0 = llvm.frem %two, %one : f64
  %r1 = llvm.frem %two, %zero : f64
  %d0 = llvm.fdiv %zero, %zero : f64
  %d1 = llvm.fsub %inf, %inf : f64
  %d2 = llvm.fadd %one, %nan : f64
  %d3 = llvm.fmul %fnan, %fone : f32
  %d4 = llvm.frem %fone, %fone : f32
  llvm.call @use(%n0, %n1, %c0) : (f64, f32, i1) -> ()
  llvm.call @use(%n2, %d3, %c1) : (f64, f32, i1) -> ()
  llvm.call @use(%r0, %d4, %c2) : (f64, f32, i1) -> ()
  llvm.call @use(%r1, %n1, %c3) : (f64, f32, i1) -> ()
  llvm.call @use(%d0, %n1, %c4) : (f64, f32, i1) -> ()
  llvm.call @use(%d1, %n1, %c5) : (f64, f32, i1) -> ()
  llvm.call @use(%d2, %n1, %c6) : (f64, f32, i1) -> ()
  llvm.return
}
