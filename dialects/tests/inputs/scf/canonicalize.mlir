// Canonicalization of scf ops whose constants come from the index dialect.
"test.func"() ({
^bb0(%a: index, %b: index, %cond: i1, %x: f32, %y: f32):
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c4 = index.constant 4
  %c10 = index.constant 10
  %true = index.bool.constant true
  %false = index.bool.constant false
  // zero trip
  %r0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%v = %x) -> (f32) {
    %n = "test.op"(%v) : (f32) -> f32
    scf.yield %n : f32
  }
  // lb == ub
  scf.for %i = %a to %a step %c1 {
    "test.op"() : () -> ()
  }
  // one trip
  %r1 = scf.for %i = %c0 to %c4 step %c10 iter_args(%v = %x) -> (f32) {
    %n = "test.op"(%v, %i) : (f32, index) -> f32
    scf.yield %n : f32
  }
  // forwarded iter args
  %r2:3 = scf.for %i = %a to %b step %c1 iter_args(%v = %x, %w = %y, %u = %x) -> (f32, f32, f32) {
    %n = "test.op"(%v) : (f32) -> f32
    scf.yield %n, %w, %x : f32, f32, f32
  }
  // empty loop returning outside values
  %r3 = scf.for %i = %c0 to %c10 step %c1 iter_args(%v = %x) -> (f32) {
    scf.yield %y : f32
  }
  // static conditions
  scf.if %true {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  scf.if %false {
    "test.then"() : () -> ()
  }
  %r4 = scf.if %false -> f32 {
    scf.yield %x : f32
  } else {
    %m = "test.make"() : () -> f32
    scf.yield %m : f32
  }
  // unused results
  %r5:2 = scf.if %cond -> (f32, f32) {
    %m:2 = "test.make"() : () -> (f32, f32)
    scf.yield %m#0, %m#1 : f32, f32
  } else {
    %m:2 = "test.make2"() : () -> (f32, f32)
    scf.yield %m#0, %m#1 : f32, f32
  }
  // empty else
  scf.if %cond {
    "test.then"() : () -> ()
  } else {
  }
  "test.sep"() : () -> ()
  // combine
  %r6 = scf.if %cond -> f32 {
    %m = "test.make"() : () -> f32
    scf.yield %m : f32
  } else {
    %m = "test.make2"() : () -> f32
    scf.yield %m : f32
  }
  %r7 = scf.if %cond -> f32 {
    %m = "test.use"(%r6) : (f32) -> f32
    scf.yield %m : f32
  } else {
    %m = "test.use2"(%r6) : (f32) -> f32
    scf.yield %m : f32
  }
  // same yields
  %r8:2 = scf.if %cond -> (f32, i1) {
    "test.side"() : () -> ()
    %t = "test.flag"() : () -> i1
    scf.yield %x, %t : f32, i1
  } else {
    "test.side2"() : () -> ()
    %f = "test.flag2"() : () -> i1
    scf.yield %x, %f : f32, i1
  }
  %s = scf.index_switch %c4 -> f32
  case 4 {
    %m = "test.four"() : () -> f32
    scf.yield %m : f32
  }
  default {
    scf.yield %x : f32
  }
  %e = scf.execute_region -> f32 {
    %m = "test.inner"() : () -> f32
    scf.yield %m : f32
  }
  "test.sink"(%r0, %r1, %r2#0, %r2#1, %r2#2, %r3, %r4, %r5#1, %r7, %r8#0, %r8#1, %s, %e) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, f32, f32) -> ()
  "test.return"() : () -> ()
}) : () -> ()
