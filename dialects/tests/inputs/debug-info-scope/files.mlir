// Ops from other files than their function's, and call sites, get a
// lexical block file in the function's subprogram.
module {
  llvm.func @mixed(%c: i1, %x: i32) -> i32 {
    %0 = llvm.add %x, %x : i32 loc("kernel.py":4:1)
    %1 = llvm.mul %0, %x : i32 loc("lib/helpers.py":30:9)
    %2 = llvm.sub %1, %x : i32 loc(callsite("lib/inner.py":2:5 at "kernel.py":6:1))
    %3 = llvm.xor %2, %x : i32 loc(callsite(callsite("lib/deep.py":8:2 at "lib/mid.py":3:3) at "kernel.py":7:1))
    %4 = llvm.or %3, %x : i32 loc("tag"("other.py":1:1))
    %5 = llvm.and %4, %x : i32 loc(fused["other.py":2:2, "kernel.py":8:8])
    llvm.cond_br %c, ^bb1, ^bb2(%5 : i32) loc("kernel.py":9:1)
  ^bb1:
    llvm.br ^bb2(%x : i32) loc("branch.py":1:1)
  ^bb2(%r: i32):
    llvm.return %r : i32 loc(unknown)
  } loc("kernel.py":3:1)
}
