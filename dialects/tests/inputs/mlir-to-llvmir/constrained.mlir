// Constrained conversions: the rounding mode and exception behaviour as
// metadata strings, the call site `strictfp` in an attribute group
// numbered after those of every function.
llvm.func @f(%a: f64, %b: f32, %i: i32) -> f16 {
  %s = llvm.intr.sqrt(%a) : (f64) -> f64
  %0 = llvm.intr.experimental.constrained.fptrunc %s towardzero ignore : f64 to f16
  %1 = llvm.intr.experimental.constrained.fptrunc %b tonearest maytrap : f32 to bf16
  %2 = llvm.intr.experimental.constrained.fptrunc %a upward strict : f64 to f32
  %3 = llvm.intr.experimental.constrained.fptrunc %a downward ignore : f64 to f16
  %4 = llvm.intr.experimental.constrained.fptrunc %a tonearestaway ignore : f64 to f16
  %5 = llvm.intr.experimental.constrained.fptrunc %a dynamic ignore : f64 to f16
  %6 = llvm.intr.experimental.constrained.fpext %b ignore : f32 to f64
  %7 = llvm.intr.experimental.constrained.sitofp %i upward ignore : i32 to f32
  %8 = llvm.intr.experimental.constrained.uitofp %i downward strict : i32 to f64
  llvm.return %0 : f16
}

llvm.func @g() attributes {passthrough = ["nounwind"]} {
  llvm.return
}
