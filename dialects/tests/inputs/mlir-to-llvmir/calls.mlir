// llvm.call's argument and result attributes and operand bundles in
// LLVM IR.
llvm.func @f(i32, i32) -> i32
llvm.func @g()
llvm.func @v(i32, ...) -> i32
llvm.func @fp() -> !llvm.ptr

llvm.func @attributes(%x: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @f(%x, %x) : (i32, i32 {llvm.noundef}) -> i32
  %1 = llvm.call @f(%x, %0) : (i32 {llvm.signext, llvm.noundef}, i32 {llvm.inreg}) -> (i32 {llvm.zeroext})
  %2 = llvm.call %p(%x, %1) {fastmathFlags = #llvm.fastmath<fast>} : !llvm.ptr, (i32 {llvm.inreg}, i32) -> (i32 {llvm.noundef})
  %3 = llvm.call @fp() : () -> (!llvm.ptr {llvm.noalias, llvm.nonnull, llvm.dereferenceable = 8 : i64})
  %4 = llvm.call @v(%x, %2) vararg(!llvm.func<i32 (i32, ...)>) : (i32 {llvm.noundef}, i32 {llvm.noundef}) -> i32
  llvm.return %4 : i32
}

llvm.func @bundles(%x: i32, %p: !llvm.ptr) -> i32 {
  llvm.call @g() ["tag"(%x : i32)] : () -> ()
  llvm.call @g() ["a"(%x, %p : i32, !llvm.ptr), "b"(), "c\"d"(%p : !llvm.ptr)] : () -> ()
  %0 = llvm.call @f(%x, %x) ["deopt"(%p : !llvm.ptr)] : (i32 {llvm.noundef}, i32) -> i32
  %1 = llvm.call tail %p(%x, %0) ["x"(%x, %x : i32, i32)] : !llvm.ptr, (i32, i32) -> i32
  %2 = llvm.call @v(%x) vararg(!llvm.func<i32 (i32, ...)>) ["b"(%p : !llvm.ptr)] : (i32) -> i32
  llvm.return %2 : i32
}

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @invokes(%x: i32, %p: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @f(%x, %x) to ^bb1 unwind ^bb2 ["tag"(%x, %p : i32, !llvm.ptr), "e"()] : (i32 {llvm.noundef}, i32) -> (i32 {llvm.zeroext})
^bb1:
  %1 = llvm.invoke @v(%x, %0) to ^bb3 unwind ^bb2 vararg(!llvm.func<i32 (i32, ...)>) ["b"(%p : !llvm.ptr)] : (i32, i32 {llvm.signext}) -> i32
^bb2:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
^bb3:
  llvm.return %1 : i32
}
