// Invalid func IR: each chunk is rejected with MLIR's message.
func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @g(%x: i64) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @g}}
  return %x : i64
}

// -----

func.func @h() {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

func.func private @takes(i32)
func.func @h(%x: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  call @takes(%x) : (i64) -> ()
  return
}

// -----

func.func private @takes(i32)
func.func @h(%x: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  call @takes(%x, %x) : (i32, i32) -> ()
  return
}

// -----

func.func private @gives() -> i32
func.func @h() {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @gives() : () -> ()
  return
}

// -----

func.func private @gives() -> (i32, f32)
func.func @h() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: 'i32', 'i64'}}
  // expected-note @+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @gives() : () -> (i32, i64)
  return
}

// -----

func.func @h() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nowhere'}}
  %f = constant @nowhere : () -> ()
  return
}

// -----

func.func private @k(i32)
func.func @h() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = constant @k : (i64) -> ()
  return
}

// -----

// expected-error @+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @dict() attributes {sym_name = "other"} {
  return
}

// -----

// expected-error @+1 {{entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @indirect(%f: (i32) -> i32, %x: i64) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %x) : ((i32) -> i32, i64) -> i32
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @external(i32) -> i32

// -----

// A function's argument list is a plain parenthesised list.
// expected-error @+1 {{expected '('}}
func.func @f1) {
  return
}

// -----

// expected-error @+1 {{expected ')'}}
func.func @f2(%a: i32 %b: i32) {
  return
}

// -----

// `IsTerminator` is verified before the op's own verifier: a return in the
// middle of a block is reported as such, not for its operand count.
func.func @return_in_the_middle() -> i32 {
  %c = "test.value"() : () -> i32
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  return %c : i32
}
