// Chunks mixing what the inliner meets: a call by an unknown op to a nested
// symbol, argument attributes, loops and while loops, a multi-block callee
// called twice from a block with arguments, cf.assert and ub.poison; then
// a chain of private functions, one kept by a function constant.
module @m {
  func.func @f(%x: i32) -> i32 {
    return %x : i32
  }
}
func.func private @attrs(%x: i32 {test.a}, %y: f32) -> (i32 {test.r}) {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func private @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> index {
    %b = arith.addi %a, %i : index
    %c = func.call @leaf(%b) : (index) -> index
    scf.yield %c : index
  }
  return %r : index
}
func.func private @leaf(%x: index) -> index {
  %c = index.constant 3
  %r = index.mul %x, %c
  return %r : index
}
func.func private @wh(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.constant 10 : i32
    %cond = arith.cmpi slt, %a, %c : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%a: i32):
    %one = arith.constant 1 : i32
    %n = arith.addi %a, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func private @multi(%c: i1, %x: i32) -> i32 {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^a, ^b
^a:
  %p = ub.poison : i32
  return %p : i32
^b:
  %y = func.call @wh(%x) : (i32) -> i32
  return %y : i32
}
func.func @top(%c: i1, %x: i32, %n: index, %f: f32) -> (i32, index, i32, i32) {
  %0 = "foreign.call"(%x) {callee = @m::@f} : (i32) -> i32
  %1 = call @attrs(%0, %f) : (i32, f32) -> i32
  %2 = call @loop(%n) : (index) -> index
  cf.br ^next(%1 : i32)
^next(%v: i32):
  %3 = call @multi(%c, %v) : (i1, i32) -> i32
  %4 = call @multi(%c, %3) : (i1, i32) -> i32
  return %3, %2, %4, %v : i32, index, i32, i32
}
// -----
func.func private @a(%x: i64) -> i64 {
  %0 = call @b(%x) : (i64) -> i64
  %1 = call @b(%0) : (i64) -> i64
  return %1 : i64
}
func.func private @b(%x: i64) -> i64 {
  %0 = call @c(%x) : (i64) -> i64
  return %0 : i64
}
func.func private @c(%x: i64) -> i64 {
  %one = arith.constant 1 : i64
  %r = arith.addi %x, %one : i64
  return %r : i64
}
func.func @main(%x: i64) -> i64 {
  %0 = call @a(%x) : (i64) -> i64
  %k = func.constant @c : (i64) -> i64
  %1 = call_indirect %k(%0) : (i64) -> i64
  return %1 : i64
}
