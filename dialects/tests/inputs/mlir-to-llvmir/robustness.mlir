// Inputs the parser accepts that stretch the translation: they must
// translate or fail with an error, never panic (not a recorded case;
// tests/mlir_to_llvmir.rs runs every input of this folder).
llvm.func @huge(%p: !llvm.ptr, %n: i64) -> i64 {
  %c = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %z = llvm.mlir.zero : !llvm.ptr
  %g = llvm.getelementptr %z[%c] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4611686018427387904 x i64>
  %h = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<18446744073709551615 x struct<(i8, i64)>>
  %a = llvm.alloca %n x !llvm.array<18446744073709551615 x i64> : (i64) -> !llvm.ptr
  %v = llvm.load %h : !llvm.ptr -> vector<1048576xi64>
  %i = llvm.ptrtoint %g : !llvm.ptr to i64
  %m = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %d = llvm.mlir.constant(-1 : i64) : i64
  %q = llvm.sdiv %m, %d : i64
  %s = llvm.shl %m, %c : i64
  %u = llvm.urem %m, %i : i64
  %w = llvm.add %q, %s : i64
  %x = llvm.add %w, %u : i64
  llvm.return %x : i64
}

// -----

llvm.func @wide(%a: i256) -> i256 {
  %c = llvm.mlir.constant(12345678901234567890123456789 : i256) : i256
  %m = llvm.mul %c, %c : i256
  %r = llvm.add %a, %m : i256
  llvm.return %r : i256
}

// -----

llvm.mlir.global internal @g() : !llvm.struct<"node", (i64, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<"node", (i64, ptr)>
  %c = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.insertvalue %c, %0[0] : !llvm.struct<"node", (i64, ptr)>
  llvm.return %1 : !llvm.struct<"node", (i64, ptr)>
}
llvm.mlir.global internal @h() : i64 {
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %i = llvm.ptrtoint %a : !llvm.ptr to i64
  llvm.return %i : i64
}

// -----

llvm.func @no_return_value() -> i32 {
  %0 = llvm.mlir.poison : i32
  llvm.return %0 : i32
^bb1:
  %1 = llvm.add %2, %2 : i32
  llvm.br ^bb2
^bb2:
  %2 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
}
