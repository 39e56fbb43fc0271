// Each chunk breaks one rule an affine verifier or parser checks.
func.func @apply_symbol_is_dim(%n: index) {
  affine.for %i = 0 to 8 {
    // expected-error @+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0 + 1)> ()[%i]
  }
  return
}

// -----

func.func @apply_two_results(%n: index) {
  // expected-error @+1 {{mapping must produce one value}}
  %0 = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_operand_count(%n: index) {
  // expected-error @+1 {{dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)> (%n)
  return
}

// -----

func.func @min_no_results(%n: index) {
  // expected-error @+1 {{affine map expect at least one result}}
  %0 = affine.min affine_map<(d0) -> ()> (%n)
  return
}

// -----

func.func @load_rank(%A: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{affine map num results must equal memref rank}}
  %0 = affine.load %A[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_not_memref(%A: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = affine.load %A[%i] : tensor<4xf32>
  return
}

// -----

func.func @load_result_type(%A: memref<4xf32>, %i: index) {
  // expected-error @+1 {{result type must match element type of memref}}
  %0 = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @store_subscript_count(%A: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{expects as many subscripts as affine map inputs}}
  "affine.store"(%v, %A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @load_outside_scope(%A: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %j = arith.muli %i, %i : index
    // expected-error @+1 {{operand cannot be used as a dimension id}}
    %0 = affine.load %A[%j] : memref<4xf32>
  }
  return
}

// -----

func.func @prefetch_rw(%A: memref<4xf32>, %i: index) {
  // expected-error @+1 {{rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[%i], load, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%A: memref<4xf32>, %i: index) {
  // expected-error @+1 {{cache type has to be 'data' or 'instr'}}
  affine.prefetch %A[%i], read, locality<1>, code : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%A: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @for_bound_operands(%n: index) {
  // expected-error @+1 {{expected only one loop bound operand}}
  affine.for %i = %n, %n to 10 {
  }
  return
}

// -----

func.func @for_dims(%n: index) {
  // expected-error @+1 {{dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0, d1) -> (d0 + d1)>(%n) to 10 {
  }
  return
}

// -----

func.func @for_symbols(%n: index) {
  // expected-error @+1 {{symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0 + s0)>(%n) {
  }
  return
}

// -----

func.func @for_bound_kind(%n: index) {
  // expected-error @+1 {{expected valid affine map representation for loop bounds}}
  affine.for %i = "zero" to 10 {
  }
  return
}

// -----

func.func @if_dims(%n: index) {
  // expected-error @+1 {{dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_symbols(%n: index) {
  // expected-error @+1 {{symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @yield_outside(%n: index) {
  "test.region"() ({
    // expected-error @+1 {{only terminates affine.if/for/parallel regions}}
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @yield_count(%v: f32) {
  %0 = affine.for %i = 0 to 4 iter_args(%a = %v) -> (f32) {
    // expected-error @+1 {{parent of yield must have same number of results as the yield operands}}
    affine.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @parallel_steps(%n: index) {
  // expected-error @+1 {{steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @delinearize_count(%i: index) {
  // expected-error @+1 {{should return an index for each basis element and up to one extra index}}
  %0:4 = affine.delinearize_index %i into (2, 3) : index, index, index, index
  return
}

// -----

func.func @delinearize_basis(%i: index) {
  // expected-error @+1 {{no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (0, 3) : index, index
  return
}

// -----

func.func @linearize_count(%i: index) {
  // expected-error @+1 {{should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i, %i] by (2, 3, 4) : index
  return
}

// -----

func.func @vector_element(%V: memref<16xf32>, %i: index) {
  // expected-error @+1 {{requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %V[%i] : memref<16xf32>, vector<4xi32>
  return
}

// -----

func.func @subscript_ssa(%A: memref<4xf32>, %i: index) {
  // expected-error @+1 {{expected ')' at end of SSA symbol}}
  %0 = affine.load %A[symbol(%i] : memref<4xf32>
  return
}

// -----

func.func @subscript_non_affine(%A: memref<4xf32>, %i: index, %j: index) {
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %A[%i * %j] : memref<4xf32>
  return
}

// -----

// A value is looked up by its name alone: `%d#1` after `%d#0` is `%d#0`
// again, and its `#1` ends the subscripts too early.
func.func @repeated_result_name(%i: index, %A: memref<4x4xf32>) {
  %d:2 = affine.delinearize_index %i into (4, 4) : index, index
  // expected-error @+1 {{expected ']' in affine map}}
  %0 = affine.load %A[%d#0, %d#1] : memref<4x4xf32>
  return
}
