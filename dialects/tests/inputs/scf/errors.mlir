// Invalid scf IR, one case per chunk: each is rejected with mlir-opt's first error.
"test.func"() ({
^bb0(%x: f32):
  scf.for %i = %x to %x step %x : f32 {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  %r = scf.for %i = %a to %a step %a iter_args(%v = %x) -> (f32) {
    %y = "test.make"() : () -> f64
    scf.yield %y : f64
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%c: i1, %x: f32):
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%c: i1):
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
  %r = scf.while (%u = %x) : (f32) -> f32 {
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
  %r = scf.while (%u = %x) : (f32) -> f32 {
    scf.condition(%c) %u : f32
  } do {
  ^bb0(%p: f32):
    "test.stop"() : () -> ()
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32, %c: i1, %i: i32):
  %r = scf.while (%u = %x) : (f32) -> f32 {
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%p: f32):
    scf.yield %p : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  "scf.execute_region"() ({
  ^bb0(%z: i32):
    scf.yield
  }) : () -> ()
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  scf.parallel (%i, %j) = (%a) to (%a) step (%a) {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
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
      scf.reduce.return %i32 : i32
    }
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
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
  %r = scf.index_switch %a -> f32
  case 1 {
    scf.yield %x : f32
  }
  default {
    scf.yield %a : index
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  %r = scf.index_switch %a -> f32
  case 3 {
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
  "scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  scf.yield
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32):
  %r = scf.for %i = %a to %a step %a iter_args(%v = %x, %w = %x) -> (f32) {
    scf.yield %v : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32):
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
  scf.for %i = %x to %x {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  scf.parallel (%i) = (%a, %a) to (%a) step (%a) {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index):
  scf.forall (%i) in (%a) {
    "test.op"() : () -> ()
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
  case x {
  }
  default {
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32):
  %r = scf.while (%u = %x) : f32 {
    scf.condition(%c) %u : f32
  } do {
    scf.yield %u : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%a: index, %x: f32, %y: f32):
  %r:2 = scf.for %i = %a to %a step %a iter_args(%v = %x %w = %y) -> (f32, f32) {
    scf.yield %v, %w : f32, f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
^bb0(%x: f32):
  %r = scf.while (%a = %x %b) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%a: f32):
    scf.yield %a : f32
  }
  "test.return"() : () -> ()
}) : () -> ()
// -----
"test.func"() ({
  %v = arith.constant dense<1> : vector<2x8>
  "test.return"() : () -> ()
}) : () -> ()
