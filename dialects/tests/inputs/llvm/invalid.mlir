// MLIR's verifiers of the LLVM dialect, with their messages.

// expected-note @+1 {{when returning from function}}
llvm.func @bad_return(%a: i32) -> i64 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}

// -----

llvm.func @bad_extract(%s: !llvm.struct<(i32, f64)>) {
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f64)>' should produce 'i32' but this op returns 'f64'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64)>) -> f64
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @bad_call(%a: i64) -> i32 {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string}}
llvm.mlir.global internal constant @string("foobar") : !llvm.array<42 x i8>

// -----

llvm.func @unknown_global() {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nowhere : !llvm.ptr
  llvm.return
}

// -----

llvm.func @bad_constant() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}
