// Invalid cf IR: each chunk is rejected with MLIR's message.
func.func @weights(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^a, ^a
^a:
  return
}

// -----

func.func @zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^a, ^a
^a:
  return
}

// -----

func.func @flag_type(%f: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%f)[^a, ^a] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  return
}

// -----

func.func @case_count(%f: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%f)[^a, ^a] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^a:
  return
}

// -----

func.func @operands(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^b(%a : i32)
^b:
  return
}

// -----

func.func @arg_type(%c: i1, %a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^b(%a : i32), ^c(%a : i32)
^b(%x: i32):
  return
^c(%y: i64):
  return
}

// -----

func.func @assert_arg(%a: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @not_terminator(%a: i32) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^b
  return
^b:
  return
}

// -----

func.func @result_number(%i: i32) -> f32 {
  %r:2 = "test.op"() : () -> (f32, f32)
  // expected-error @+2 {{result number not allowed in argument list}}
  cf.switch %i : i32, [
    default: ^bb1(%r#1 : f32)
  ]
^bb1(%x: f32):
  return %x : f32
}
