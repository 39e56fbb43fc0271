// The dominance check of LLVM's IR verifier on what the export writes:
// an invoke's result exists only on the edge to its normal destination,
// where MLIR lets its whole block's successors use it.
llvm.func @compute(i64) -> i64
llvm.func @personality(...) -> i32
llvm.func @in_unwind(%x : i64) -> i64 attributes {personality = @personality} {
  %r = llvm.invoke @compute(%x) to ^ok unwind ^pad : (i64) -> i64
^ok:
  llvm.return %r : i64
^pad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  %y = llvm.mul %r, %x : i64
  llvm.return %y : i64
}
// -----
llvm.func @compute(i64) -> i64
llvm.func @personality(...) -> i32
llvm.func @through_phis(%x : i64) -> i64 attributes {personality = @personality} {
  %r = llvm.invoke @compute(%x) to ^ok unwind ^pad : (i64) -> i64
^ok:
  llvm.br ^join(%r, %x : i64, i64)
^pad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.br ^join(%x, %r : i64, i64)
^join(%a : i64, %b : i64):
  %s = llvm.add %a, %b : i64
  %t = llvm.sub %s, %r : i64
  llvm.return %t : i64
}
// -----
llvm.func @compute(i64) -> i64
llvm.func @personality(...) -> i32
llvm.func @merged_normal(%x : i64, %c : i1) -> i64 attributes {personality = @personality} {
  llvm.cond_br %c, ^call, ^other
^call:
  %r = llvm.invoke @compute(%x) to ^ok unwind ^pad : (i64) -> i64
^other:
  llvm.br ^ok
^ok:
  llvm.return %x : i64
^pad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i64
}
// -----
llvm.func @compute(i64) -> i64
llvm.func @personality(...) -> i32
llvm.func @valid(%x : i64) -> i64 attributes {personality = @personality} {
  %r = llvm.invoke @compute(%x) to ^ok(%x : i64) unwind ^pad : (i64) -> i64
^ok(%v : i64):
  llvm.br ^after
^after:
  %s = llvm.add %r, %v : i64
  llvm.return %s : i64
^pad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i64
}
