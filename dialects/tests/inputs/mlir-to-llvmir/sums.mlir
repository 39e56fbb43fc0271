// Prints the sum of the squares of 0..9 and 1.5 * 2.0 + 0.25 through
// printf, with a loop as branches and an array on the heap.
module {
  llvm.mlir.global internal constant @format("%lld %g\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @main() -> i32 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %ten = llvm.mlir.constant(10 : i64) : i64
    %null = llvm.mlir.zero : !llvm.ptr
    %end = llvm.getelementptr %null[%ten] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %bytes = llvm.ptrtoint %end : !llvm.ptr to i64
    %buffer = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
    llvm.br ^fill(%zero : i64)
  ^fill(%i: i64):
    %more = llvm.icmp "slt" %i, %ten : i64
    llvm.cond_br %more, ^store, ^sum(%zero, %zero : i64, i64)
  ^store:
    %square = llvm.mul %i, %i : i64
    %slot = llvm.getelementptr %buffer[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %square, %slot : i64, !llvm.ptr
    %next = llvm.add %i, %one : i64
    llvm.br ^fill(%next : i64)
  ^sum(%j: i64, %acc: i64):
    %again = llvm.icmp "slt" %j, %ten : i64
    llvm.cond_br %again, ^add, ^done
  ^add:
    %at = llvm.getelementptr %buffer[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %v = llvm.load %at : !llvm.ptr -> i64
    %acc2 = llvm.add %acc, %v : i64
    %j2 = llvm.add %j, %one : i64
    llvm.br ^sum(%j2, %acc2 : i64, i64)
  ^done:
    %a = llvm.mlir.constant(1.5 : f64) : f64
    %b = llvm.mlir.constant(2.0 : f64) : f64
    %c = llvm.mlir.constant(0.25 : f64) : f64
    %x = llvm.fmul %a, %b : f64
    %y = llvm.fadd %x, %c : f64
    %fmt = llvm.mlir.addressof @format : !llvm.ptr
    %p = llvm.getelementptr %fmt[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<9 x i8>
    %printed = llvm.call @printf(%p, %acc, %y) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, f64) -> i32
    llvm.call @free(%buffer) : (!llvm.ptr) -> ()
    %r = llvm.mlir.constant(0 : i32) : i32
    llvm.return %r : i32
  }
}
