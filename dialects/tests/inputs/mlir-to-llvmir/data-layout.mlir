// Sizes and alignments from the module's data layout: 8-byte i64,
// 16-byte i128, 32-bit pointers in address space 3, aggregates aligned to 4.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-p3:32:32-a:32-n8:16:32:64-S128"} {
  llvm.func @f(%p: !llvm.ptr, %x: i64, %y: i128, %v: vector<3xf32>) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %one x !llvm.struct<(i8, i64)> : (i32) -> !llvm.ptr
    %b = llvm.alloca %one x i128 : (i32) -> !llvm.ptr
    llvm.store %x, %p : i64, !llvm.ptr
    llvm.store %y, %p : i128, !llvm.ptr
    llvm.store %v, %p : vector<3xf32>, !llvm.ptr
    %z = llvm.mlir.zero : !llvm.ptr
    %g = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64)>
    %s = llvm.ptrtoint %g : !llvm.ptr to i64
    llvm.store %s, %p : i64, !llvm.ptr
    %q = llvm.getelementptr %z[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i128)>
    %t = llvm.ptrtoint %q : !llvm.ptr to i64
    llvm.store %t, %p : i64, !llvm.ptr
    %w = llvm.alloca %one x !llvm.ptr<3> : (i32) -> !llvm.ptr
    %u = llvm.alloca %one x !llvm.struct<(i8)> : (i32) -> !llvm.ptr
    llvm.return
  }
}
