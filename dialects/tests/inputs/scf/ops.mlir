// Every scf op in its custom form, inside an unregistered function-like
// op (its block arguments stand for the function's).
"test.func"() ({
^bb0(%lo: i32, %hi: i32, %by: i32, %a: index, %b: index, %s: index, %cond: i1, %x: f32, %y: f64):
  scf.for %i = %lo to %hi step %by : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  scf.for unsigned %i = %lo to %hi step %by : i32 {
    "test.use"(%i) : (i32) -> ()
  } {tag = "unsigned loop"}
  %sum:2 = scf.for %i = %a to %b step %s iter_args(%acc = %x, %other = %y) -> (f32, f64) {
    %n = "test.add"(%acc, %i) : (f32, index) -> f32
    %m = "test.twice"(%other) : (f64) -> f64
    scf.yield %n, %m : f32, f64
  }
  %w = scf.for %i = %lo to %hi step %by iter_args(%acc = %lo) -> (i32) : i32 {
    scf.yield %i : i32
  }
  scf.if %cond {
    "test.then"() : () -> ()
  }
  "test.between"() : () -> ()
  scf.if %cond {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  "test.between"() : () -> ()
  %r:2 = scf.if %cond -> (f32, i32) {
    %t:2 = "test.make"() : () -> (f32, i32)
    scf.yield %t#0, %t#1 : f32, i32
  } else {
    %f = "test.make"() : () -> f32
    scf.yield %f, %w : f32, i32
  } {hint}
  %res:2 = scf.while (%u = %x, %v = %lo) : (f32, i32) -> (f32, i32) {
    %c = "test.cond"(%u, %v) : (f32, i32) -> i1
    scf.condition(%c) %u, %v : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %p2 = "test.next"(%p) : (f32) -> f32
    %q2 = "test.next"(%q) : (i32) -> i32
    scf.yield %p2, %q2 : f32, i32
  } attributes {unroll = 2 : i64}
  scf.while : () -> () {
    %c = "test.poll"() : () -> i1
    scf.condition(%c)
  } do {
    "test.work"() : () -> ()
    scf.yield
  }
  %e = scf.execute_region -> i32 {
    "test.branch"()[^bb1] : () -> ()
  ^bb1:
    %k = "test.make"() : () -> i32
    scf.yield %k : i32
  }
  %e2:2 = scf.execute_region -> (i32, f32) no_inline {
    %k:2 = "test.make"() : () -> (i32, f32)
    scf.yield %k#0, %k#1 : i32, f32
  }
  %sw = scf.index_switch %a -> f32
  case 0 {
    scf.yield %x : f32
  }
  case -4 {
    %z = "test.make"() : () -> f32
    scf.yield %z : f32
  }
  default {
    scf.yield %r#0 : f32
  }
  "test.keep"(%sum#1, %r#1, %res#0, %e2#1) : (f64, i32, f32, f32) -> ()
  scf.index_switch %b
  default {
    "test.default"() : () -> ()
  }
  %p:2 = scf.parallel (%i, %j) = (%a, %a) to (%b, %b) step (%s, %s) init (%x, %lo) -> (f32, i32) {
    %v = "test.load"(%i, %j) : (index, index) -> f32
    scf.reduce(%v, %hi : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      %m = "test.max"(%l, %rr) : (f32, f32) -> f32
      scf.reduce.return %m : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %l : i32
    }
  }
  scf.parallel (%i) = (%a) to (%b) step (%s) {
    "test.store"(%i) : (index) -> ()
  } {mapping = "threads"}
  scf.forall (%i, %j) in (%a, 8) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%a) to (%b) step (2) {
    "test.use"(%i) : (index) -> ()
  } {note = "stepped"}
  "test.return"(%p#0, %sw, %e, %e2#0, %res#1) : (f32, f32, i32, i32, i32) -> ()
}) : () -> ()
