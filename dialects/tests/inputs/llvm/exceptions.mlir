// Exception handling in the custom form: llvm.invoke (direct, with a
// result, passing arguments to its normal destination, variadic, through
// a pointer) and llvm.landingpad with cleanup, catch and filter clauses.
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @foo(!llvm.ptr)
llvm.func @bar(!llvm.ptr) -> !llvm.ptr
llvm.func @vararg_foo(!llvm.ptr, ...)
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @invokes(%p: !llvm.ptr, %n: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %2 = llvm.mlir.constant(dense<0> : vector<1xi8>) : !llvm.array<1 x i8>
  llvm.invoke @foo(%p) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  %3 = llvm.invoke @bar(%p) to ^bb3(%n : i32) unwind ^bb2 {attr = "kept"} : (!llvm.ptr) -> !llvm.ptr
^bb2:
  %4 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) (filter %2 : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
  llvm.resume %4 : !llvm.struct<(ptr, i32)>
^bb3(%r: i32):
  llvm.invoke @vararg_foo(%p, %r) to ^bb4 unwind ^bb5 vararg(!llvm.func<void (ptr, ...)>) : (!llvm.ptr, i32) -> ()
^bb4:
  llvm.invoke fastcc %3(%p) to ^bb6 unwind ^bb5 : !llvm.ptr, (!llvm.ptr) -> ()
^bb5:
  %5 = llvm.landingpad (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %5 : !llvm.struct<(ptr, i32)>
^bb6:
  llvm.return %r : i32
}
