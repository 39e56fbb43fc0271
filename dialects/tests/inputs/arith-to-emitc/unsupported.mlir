// What does not lower: each function fails the conversion at its first
// arith op that has no lowering (vectors, i1 arithmetic, sign-extending
// i1, float-to-i1, rounding modes, unsigned division of index, ops with
// no emitc twin), or, lowered, fails the verifier after it (i4).
func.func @vector(%a: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.addi %a, %a : vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @bool_sum(%a: i1) -> i1 {
  %0 = arith.addi %a, %a : i1
  return %0 : i1
}

// -----

func.func @sign_extend_bool(%a: i1) -> i8 {
  %0 = arith.extsi %a : i1 to i8
  return %0 : i8
}

// -----

func.func @float_to_bool(%a: f32) -> i1 {
  %0 = arith.fptoui %a : f32 to i1
  return %0 : i1
}

// -----

func.func @rounding(%a: f64) -> f32 {
  %0 = arith.truncf %a to_nearest_even : f64 to f32
  return %0 : f32
}

// -----

func.func @unsigned_index_division(%a: index, %b: index) -> index {
  %0 = arith.divui %a, %b : index
  return %0 : index
}

// -----

func.func @no_twin(%a: i32, %b: i32) -> i32 {
  %0 = arith.maxsi %a, %b : i32
  return %0 : i32
}

// -----

func.func @narrow(%a: i4) -> i4 {
  %0 = arith.muli %a, %a : i4
  return %0 : i4
}

// -----

func.func @fine(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a : f32
  return %0 : f32
}
