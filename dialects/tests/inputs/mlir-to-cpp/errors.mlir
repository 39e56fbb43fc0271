// What has no C++: each chunk fails with MLIR's diagnostic (the text
// emitted before the error is still written).

// expected-error@+1 {{'func.func' op with multiple blocks needs variables declared at top}}
func.func @blocks(%p: i1) {
  cf.cond_br %p, ^a, ^b
^a:
  return
^b:
  return
}

// -----

func.func @no_printer(%p: i1) {
  // expected-error@+1 {{'cf.assert' op unable to find printer for op}}
  cf.assert %p, "no C++ for this"
  return
}

// -----

// expected-error@+1 {{'func.func' op with multiple blocks needs variables declared at top}}
func.func @switch_branch(%v: i32) {
  cf.switch %v : i32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// expected-error@+1 {{cannot emit integer type 'i3'}}
func.func @odd_integer(%x: i3) {
  return
}

// -----

// expected-error@+1 {{cannot emit float type 'f8E4M3FN'}}
func.func @small_float(%x: f8E4M3FN) {
  return
}

// -----

// expected-error@+1 {{cannot emit type 'complex<f32>'}}
func.func @complex(%x: complex<f32>) {
  return
}

// -----

// expected-error@+1 {{cannot emit tensor type with non static shape}}
func.func @dynamic_tensor(%x: tensor<4x?xi32>) {
  return
}

// -----

// expected-error@+1 {{cannot emit tuple of array type}}
func.func @tuple_of_array(%x: tuple<!emitc.array<2xi8>, i8>) {
  return
}

// -----

// expected-error@+1 {{'func.func' op cannot emit lvalue type as argument type}}
func.func @lvalue_argument(%x: !emitc.lvalue<i32>) {
  return
}

// -----

func.func @float_attribute() {
  // expected-error@+1 {{expected floating point attribute to be f16, bf16, f32 or f64}}
  emitc.call_opaque "f"() {args = [1.0 : f80]} : () -> ()
  return
}

// -----

func.func @nested_symbol() {
  emitc.call_opaque "f"() {args = [@outer::@inner]} : () -> ()
  // expected-error@+1 {{attribute has more than 1 nested reference}}
  emitc.call_opaque "g"() {args = [@a::@b::@c]} : () -> ()
  return
}

// -----

func.func @attribute_kind() {
  // expected-error@+1 {{cannot emit attribute: "text"}}
  emitc.call_opaque "f"() {args = ["text"]} : () -> ()
  return
}

// -----

// expected-error@+1 {{'func.func' op with multiple blocks needs variables declared at top}}
func.func @block_argument_array(%p: i1, %a: !emitc.array<2xi8>) {
  cf.br ^bb1(%a : !emitc.array<2xi8>)
^bb1(%b: !emitc.array<2xi8>):
  return
}
