// cf.switch with block arguments, arith casts and comparisons, lowered by
// mlir-opt 22 (--convert-to-llvm --reconcile-unrealized-casts)
module {
  llvm.func @sw(%arg0: i32, %arg1: i64) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(7 : i32) : i32
    llvm.switch %arg0 : i32, ^bb1(%0 : i32) [
      3: ^bb2,
      5: ^bb1(%1 : i32)
    ]
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb0
    llvm.return %2 : i32
  ^bb2:  // pred: ^bb0
    %3 = llvm.trunc %arg1 : i64 to i32
    %4 = llvm.sdiv %3, %1 : i32
    %5 = llvm.urem %4, %1 : i32
    %6 = llvm.add %5, %arg0 : i32
    %7 = llvm.sitofp %6 : i32 to f32
    %8 = llvm.fneg %7 : f32
    %9 = llvm.fptosi %8 : f32 to i32
    %10 = llvm.icmp "ult" %9, %arg0 : i32
    %11 = llvm.select %10, %9, %arg0 : i1, i32
    llvm.return %11 : i32
  }
}

