llvm.func @g() -> f64 {
  %a = llvm.mlir.constant(1.234567 : f64) : f64
  %b = llvm.mlir.constant(1.2345675 : f64) : f64
  %c = llvm.mlir.constant(123456.0 : f64) : f64
  %d = llvm.mlir.constant(1.0e-300 : f64) : f64
  %e = llvm.mlir.constant(0.5 : f32) : f32
  %f = llvm.mlir.constant(1.5 : f16) : f16
  %g = llvm.mlir.constant(1.5 : bf16) : bf16
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %p = llvm.mlir.poison : f64
  %u = llvm.mlir.undef : i32
  llvm.call @use(%a, %b, %c, %d, %e, %f, %g, %z, %p, %u) : (f64, f64, f64, f64, f32, f16, bf16, f64, f64, i32) -> ()
  llvm.return %a : f64
}
llvm.func @use(f64, f64, f64, f64, f32, f16, bf16, f64, f64, i32)
