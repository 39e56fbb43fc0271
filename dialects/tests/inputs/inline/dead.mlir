// Dead private functions: dead already, dead once inlined, kept alive by
// a reference that is no call, by a function constant, and in a nested
// module (public there, private there).
func.func private @dead() {
  return
}

func.func private @used_once(%x: f64) -> f64 {
  %r = math.sqrt %x : f64
  return %r : f64
}

func.func private @used_twice(%x: f64) -> f64 {
  %r = arith.negf %x : f64
  return %r : f64
}

func.func private @referenced() -> index {
  %c = index.constant 42
  return %c : index
}

func.func private @by_constant(%x: index) -> index {
  %r = index.add %x, %x
  return %r : index
}

func.func @main(%x: f64, %i: index) -> (f64, index) {
  %0 = call @used_once(%x) : (f64) -> f64
  %1 = call @used_twice(%0) : (f64) -> f64
  %2 = call @used_twice(%1) : (f64) -> f64
  %f = func.constant @by_constant : (index) -> index
  %3 = func.call_indirect %f(%i) : (index) -> index
  return %2, %3 : f64, index
}

"test.keep"() {ref = @referenced} : () -> ()

module @inner {
  func.func private @hidden(%x: i1) -> i1 {
    %t = arith.constant true
    %r = arith.xori %x, %t : i1
    return %r : i1
  }
  func.func @shown(%x: i1) -> i1 {
    %r = call @hidden(%x) : (i1) -> i1
    return %r : i1
  }
}

module @private_inner attributes {sym_visibility = "private"} {
  func.func @all_private_here() {
    return
  }
}
