// What LLVM's IRBuilder folds on float constants: comparisons (ordered
// and unordered, with NaN), negation, remainders, bitcasts between floats
// and integers, integers to f32 rounded once, and the NaNs arithmetic
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

llvm.func @bits(i64, i32, f64, f32, f16)

llvm.func @casts() {
  %d = llvm.mlir.constant(1.0e+20 : f64) : f64
  %f = llvm.mlir.constant(-7.5 : f32) : f32
  %i = llvm.mlir.constant(-4616189618054758400 : i64) : i64
  %j = llvm.mlir.constant(1078530011 : i32) : i32
  %h = llvm.mlir.constant(-17408 : i16) : i16
  %big = llvm.mlir.constant(18014399583223809 : i64) : i64
  %0 = llvm.bitcast %d : f64 to i64
  %1 = llvm.bitcast %f : f32 to i32
  %2 = llvm.bitcast %i : i64 to f64
  %3 = llvm.bitcast %j : i32 to f32
  %4 = llvm.bitcast %h : i16 to f16
  %5 = llvm.sitofp %big : i64 to f32
  %6 = llvm.uitofp %i : i64 to f32
  llvm.call @bits(%0, %1, %2, %3, %4) : (i64, i32, f64, f32, f16) -> ()
  llvm.call @bits(%0, %1, %2, %5, %4) : (i64, i32, f64, f32, f16) -> ()
  llvm.call @bits(%0, %1, %2, %6, %4) : (i64, i32, f64, f32, f16) -> ()
  llvm.return
}

llvm.func @halves(f16, bf16, i1, i32)

// 16-bit floats fold too: arithmetic rounded once to their format,
// comparisons, negation, conversions from and to integers.
llvm.func @small_floats() {
  %h = llvm.mlir.constant(1.5 : f16) : f16
  %k = llvm.mlir.constant(-3.0e+04 : f16) : f16
  %b = llvm.mlir.constant(3.140625 : bf16) : bf16
  %c = llvm.mlir.constant(1.0e+10 : bf16) : bf16
  %t = llvm.mlir.constant(true) : i1
  %0 = llvm.fadd %h, %k : f16
  %1 = llvm.fmul %k, %k : f16
  %2 = llvm.fdiv %b, %c : bf16
  %3 = llvm.fcmp "une" %b, %c : bf16
  %4 = llvm.fptosi %b : bf16 to i32
  %5 = llvm.uitofp %t : i1 to bf16
  %6 = llvm.fneg %h : f16
  %7 = llvm.fptrunc %c : bf16 to f16
  %8 = llvm.fpext %h : f16 to f64
  %9 = llvm.fptrunc %8 : f64 to bf16
  %10 = llvm.fcmp "olt" %0, %6 : f16
  %11 = llvm.fptoui %h : f16 to i32
  %big = llvm.mlir.constant(5229874569217305379 : i64) : i64
  %odd = llvm.mlir.constant(-2053 : i32) : i32
  %12 = llvm.uitofp %big : i64 to bf16
  %13 = llvm.sitofp %odd : i32 to f16
  llvm.call @halves(%0, %2, %3, %4) : (f16, bf16, i1, i32) -> ()
  llvm.call @halves(%1, %5, %10, %11) : (f16, bf16, i1, i32) -> ()
  llvm.call @halves(%6, %9, %3, %4) : (f16, bf16, i1, i32) -> ()
  llvm.call @halves(%7, %2, %3, %4) : (f16, bf16, i1, i32) -> ()
  llvm.call @halves(%13, %12, %3, %4) : (f16, bf16, i1, i32) -> ()
  llvm.return
}
