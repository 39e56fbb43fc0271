// Each verifier's and parser's errors, one case per chunk.
func.func @sizes(%n: index) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = bufferization.alloc_tensor(%n) : tensor<4x?x?xf32>
  return
}

// -----

func.func @copy_and_sizes(%t: tensor<?xf32>, %n: index) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @copy_type(%t: tensor<?xf32>) {
  // expected-error@+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @not_a_tensor() {
  // expected-error@+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @copy_use_type(%t: tensor<?xf32>) {
  // expected-error@+1 {{use of value '%t' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<?xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  return
}

// -----

func.func @materialize_writable_tensor(%s: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %s in writable %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_memref_not_writable(%s: tensor<4xf32>, %d: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_shapes(%s: tensor<4xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_no_result(%s: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @materialize_restrict_tensor(%s: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %s in restrict %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_memref_result(%s: tensor<4xf32>, %d: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %s in writable %d : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_unranked(%s: tensor<*xf32>, %d: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %s in writable %d : (tensor<*xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_rank(%s: tensor<4x4xf32>, %d: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %s in writable %d : (tensor<4x4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_element(%s: tensor<4xf32>, %d: memref<4xi32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  bufferization.materialize_in_destination %s in writable %d : (tensor<4xf32>, memref<4xi32>) -> ()
  return
}

// -----

func.func @materialize_result_type(%s: tensor<4xf32>, %d: tensor<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = "bufferization.materialize_in_destination"(%s, %d) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @dealloc_conditions(%m: memref<4xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}

// -----

// expected-error@+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_not_bool(%a: tensor<4xf32> {bufferization.writable = 1}) {
  return
}

// -----

// expected-error@+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_external(tensor<4xf32> {bufferization.writable = true})

// -----

// expected-error@+1 {{invalid value for 'bufferization.access'}}
func.func @access_value(%a: tensor<4xf32> {bufferization.access = "all"}) {
  return
}

// -----

// expected-error@+1 {{'bufferization.access' is expected to be a string attribute}}
func.func @access_not_string(%a: tensor<4xf32> {bufferization.access = 3}) {
  return
}

// -----

// expected-error@+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @layout_not_layout(%a: tensor<4xf32> {bufferization.buffer_layout = 3}) {
  return
}

// -----

// expected-error@+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func @unknown_arg_attr(%a: tensor<4xf32> {bufferization.other = 3}) {
  return
}

// -----

func.func @manual_dealloc_without_effects(%i: index) {
  // expected-error@+1 {{'arith.addi' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = arith.addi %i, %i {bufferization.manual_deallocation} : index
  return
}

// -----

func.func @unknown_op_attr(%i: index) {
  // expected-error@+1 {{attribute '"bufferization.other"' not supported as an op attribute by the bufferization dialect}}
  %0 = arith.addi %i, %i {bufferization.other} : index
  return
}
