// A memref program lowered by mlir-opt 22 (--convert-scf-to-cf --convert-to-llvm
// --reconcile-unrealized-casts): descriptors as structs, nested loops,
// a private declaration keeping sym_visibility as an attribute.
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printf(!llvm.ptr, f64) -> i32 attributes {sym_visibility = "private"}
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(2 : index) : i64
    %3 = llvm.mlir.constant(3 : index) : i64
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(3 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(6 : index) : i64
    %8 = llvm.mlir.zero : !llvm.ptr
    %9 = llvm.getelementptr %8[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
    %11 = llvm.call @malloc(%10) : (i64) -> !llvm.ptr
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %4, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %5, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %5, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %6, %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.mlir.constant(1.500000e+00 : f64) : f64
    llvm.br ^bb1(%0 : i64)
  ^bb1(%22: i64):  // 2 preds: ^bb0, ^bb5
    %23 = llvm.icmp "slt" %22, %2 : i64
    llvm.cond_br %23, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%0 : i64)
  ^bb3(%24: i64):  // 2 preds: ^bb2, ^bb4
    %25 = llvm.icmp "slt" %24, %3 : i64
    llvm.cond_br %25, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %26 = llvm.sitofp %22 : i64 to f64
    %27 = llvm.fmul %26, %21 : f64
    %28 = llvm.fadd %27, %21 : f64
    %29 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.mlir.constant(3 : index) : i64
    %31 = llvm.mul %22, %30 overflow<nsw, nuw> : i64
    %32 = llvm.add %31, %24 overflow<nsw, nuw> : i64
    %33 = llvm.getelementptr inbounds|nuw %29[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %28, %33 : f64, !llvm.ptr
    %34 = llvm.add %24, %1 : i64
    llvm.br ^bb3(%34 : i64)
  ^bb5:  // pred: ^bb3
    %35 = llvm.add %22, %1 : i64
    llvm.br ^bb1(%35 : i64)
  ^bb6:  // pred: ^bb1
    %36 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.mlir.constant(3 : index) : i64
    %38 = llvm.mul %1, %37 overflow<nsw, nuw> : i64
    %39 = llvm.add %38, %2 overflow<nsw, nuw> : i64
    %40 = llvm.getelementptr inbounds|nuw %36[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %41 = llvm.load %40 : !llvm.ptr -> f64
    %42 = llvm.fcmp "olt" %41, %21 : f64
    %43 = llvm.select %42, %41, %21 : i1, f64
    %44 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%44) : (!llvm.ptr) -> ()
    llvm.return
  }
}

