// convert-func-to-llvm/c-interface-decl.mlir lowered by mlir-opt 22: C
// interfaces of declarations and of unranked memrefs, unranked descriptors
// copied to the heap.
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func private @scalar(%arg0: i32 {llvm.noundef}, %arg1: f32) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.call @_mlir_ciface_scalar(%arg0, %arg1) : (i32, f32) -> i64
    llvm.return %0 : i64
  }
  llvm.func @_mlir_ciface_scalar(i32 {llvm.noundef}, f32) -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @memrefs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {foo = 1 : i32, llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %11 = llvm.insertvalue %arg6, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg7, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg8, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg9, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg11, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg10, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg12, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.mlir.constant(1 : index) : i64
    %19 = llvm.alloca %18 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %17, %19 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    llvm.call @_mlir_ciface_memrefs(%1, %9, %arg5, %19) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %20 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.return %20 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  }
  llvm.func @_mlir_ciface_memrefs(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) attributes {foo = 1 : i32, llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @two(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i32, struct<(i64, ptr)>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.alloca %0 x !llvm.struct<(i32, struct<(i64, ptr)>)> : (i64) -> !llvm.ptr
    %2 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i64, ptr)> 
    %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i64, ptr)> 
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %4, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_two(%1, %6) : (!llvm.ptr, !llvm.ptr) -> ()
    %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i32, struct<(i64, ptr)>)>
    llvm.return %7 : !llvm.struct<(i32, struct<(i64, ptr)>)>
  }
  llvm.func @_mlir_ciface_two(!llvm.ptr, !llvm.ptr {llvm.noalias}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func private @none() attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    llvm.call @_mlir_ciface_none() : () -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_none() attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @unranked(%arg0: i64, %arg1: !llvm.ptr, %arg2: i32) -> i32 attributes {llvm.emit_c_interface} {
    llvm.return %arg2 : i32
  }
  llvm.func @_mlir_ciface_unranked(%arg0: !llvm.ptr, %arg1: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.call @unranked(%1, %2, %arg1) : (i64, !llvm.ptr, i32) -> i32
    llvm.return %3 : i32
  }
  llvm.func @unranked_result(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(8 : index) : i64
    %6 = llvm.mlir.constant(8 : index) : i64
    %7 = llvm.mul %4, %6 : i64
    %8 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
    %9 = llvm.mul %4, %8 : i64
    %10 = llvm.add %9, %3 : i64
    %11 = llvm.mul %10, %5 : i64
    %12 = llvm.add %7, %11 : i64
    %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
    %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)> 
    "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %16 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)> 
    %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i64, ptr)> 
    %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, ptr)> 
    llvm.return %18 : !llvm.struct<(i64, ptr)>
  }
  llvm.func @_mlir_ciface_unranked_result(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.call @unranked_result(%1, %2) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    llvm.store %3, %arg0 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.return
  }
}

