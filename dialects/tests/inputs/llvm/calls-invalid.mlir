// The checks of llvm.call's variadic callees and operand bundles.
llvm.func @v(i32, ...) -> i32
llvm.func @missing(%x: i32) -> i32 {
  // expected-error@+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  %0 = llvm.call @v(%x, %x) : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @v(i32, ...) -> i32
llvm.func @not_variadic(%x: i32) -> i32 {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  %0 = llvm.call @v(%x, %x) vararg(!llvm.func<i32 (i32)>) : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @v(i32, ...) -> i32
llvm.func @too_many(%x: i32) -> i32 {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to have at most 1 parameters}}
  %0 = llvm.call @v(%x) vararg(!llvm.func<i32 (i32, i32, ...)>) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @v(i32, ...) -> i32
llvm.func @parameter(%y: i64) -> i32 {
  // expected-error@+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i32' != 'i64'}}
  %0 = llvm.call @v(%y) vararg(!llvm.func<i32 (i32, ...)>) : (i64) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @v(i32, ...)
llvm.func @void(%x: i32) {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to return void}}
  llvm.call @v(%x) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @v(i32, ...) -> i32
llvm.func @result(%x: i32) {
  // expected-error@+1 {{'llvm.call' op var_callee_type return type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @v(%x) vararg(!llvm.func<i64 (i32, ...)>) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @no_tags(%x: i32) {
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  %0 = "llvm.call"(%x) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @tag_kind(%x: i32) {
  // expected-error@+1 {{operand bundle tag must be a StringAttr}}
  %0 = "llvm.call"(%x) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 0>, op_bundle_tags = [1], operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32) -> i32
llvm.func @bundle_types(%x: i32) {
  // expected-error@+1 {{expected 2 types for operand bundle operands for operand bundle #0, but actually got 1}}
  %1 = llvm.call @f(%x) ["a"(%x, %x : i32)] : (i32) -> i32
  llvm.return
}


// -----

llvm.func @f(i32) -> i32
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @invoke_tags(%x: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  %0 = "llvm.invoke"(%x, %x)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @f, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
