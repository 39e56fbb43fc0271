// Invalid scf IR with mlir-opt's diagnostics as expectations (--verify-diagnostics).
"test.func"() ({
^bb0(%x: f32):
  // expected-error @below {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  scf.for %i = %x to %x step %x : f32 {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  // expected-error @below {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  // expected-error @below {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'f64'}}
  %r = scf.for %i = %a to %a step %a iter_args(%v = %x) -> (f32) {
    %y = "test.make"() : () -> f64
    scf.yield %y : f64
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%c: i1, %x: f32):
  // expected-error @below {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%c: i1):
  // expected-error @below {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%z: index):
    scf.yield
  }, {
  }) : (i1) -> ()
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32):
  // expected-error @below {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%u = %x) : (f32) -> f32 {
    // expected-note @below {{terminator here}}
    "test.stop"() : () -> ()
  } do {
  ^bb0(%p: f32):
    scf.yield %p : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32, %c: i1):
  // expected-error @below {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %r = scf.while (%u = %x) : (f32) -> f32 {
    scf.condition(%c) %u : f32
  } do {
  ^bb0(%p: f32):
    // expected-note @below {{terminator here}}
    "test.stop"() : () -> ()
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32, %c: i1, %i: i32):
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.while (%u = %x) : (f32) -> f32 {
    // expected-note @below {{region branch point}}
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%p: f32):
    scf.yield %p : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  // expected-error @below {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%z: i32):
    scf.yield
  }) : () -> ()
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  // expected-error @below {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a) to (%a) step (%a) {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error @below {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32, %i32: i32):
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      // expected-error @below {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %i32 : i32
    }
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error @below {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%a : index) {
    ^bb0(%l: index, %rr: index):
      scf.reduce.return %l : index
    }
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  // expected-error @below {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  // expected-error @below {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %a -> f32
  case 1 {
    scf.yield %x : f32
  }
  default {
    // expected-note @below {{default region returns 'index' here}}
    scf.yield %a : index
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  // expected-error @below {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %a -> f32
  case 3 {
    // expected-note @below {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %x : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  // expected-error @below {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  // expected-error @below {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %a to %a step %a iter_args(%v = %x, %w = %x) -> (f32) {
    scf.yield %v : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32):
  // expected-error @below {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%u = %x) : (f32, f32) -> f32 {
    scf.condition(%c) %u : f32
  } do {
    scf.yield %u : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32):
  // expected-error @below {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %x to %x {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  // expected-error @below {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a, %a) to (%a) step (%a) {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  scf.forall (%i) in (%a) {
    "test.op"() : () -> ()
    // expected-error @below {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "test.inner"() : () -> ()
    }
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  scf.index_switch %a
  // expected-error @below {{custom op 'scf.index_switch' expected integer value}}
  case x {
  }
  default {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32):
  // expected-error @below {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'f32'}}
  %r = scf.while (%u = %x) : f32 {
    scf.condition(%c) %u : f32
  } do {
    scf.yield %u : f32
  }
  "test.return"() : () -> ()
}) : () -> ()

// -----

// The region verifiers run in the order of the op's traits: the region
// branch interface before the type inference it declares after it.
func.func @if_yields_too_few(%c: i1) -> i32 {
  // expected-error @below {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.if %c -> (i32) {
    // expected-note @below {{region branch point}}
    scf.yield
  } else {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}
