// Each chunk breaks one rule a memref verifier or parser checks.
func.func @alloc_sizes(%n: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
  %a = memref.alloc(%n, %n) : memref<?x4xf32>
  return
}

// -----

func.func @alloc_symbols(%n: index) {
  // expected-error @+1 {{symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %a = memref.alloc() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

// expected-error @+1 {{requires an ancestor op with AutomaticAllocationScope trait}}
%a = memref.alloca() : memref<4xf32>

// -----

func.func @load_rank(%a: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{incorrect number of indices for load, expected 2 but got 1}}
  %x = memref.load %a[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_rank(%a: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{store index operand count not equal to memref rank}}
  memref.store %v, %a[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @alignment(%a: memref<4xf32>) {
  // expected-error @+1 {{alignment must be power of 2}}
  %b = memref.assume_alignment %a, 12 : memref<4xf32>
  return
}

// -----

func.func @atomic_kind(%a: memref<4xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{with kind 'addf' expects a floating-point type}}
  %x = memref.atomic_rmw addf %v, %a[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @subview_bounds(%a: memref<8x8xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 9 >= 8}}
  %0 = memref.subview %a[9, 0] [1, 1] [1, 1] : memref<8x8xf32> to memref<1x1xf32, strided<[8, 1], offset: 72>>
  return
}

// -----

func.func @subview_layout(%a: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_sizes(%a: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x3xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3x2xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %a[0, 0] [2, 3] [1, 1] : memref<8x8xf32> to memref<3x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @reinterpret_offset(%a: memref<?xf32>) {
  // expected-error @+1 {{expected result type with offset = 3 instead of 2}}
  %0 = memref.reinterpret_cast %a to offset: [3], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @collapse_size(%a: memref<4x5xf32>) {
  // expected-error @+1 {{collapsed dim size (21) must equal reassociation group size (20)}}
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x5xf32> into memref<21xf32>
  return
}

// -----

func.func @expand_layout(%a: memref<6xf32, strided<[2]>>) {
  // expected-error @+1 {{expected expanded type to be 'memref<2x3xf32, strided<[6, 2]>>' but found 'memref<2x3xf32>'}}
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<6xf32, strided<[2]>> into memref<2x3xf32>
  return
}

// -----

func.func @view_sizes(%b: memref<64xi8>, %s: index, %n: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.view %b[%s][%n] : memref<64xi8> to memref<4x4xf32>
  return
}

// -----

// expected-error @+1 {{type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

// expected-error @+1 {{initial value shape expected to be 2 but was 3}}
"memref.global"() <{initial_value = dense<[1, 2, 3]> : tensor<3xi32>, sym_name = "g", type = memref<2xi32>}> : () -> ()

// -----

memref.global @h : memref<2xi32>
func.func @get_global() {
  // expected-error @+1 {{result type 'memref<3xi32>' does not match type 'memref<2xi32>' of the global memref @h}}
  %0 = memref.get_global @h : memref<3xi32>
  return
}

// -----

func.func @generic_atomic_body(%a: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%current: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %current, %a[%i] : memref<4xf32>
    memref.atomic_yield %current : f32
  }
  return
}

// -----

func.func @realloc_layout(%a: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %a : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @prefetch_kind(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{rw specifier has to be 'read' or 'write'}}
  memref.prefetch %a[%i], readwrite, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @index_list(%a: memref<8xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %a[-1] [1] [1] : memref<8xf32> to memref<1xf32>
  return
}

// -----

func.func @transpose_layout(%a: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @atomic_yield_type(%a: memref<4xi64>, %i: index) {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<4xi64> {
  ^bb0(%current: i64):
    %one = arith.constant 1 : i32
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'i64'}}
    memref.atomic_yield %one : i32
  }
  return
}
