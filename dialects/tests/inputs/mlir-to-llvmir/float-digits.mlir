// Float constants LLVM writes in decimal only when its six digits (after
// its own double rounding) read back exactly, else by the bits of the
// double, with no leading zeros.
llvm.mlir.global private constant @doubles(dense<[724.973, 903.3012, 1234567.0, 1.0e-10, 3.14159, 123456.0, 0.000123457, 1.5, -0.0, 1.0e+300, 4.9406564584124654e-324]> : tensor<11xf64>) : !llvm.array<11 x f64>
llvm.mlir.global private constant @floats(dense<[724.973, 0.1, 1.0e+10, 16777217.0, -2.5, 1.0e-40]> : tensor<6xf32>) : !llvm.array<6 x f32>

llvm.func @use(f64) -> f64

llvm.func @small_bits(%x: f64) -> f64 {
  %c = llvm.mlir.constant(4.2837716987007563E-257 : f64) : f64
  %r = llvm.fadd %x, %c : f64
  %s = llvm.call @use(%r) : (f64) -> f64
  llvm.return %s : f64
}
