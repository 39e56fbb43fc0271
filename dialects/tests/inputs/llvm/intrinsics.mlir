// The intrinsics (LLVMIntrinsicOps.td): custom and generic forms, fast-math
// flags, operand bundles, masked vector accesses and memory intrinsics.
llvm.func @intrinsics(%f: f32, %d: f64, %i: i32, %v: vector<4xf32>, %p: !llvm.ptr, %c: i1, %m: vector<4xi1>, %ps: vector<4x!llvm.ptr>, %n: i64, %b: i8) {
  %0 = llvm.intr.fabs(%f) : (f32) -> f32
  %1 = llvm.intr.sqrt(%d) : (f64) -> f64
  %2 = llvm.intr.fma(%f, %f, %f) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
  %3 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %4 = "llvm.intr.cttz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  %5 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %6 = llvm.intr.sincos(%f) : (f32) -> !llvm.struct<(f32, f32)>
  %7 = "llvm.intr.vector.reduce.fadd"(%f, %v) : (f32, vector<4xf32>) -> f32
  %8 = llvm.intr.masked.gather %ps, %m, %v {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %v, %ps, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  llvm.intr.assume %c : i1
  llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64)] : i1
  %9 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %9 : !llvm.ptr
  %10 = "llvm.intr.vscale"() : () -> i64
  %11 = llvm.intr.powi(%f, %i) : (f32, i32) -> f32
  %12 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f32) -> i1
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.lifetime.end %p : !llvm.ptr
  %13 = "llvm.intr.uadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %14 = llvm.intr.vector.insert %v, %v[0] : vector<4xf32> into vector<4xf32>
  %15 = llvm.intr.vector.extract %v[0] : vector<4xf32> from vector<4xf32>
  llvm.intr.trap
  llvm.return
}
