// Functions, calls and returns: linkage, visibility, calling conventions,
// variadic functions, attributes, direct, indirect and variadic calls.
llvm.func @external(i32, !llvm.ptr) -> i64
llvm.func internal @internal_fn(%arg0: i32) -> i32 {
  llvm.return %arg0 : i32
}
llvm.func private fastcc @fast(%x: f32) -> f32 attributes {passthrough = ["nounwind"]} {
  llvm.return %x : f32
}
llvm.func hidden @hidden_fn() {
  llvm.return
}
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @caller(%f: !llvm.ptr, %n: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @internal_fn(%n) : (i32) -> i32
  %1 = llvm.call %f(%0) : !llvm.ptr, (i32) -> i32
  %2 = llvm.call @printf(%p, %1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %3 = llvm.mlir.constant(1.5 : f32) : f32
  %4 = llvm.call fastcc @fast(%3) : (f32) -> f32
  llvm.call @hidden_fn() : () -> ()
  llvm.return %2 : i32
}
