// The `llvm.data_layout` attribute of an op must be a data layout string
// LLVM reads: each specification is checked, the first error is reported.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {}
// -----
module attributes {llvm.data_layout = ""} {}
// -----
module attributes {llvm.data_layout = "e-a:0:64-a0:8-Fi8-Fn32-P1-A5-G1-ni:1:2-s-v128:128:128-m:w"} {}
// -----
module attributes {llvm.data_layout = "%q"} {}
// -----
module attributes {llvm.data_layout = "e--m:e"} {}
// -----
module attributes {llvm.data_layout = "e-"} {}
// -----
module attributes {llvm.data_layout = "Ex"} {}
// -----
module attributes {llvm.data_layout = 7 : i32} {}
// -----
module attributes {llvm.data_layout = "i64"} {}
// -----
module attributes {llvm.data_layout = "i:64"} {}
// -----
module attributes {llvm.data_layout = "i0:64"} {}
// -----
module attributes {llvm.data_layout = "i16777216:64"} {}
// -----
module attributes {llvm.data_layout = "i32:24"} {}
// -----
module attributes {llvm.data_layout = "i32:65536"} {}
// -----
module attributes {llvm.data_layout = "i32:0"} {}
// -----
module attributes {llvm.data_layout = "i32:"} {}
// -----
module attributes {llvm.data_layout = "i8:16"} {}
// -----
module attributes {llvm.data_layout = "f64:64:32"} {}
// -----
module attributes {llvm.data_layout = "a1:8"} {}
// -----
module attributes {llvm.data_layout = "a:0:0"} {}
// -----
module attributes {llvm.data_layout = "p:64"} {}
// -----
module attributes {llvm.data_layout = "p16777216:64:64"} {}
// -----
module attributes {llvm.data_layout = "px:64:64"} {}
// -----
module attributes {llvm.data_layout = "p:64:64:64:128"} {}
// -----
module attributes {llvm.data_layout = "p:0:64"} {}
// -----
module attributes {llvm.data_layout = "pe1:64:64-pu2:32:32-peu3:64:64-p4(gpu):64:64-p(flat):64:64-p1(a)(b):32:32"} {}
// -----
module attributes {llvm.data_layout = "pz1:64:64"} {}
// -----
module attributes {llvm.data_layout = "pe:64:64"} {}
// -----
module attributes {llvm.data_layout = "p1(x):64:64-p2(x):64:64"} {}
// -----
module attributes {llvm.data_layout = "p1(:64:64"} {}
// -----
module attributes {llvm.data_layout = "p1():64:64"} {}
// -----
module attributes {llvm.data_layout = "p1(a)x:64:64"} {}
// -----
module attributes {llvm.data_layout = "p1(G):64:64"} {}
// -----
module attributes {llvm.data_layout = "p+1:64:64"} {}
// -----
module attributes {llvm.data_layout = "p99999999999:64:64"} {}
// -----
module attributes {llvm.data_layout = "ni"} {}
// -----
module attributes {llvm.data_layout = "ni:0"} {}
// -----
module attributes {llvm.data_layout = "ni:1:"} {}
// -----
module attributes {llvm.data_layout = "n8:0"} {}
// -----
module attributes {llvm.data_layout = "n"} {}
// -----
module attributes {llvm.data_layout = "S"} {}
// -----
module attributes {llvm.data_layout = "S0"} {}
// -----
module attributes {llvm.data_layout = "F"} {}
// -----
module attributes {llvm.data_layout = "Fx8"} {}
// -----
module attributes {llvm.data_layout = "Fi"} {}
// -----
module attributes {llvm.data_layout = "P"} {}
// -----
module attributes {llvm.data_layout = "G-1"} {}
// -----
module attributes {llvm.data_layout = "A+1"} {}
// -----
module attributes {llvm.data_layout = "m"} {}
// -----
module attributes {llvm.data_layout = "m:"} {}
// -----
module attributes {llvm.data_layout = "m:q"} {}
// -----
module attributes {llvm.data_layout = "m:ee"} {}
// -----
func.func @on_any_op() attributes {llvm.data_layout = "e-i1:7"} {
  return
}
