llvm.func @f(%p: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x i1 : (i32) -> !llvm.ptr
  %c = llvm.alloca %one x i128 : (i32) -> !llvm.ptr
  %d = llvm.alloca %one x !llvm.struct<(i8, i64)> : (i32) -> !llvm.ptr
  %e = llvm.alloca %one x !llvm.array<3 x f32> : (i32) -> !llvm.ptr
  %f = llvm.alloca %one x vector<4xf32> : (i32) -> !llvm.ptr
  %g = llvm.alloca %one x f16 : (i32) -> !llvm.ptr
  %h = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
  %i = llvm.alloca %one x i48 : (i32) -> !llvm.ptr
  %j = llvm.alloca %one x f80 : (i32) -> !llvm.ptr
  %k = llvm.alloca %one x f128 : (i32) -> !llvm.ptr
  %l = llvm.alloca %one x !llvm.struct<packed (i8, i64)> : (i32) -> !llvm.ptr
  %m = llvm.alloca %one x vector<3xi32> : (i32) -> !llvm.ptr
  %n = llvm.alloca %one x i256 : (i32) -> !llvm.ptr
  %x = llvm.load %p {alignment = 2 : i64} : !llvm.ptr -> i64
  %y = llvm.load volatile %p : !llvm.ptr -> i128
  llvm.return
}
