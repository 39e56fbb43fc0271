llvm.mlir.global private constant @s("hi\22\\x\00")
llvm.mlir.global external @gi(42 : i32) : i32
llvm.mlir.global internal @gf(1.5 : f64) : f64
llvm.mlir.global external @gz() : i64
llvm.mlir.global common @gc(0 : i32) : i32
llvm.mlir.global weak @gw(3 : i64) {alignment = 8 : i64} : i64
llvm.mlir.global private @ga(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global internal @gp() : !llvm.ptr {
  %0 = llvm.mlir.addressof @gi : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func internal @h(%a: i32, %b: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %p2 = llvm.alloca %one x i64 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.cond_br %b, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.switch %x : i32, ^bb2 [
    1: ^bb3(%x : i32),
    5: ^bb2
  ]
^bb2:
  %l = llvm.load %p : !llvm.ptr -> i32
  llvm.br ^bb3(%l : i32)
^bb3(%y: i32):
  %z = llvm.sdiv %y, %a : i32
  %t = llvm.trunc %z : i32 to i8
  %e = llvm.zext %t : i8 to i32
  %n = llvm.add %e, %a overflow<nsw> : i32
  llvm.return %n : i32
}
llvm.func @v()
llvm.func weak @w(%p: !llvm.ptr {llvm.noalias}) attributes {passthrough = ["noinline"]} {
  llvm.call @v() : () -> ()
  llvm.return
}
