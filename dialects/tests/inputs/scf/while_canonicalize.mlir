// scf.while canonicalization inside functions, with arith constants and
// comparisons: each function exercises one of MLIR's while patterns.
func.func @unused_result_and_arg(%a: i32, %b: f32) -> i32 {
  %r:2 = scf.while (%x = %a, %unused = %b) : (i32, f32) -> (i32, f32) {
    %c = "test.check"(%x) : (i32) -> i1
    %f = "test.float"() : () -> f32
    scf.condition(%c) %x, %f : i32, f32
  } do {
  ^bb0(%y: i32, %g: f32):
    %n = "test.step"(%y) : (i32) -> i32
    %h = "test.float2"() : () -> f32
    scf.yield %n, %h : i32, f32
  }
  return %r#0 : i32
}

func.func @duplicated_results(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.check"(%x) : (i32) -> i1
    %v = "test.value"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%y: i32, %z: i32):
    %n = "test.combine"(%y, %z) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @swapped_args(%a: i32, %b: f32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "test.check"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n:2 = "test.step"(%q, %p) : (i32, f32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @invariant_arg(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %k = %b) : (i32, i32) -> i32 {
    %c = "test.check"(%x, %k) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = "test.step"(%y) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r : i32
}

func.func @condition_forwarded(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.check"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%y: i32, %flag: i1):
    %n = "test.step"(%y, %flag) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  "test.keep"(%r#1) : (i1) -> ()
  return %r#0 : i32
}
