// Integer and float arithmetic with overflow and fast-math flags,
// comparisons, casts, selects and control flow (branches, switches).
llvm.func @arith(%a: i32, %b: i32, %x: f64, %y: f64, %p: !llvm.ptr) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.sub %a, %b overflow<nsw> : i32
  %2 = llvm.mul %0, %1 overflow<nsw, nuw> : i32
  %3 = llvm.sdiv %2, %b : i32
  %4 = llvm.udiv exact %3, %b : i32
  %5 = llvm.and %4, %a : i32
  %6 = llvm.or disjoint %5, %b : i32
  %7 = llvm.xor %6, %a : i32
  %8 = llvm.shl %7, %b : i32
  %9 = llvm.fadd %x, %y : f64
  %10 = llvm.fmul %9, %y {fastmathFlags = #llvm.fastmath<fast>} : f64
  %11 = llvm.fneg %10 : f64
  %12 = llvm.icmp "slt" %a, %b : i32
  %13 = llvm.fcmp "olt" %x, %11 {fastmathFlags = #llvm.fastmath<nnan>} : f64
  %14 = llvm.select %12, %a, %b : i1, i32
  %15 = llvm.sext %a : i32 to i64
  %16 = llvm.zext %12 : i1 to i32
  %17 = llvm.trunc %15 : i64 to i16
  %18 = llvm.sitofp %a : i32 to f64
  %19 = llvm.fptosi %x : f64 to i32
  %20 = llvm.ptrtoint %p : !llvm.ptr to i64
  %21 = llvm.inttoptr %20 : i64 to !llvm.ptr
  %22 = llvm.bitcast %x : f64 to i64
  %23 = llvm.fpext %18 : f64 to f128
  %24 = llvm.fptrunc %x : f64 to f32
  %25 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.cond_br %13, ^bb1(%14 : i32), ^bb2
^bb1(%v: i32):
  llvm.switch %v : i32, ^bb2 [
    1: ^bb3(%a : i32),
    7: ^bb3(%b : i32)
  ]
^bb2:
  llvm.br ^bb3(%16 : i32)
^bb3(%r: i32):
  llvm.return %r : i32
}
llvm.func @dead() {
  llvm.unreachable
}
