// Globals with and without initializers, addresses of globals, stack
// allocation, loads, stores, address computations and aggregates.
llvm.mlir.global internal constant @message("hello") {addr_space = 0 : i32}
llvm.mlir.global external @counter(0 : i64) : i64
llvm.mlir.global private @table() : !llvm.array<2 x i32> {
  %0 = llvm.mlir.undef : !llvm.array<2 x i32>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x i32>
  %3 = llvm.insertvalue %1, %2[1] : !llvm.array<2 x i32>
  llvm.return %3 : !llvm.array<2 x i32>
}
llvm.func @memory(%n: i64, %i: i32) -> i32 {
  %g = llvm.mlir.addressof @counter : !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %s = llvm.alloca %n x !llvm.struct<(i32, f64)> : (i64) -> !llvm.ptr
  %v = llvm.load %g : !llvm.ptr -> i64
  %w = llvm.load volatile %g {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.store %v, %g : i64, !llvm.ptr
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %e = llvm.getelementptr %t[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x i32>
  %f = llvm.getelementptr inbounds %s[%n, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %x = llvm.load %e : !llvm.ptr -> i32
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %p = llvm.mlir.poison : i32
  %z = llvm.mlir.zero : !llvm.ptr
  %agg = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, f64)>
  %y = llvm.extractvalue %agg[0] : !llvm.struct<(i32, f64)>
  llvm.return %y : i32
}
