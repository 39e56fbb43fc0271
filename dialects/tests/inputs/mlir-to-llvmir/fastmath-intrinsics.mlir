// Fast-math flags in LLVM's order (`reassoc` first), and intrinsics named
// by their operand type or ending with an immarg the op holds.
llvm.func @flags(%a: f32, %b: f64) -> f32 {
  %0 = llvm.intr.fma(%a, %a, %a) {fastmathFlags = #llvm.fastmath<contract, reassoc>} : (f32, f32, f32) -> f32
  %1 = llvm.fadd %0, %a {fastmathFlags = #llvm.fastmath<afn, arcp, nsz, reassoc>} : f32
  %2 = llvm.intr.asin(%1) : (f32) -> f32
  %3 = llvm.intr.acos(%b) : (f64) -> f64
  %4 = llvm.intr.atan(%2) : (f32) -> f32
  %5 = llvm.intr.atan2(%4, %4) : (f32, f32) -> f32
  %6 = llvm.intr.sinh(%5) : (f32) -> f32
  %7 = llvm.intr.cosh(%6) : (f32) -> f32
  %8 = llvm.intr.tanh(%7) : (f32) -> f32
  llvm.return %8 : f32
}

llvm.func @ints(%i: i32, %j: i64, %f: f64, %v: vector<4xi16>) -> i1 {
  %0 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %1 = "llvm.intr.abs"(%j) <{is_int_min_poison = true}> : (i64) -> i64
  %2 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %3 = "llvm.intr.cttz"(%j) <{is_zero_poison = true}> : (i64) -> i64
  %4 = "llvm.intr.ctlz"(%v) <{is_zero_poison = false}> : (vector<4xi16>) -> vector<4xi16>
  %5 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f64) -> i1
  %6 = "llvm.intr.uadd.with.overflow"(%i, %2) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %7 = "llvm.intr.smul.with.overflow"(%j, %3) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %8 = "llvm.intr.usub.with.overflow"(%v, %4) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  %9 = llvm.extractvalue %6[1] : !llvm.struct<(i32, i1)>
  llvm.return %9 : i1
}
