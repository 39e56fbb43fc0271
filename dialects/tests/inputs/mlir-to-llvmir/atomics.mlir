// Atomic loads and stores, read-modify-writes, compare-and-swap, fences,
// freeze, and functions with a section, a garbage collector, an
// alignment or unnamed_addr.
llvm.func @atomics(%p: !llvm.ptr, %i: i32, %f: f32, %v: vector<2xf16>, %l: i64) -> i32 {
  %0 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> f32
  %1 = llvm.load volatile %p atomic syncscope("singlethread") monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.store %0, %p atomic release {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %1, %p atomic syncscope("agent") seq_cst {alignment = 8 : i64} : i64, !llvm.ptr
  %2 = llvm.atomicrmw add %p, %i acquire : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i release : !llvm.ptr, i32
  %4 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %5 = llvm.atomicrmw fmax %p, %v seq_cst : !llvm.ptr, vector<2xf16>
  %6 = llvm.atomicrmw volatile umin %p, %l syncscope("singlethread") acq_rel {alignment = 16 : i64} : !llvm.ptr, i64
  %7 = llvm.cmpxchg %p, %i, %2 acq_rel monotonic : !llvm.ptr, i32
  %8 = llvm.cmpxchg weak volatile %p, %i, %3 syncscope("agent") seq_cst acquire {alignment = 8 : i64} : !llvm.ptr, i32
  %9 = llvm.extractvalue %7[0] : !llvm.struct<(i32, i1)>
  %10 = llvm.extractvalue %8[1] : !llvm.struct<(i32, i1)>
  llvm.fence syncscope("agent") release
  llvm.fence seq_cst
  %11 = llvm.freeze %9 : i32
  %12 = llvm.mlir.poison : i32
  %13 = llvm.freeze %12 : i32
  %14 = llvm.add %11, %13 : i32
  llvm.return %14 : i32
}
llvm.func @in_section() attributes {section = ".text.mine", alignment = 16 : i64, garbageCollector = "shadow-stack"} {
  llvm.return
}
llvm.func local_unnamed_addr @local() {
  llvm.return
}
llvm.func unnamed_addr @unnamed()
