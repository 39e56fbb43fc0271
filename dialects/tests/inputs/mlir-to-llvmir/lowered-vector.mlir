// complex numbers as structs with a C interface wrapper, vector element
// ops, a while loop, lowered by mlir-opt 22 (--convert-complex-to-standard
// --convert-vector-to-llvm --convert-scf-to-cf --convert-to-llvm
// --reconcile-unrealized-casts)
module {
  llvm.func @cplx(%arg0: !llvm.struct<(f64, f64)>, %arg1: !llvm.struct<(f64, f64)>) -> !llvm.struct<(f64, f64)> attributes {llvm.emit_c_interface} {
    %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(f64, f64)> 
    %1 = llvm.extractvalue %arg1[0] : !llvm.struct<(f64, f64)> 
    %2 = llvm.fadd %0, %1 : f64
    %3 = llvm.extractvalue %arg0[1] : !llvm.struct<(f64, f64)> 
    %4 = llvm.extractvalue %arg1[1] : !llvm.struct<(f64, f64)> 
    %5 = llvm.fadd %3, %4 : f64
    %6 = llvm.extractvalue %arg0[0] : !llvm.struct<(f64, f64)> 
    %7 = llvm.extractvalue %arg0[1] : !llvm.struct<(f64, f64)> 
    %8 = llvm.fmul %2, %6 : f64
    %9 = llvm.fmul %5, %7 : f64
    %10 = llvm.fsub %8, %9 : f64
    %11 = llvm.fmul %5, %6 : f64
    %12 = llvm.fmul %2, %7 : f64
    %13 = llvm.fadd %11, %12 : f64
    %14 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
    %15 = llvm.insertvalue %10, %14[0] : !llvm.struct<(f64, f64)> 
    %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(f64, f64)> 
    llvm.return %16 : !llvm.struct<(f64, f64)>
  }
  llvm.func @_mlir_ciface_cplx(%arg0: !llvm.ptr, %arg1: !llvm.struct<(f64, f64)>, %arg2: !llvm.struct<(f64, f64)>) attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cplx(%arg1, %arg2) : (!llvm.struct<(f64, f64)>, !llvm.struct<(f64, f64)>) -> !llvm.struct<(f64, f64)>
    llvm.store %0, %arg0 : !llvm.struct<(f64, f64)>, !llvm.ptr
    llvm.return
  }
  llvm.func @vec(%arg0: vector<4xf32>, %arg1: i64) -> f32 {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.extractelement %arg0[%0 : i64] : vector<4xf32>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.insertelement %1, %arg0[%2 : i64] : vector<4xf32>
    %4 = llvm.extractelement %3[%arg1 : i64] : vector<4xf32>
    %5 = llvm.mlir.poison : vector<4xf32>
    %6 = llvm.mlir.constant(0 : i32) : i32
    %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xf32>
    %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xf32> 
    %9 = llvm.fadd %8, %3 : vector<4xf32>
    %10 = llvm.mlir.constant(3 : i64) : i64
    %11 = llvm.extractelement %9[%10 : i64] : vector<4xf32>
    llvm.return %11 : f32
  }
  llvm.func @loop(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%1 : i32)
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "slt" %2, %arg0 : i32
    llvm.cond_br %3, ^bb2(%2 : i32), ^bb3
  ^bb2(%4: i32):  // pred: ^bb1
    %5 = llvm.add %4, %0 : i32
    llvm.br ^bb1(%5 : i32)
  ^bb3:  // pred: ^bb1
    llvm.return %2 : i32
  }
}

