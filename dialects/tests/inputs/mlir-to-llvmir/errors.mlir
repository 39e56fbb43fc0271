func.func @f() {
  return
}

// -----

llvm.func @g() {
  "test.foo"() : () -> ()
  llvm.return
}

// -----

llvm.func @h(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  llvm.return %0 : i32
}
