// The verifiers of llvm.invoke and llvm.mlir.constant (MLIR's
// LLVMDialect.cpp): an unwind destination starts with a landingpad, a
// variadic callee type fits the invoke, a constant's value fits its type.
llvm.func @foo(!llvm.ptr)
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @no_landingpad(%p: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  // expected-error@+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  llvm.invoke @foo(%p) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @vararg(!llvm.ptr, ...)
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @not_variadic(%p: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  // expected-error@+1 {{'llvm.invoke' op expected var_callee_type to be a variadic function type}}
  llvm.invoke @vararg(%p) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (ptr)>) : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @vararg(!llvm.ptr, ...)
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @mismatch(%p: !llvm.ptr, %i: i32) attributes {personality = @__gxx_personality_v0} {
  // expected-error@+1 {{'llvm.invoke' op var_callee_type parameter type mismatch: '!llvm.ptr' != 'i32'}}
  llvm.invoke @vararg(%i) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (ptr, ...)>) : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @foo(i32)

llvm.func @no_arrow(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  llvm.call @foo(%a) : (i32)
  llvm.return
}

// -----

llvm.func @one_type(%a: i32, %p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.invoke' expected indirect call to have 2 trailing types}}
  llvm.invoke %p(%a) to ^bb1 unwind ^bb1 : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @no_personality() {
  llvm.br ^bb1
^bb1:
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @no_clause() attributes {personality = @__gxx_personality_v0} {
  llvm.br ^bb1
^bb1:
  // expected-error@+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @not_constant(%p: !llvm.ptr, %a: !llvm.array<1 x i8>) attributes {personality = @__gxx_personality_v0} {
  llvm.br ^bb1
^bb1:
  // expected-error@+1 {{clause #1 is not a known constant - null, addressof, bitcast}}
  %0 = llvm.landingpad (filter %a : !llvm.array<1 x i8>) (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @bitcast(%p: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  // expected-note@+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %b = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  llvm.br ^bb1
^bb1:
  // expected-error@+1 {{constant clauses expected}}
  %0 = llvm.landingpad (catch %b : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @array_size() {
  // expected-error@+1 {{'llvm.mlir.constant' op array attribute size does not match array type size in dimension 0: 1 vs. 2}}
  %0 = llvm.mlir.constant([[1 : i32, 2 : i32]]) : !llvm.array<2 x struct<(i32, i32)>>
  llvm.return
}

// -----

llvm.func @struct_size() {
  // expected-error@+1 {{'llvm.mlir.constant' op nested array attribute size for struct element at index 0 must match struct size: 1 vs. 2}}
  %0 = llvm.mlir.constant([[1 : i32]]) : !llvm.array<1 x struct<(i32, i32)>>
  llvm.return
}

// -----

llvm.func @struct_element() {
  // expected-error@+1 {{'llvm.mlir.constant' op nested attribute for struct element at index 0 must be a zero, or undef, or array attribute}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.array<1 x struct<(i32, i32)>>
  llvm.return
}

// -----

llvm.func @not_struct() {
  // expected-error@+1 {{'llvm.mlir.constant' op for array with an array attribute must have a struct element type}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.array<1 x i32>
  llvm.return
}

// -----

llvm.func @inner_dimension() {
  // expected-error@+1 {{'llvm.mlir.constant' op array attribute size does not match array type size in dimension 1: 2 vs. 1}}
  %0 = llvm.mlir.constant([[[1 : i32, 2 : i32], [3 : i32, 4 : i32]]]) : !llvm.array<1 x array<1 x struct<(i32, i32)>>>
  llvm.return
}

// -----

llvm.func @sub_array() {
  // expected-error@+1 {{'llvm.mlir.constant' op nested attribute for sub-array in dimension 0 at index 1 must be a zero, or undef, or array attribute}}
  %0 = llvm.mlir.constant([#llvm.zero, 1 : i32]) : !llvm.array<2 x array<1 x struct<(i32, i32)>>>
  llvm.return
}

// -----

llvm.func @string() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}

// -----

llvm.func @struct_type() {
  // expected-error@+1 {{'llvm.mlir.constant' op struct element at index 1 is of wrong type}}
  %0 = llvm.mlir.constant([1 : i32, 2.0 : f32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @struct_attr() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array attribute of size 2}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @float_semantics() {
  // expected-error@+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

llvm.func @float_width() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : i16
  llvm.return
}

// -----

llvm.func @element_count() {
  // expected-error@+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 2 vs. 3}}
  %0 = llvm.mlir.constant(dense<1> : vector<3xi32>) : vector<2xi32>
  llvm.return
}

// -----

llvm.func @elements_type() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : i64
  llvm.return
}

// -----

llvm.func @integer_elements() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer element type for integer elements attribute}}
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xf32>
  llvm.return
}

// -----

llvm.func @integer_type() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : vector<2xi32>
  llvm.return
}

// -----

llvm.func @symbol() {
  // expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@symbol) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @scalable() {
  // expected-error@+1 {{'llvm.mlir.constant' op scalable vector type requires a splat attribute}}
  %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<[2]xi32>
  llvm.return
}

// -----

llvm.func @accepted() {
  %0 = llvm.mlir.constant(1 : i64) : i32
  %1 = llvm.mlir.constant(1.0 : f32) : vector<2xf32>
  %2 = llvm.mlir.constant([[1 : i32, 2 : i32], #llvm.zero, #llvm.undef]) : !llvm.array<3 x struct<(i32, i32)>>
  %3 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xi32>
  %4 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<[2]xi32>
  llvm.return
}
