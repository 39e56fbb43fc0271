// Branch weights and nontemporal accesses as metadata numbered after the
// module flags, constructor and destructor lists, integer attributes
// passed through, and the CodeView flag of an MSVC target.
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {
  llvm.module_flags [#llvm.mlir.module_flag<max, "PIC Level", 2 : i32>]
  llvm.mlir.global_ctors ctors = [@init, @init2], priorities = [65535 : i32, 101 : i32], data = [#llvm.zero, @state]
  llvm.mlir.global_dtors dtors = [@init], priorities = [0 : i32], data = [#llvm.zero]
  llvm.mlir.global internal @state(0 : i32) : i32
  llvm.func @init() {
    llvm.return
  }
  llvm.func @init2() attributes {passthrough = ["nounwind", ["alignstack", "16"], ["uwtable-kind", "async"]]} {
    llvm.return
  }
  llvm.func @allocate(i64, i64) -> !llvm.ptr attributes {passthrough = [["allocsize", "1"]]}
  llvm.func @weighted(%c: i1, %v: i32, %p: !llvm.ptr) -> i32 {
    llvm.cond_br %c weights([3, 7]), ^bb1, ^bb2
  ^bb1:
    llvm.store %v, %p {nontemporal} : i32, !llvm.ptr
    llvm.switch %v : i32, ^bb2 [
      1: ^bb2
    ] {branch_weights = array<i32: 3, 7>}
  ^bb2:
    %x = llvm.load %p {nontemporal} : !llvm.ptr -> i32
    llvm.call @init() {branch_weights = array<i32: 9>} : () -> ()
    llvm.return %x : i32
  }
}
