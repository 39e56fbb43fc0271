// Vector arithmetic and constants, every comparison, casts, select,
// fneg, indirect calls, parameter attributes, a block reached twice from
// one branch.
llvm.func @callee(i32) -> i32
llvm.func @vectors(%a: vector<4xf32>, %m: vector<4xi1>, %i: vector<2xi64>) -> vector<4xf32> {
  %c = llvm.mlir.constant(dense<2.500000e-01> : vector<4xf32>) : vector<4xf32>
  %k = llvm.mlir.constant(dense<[1, -2]> : vector<2xi64>) : vector<2xi64>
  %z = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
  %s = llvm.fmul %a, %c : vector<4xf32>
  %t = llvm.fadd %s, %z {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
  %u = llvm.select %m, %t, %a : vector<4xi1>, vector<4xf32>
  %x = llvm.mul %i, %k : vector<2xi64>
  %n = llvm.fneg %u {fastmathFlags = #llvm.fastmath<nnan, nsz>} : vector<4xf32>
  llvm.return %n : vector<4xf32>
}
llvm.func @compares(%a: i32, %b: i32, %x: f64, %y: f64, %p: !llvm.ptr, %q: !llvm.ptr) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "ule" %a, %b : i32
  %3 = llvm.icmp "sge" %a, %b : i32
  %4 = llvm.icmp "ugt" %p, %q : !llvm.ptr
  %5 = llvm.fcmp "oeq" %x, %y : f64
  %6 = llvm.fcmp "une" %x, %y : f64
  %7 = llvm.fcmp "uno" %x, %y {fastmathFlags = #llvm.fastmath<ninf>} : f64
  %8 = llvm.and %0, %1 : i1
  %9 = llvm.or %8, %2 : i1
  %10 = llvm.xor %9, %3 : i1
  %11 = llvm.and %10, %4 : i1
  %12 = llvm.or %11, %5 : i1
  %13 = llvm.or %12, %6 : i1
  %14 = llvm.or disjoint %13, %7 : i1
  llvm.return %14 : i1
}
llvm.func @casts(%a: i32, %f: f32, %p: !llvm.ptr) -> i64 {
  %0 = llvm.sext %a : i32 to i64
  %1 = llvm.zext nneg %a : i32 to i64
  %2 = llvm.trunc %0 overflow<nsw, nuw> : i64 to i16
  %3 = llvm.fpext %f : f32 to f64
  %4 = llvm.fptrunc %3 : f64 to f16
  %5 = llvm.fptoui %f : f32 to i32
  %6 = llvm.uitofp %a : i32 to f64
  %7 = llvm.ptrtoint %p : !llvm.ptr to i64
  %8 = llvm.inttoptr %0 : i64 to !llvm.ptr
  %9 = llvm.bitcast %f : f32 to i32
  %10 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %11 = llvm.udiv exact %0, %1 : i64
  %12 = llvm.lshr exact %11, %7 : i64
  llvm.return %12 : i64
}
llvm.func @indirect(%f: !llvm.ptr, %a: i32 {llvm.noundef, llvm.signext}) -> (i32 {llvm.noundef}) {
  %0 = llvm.call %f(%a) : !llvm.ptr, (i32) -> i32
  %g = llvm.mlir.addressof @callee : !llvm.ptr
  %1 = llvm.call %g(%0) : !llvm.ptr, (i32) -> i32
  llvm.return %1 : i32
}
llvm.func @twice(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.return %x : i32
}
llvm.func @unreached(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.unreachable
^bb2:
  llvm.return
^bb3:
  llvm.br ^bb2
}
llvm.func @cases(%v: i32, %a: i32, %b: i32) -> i32 {
  llvm.switch %v : i32, ^bb1(%a : i32) [
    1: ^bb1(%b : i32),
    2: ^bb2,
    3: ^bb1(%v : i32),
    4: ^bb2
  ]
^bb1(%x: i32):
  llvm.return %x : i32
^bb2:
  llvm.return %a : i32
}
