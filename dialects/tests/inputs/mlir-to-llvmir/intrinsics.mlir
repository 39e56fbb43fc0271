// Intrinsic calls: each `llvm.call @intr.NAME` stands for an op
// `llvm.intr.NAME` of the same operands and result (the dialect does not
// define those ops yet; tests/mlir_to_llvmir.rs puts them in place).
// expected/intrinsics.ll is what mlir-translate 22 writes for this module
// written with the ops (`llvm.intr.sqrt(%a) : (f64) -> f64`, ...,
// `isVolatile` their property) and without the declarations of
// `@"intr.*"`.
llvm.func @"intr.sqrt"(f64) -> f64
llvm.func @"intr.fabs"(vector<4xf32>) -> vector<4xf32>
llvm.func @"intr.tan"(f64) -> f64
llvm.func @"intr.smax"(i64, i64) -> i64
llvm.func @"intr.fmuladd"(f64, f64, f64) -> f64
llvm.func @"intr.memcpy"(!llvm.ptr, !llvm.ptr, i64)
llvm.func @"intr.memset"(!llvm.ptr, i8, i64)
llvm.func @f(%a: f64, %v: vector<4xf32>, %i: i64) -> f64 {
  %0 = llvm.call @"intr.sqrt"(%a) : (f64) -> f64
  %1 = llvm.call @"intr.fabs"(%v) : (vector<4xf32>) -> vector<4xf32>
  %2 = llvm.call @"intr.tan"(%0) : (f64) -> f64
  %3 = llvm.call @"intr.smax"(%i, %i) : (i64, i64) -> i64
  %4 = llvm.call @"intr.fmuladd"(%2, %a, %0) : (f64, f64, f64) -> f64
  %5 = llvm.call @"intr.sqrt"(%4) : (f64) -> f64
  llvm.return %5 : f64
}
llvm.func @g(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %v: i8) attributes {no_unwind} {
  llvm.call @"intr.memcpy"(%d, %s, %n) {isVolatile = false} : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.call @"intr.memset"(%d, %v, %n) {isVolatile = true} : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}
