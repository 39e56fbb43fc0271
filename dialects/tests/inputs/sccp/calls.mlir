// Calls: constants into and out of private callees, a public callee, a
// declaration, a callee with conflicting call sites, recursion, and a
// private function nothing calls.
func.func private @private(%arg0: i32) -> i32 {
  %r = arith.addi %arg0, %arg0 : i32
  return %r : i32
}

func.func @calls_private() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @private(%c1) : (i32) -> i32
  return %r : i32
}

func.func @public(%arg0: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  return %c1, %arg0 : i32, i32
}

func.func @calls_public() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = call @public(%c1) : (i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}

func.func private @declared(i32) -> i32

func.func @calls_declaration() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @declared(%c1) : (i32) -> i32
  return %r : i32
}

func.func private @identity(%arg0: i32) -> i32 {
  return %arg0 : i32
}

func.func @conflicting_sites() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = call @identity(%c1) : (i32) -> i32
  %b = call @identity(%c2) : (i32) -> i32
  return %a, %b : i32, i32
}

func.func private @countdown(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %done = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %done, ^bb1, ^bb2
^bb1:
  return %n : i32
^bb2:
  %r = call @countdown(%n) : (i32) -> i32
  return %r : i32
}

func.func @calls_recursive() -> i32 {
  %c0 = arith.constant 0 : i32
  %r = call @countdown(%c0) : (i32) -> i32
  return %r : i32
}

func.func private @never_called() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r = arith.addi %c2, %c3 : i32
  return %r : i32
}

func.func private @taken_address(%arg0: i32) -> i32 {
  return %arg0 : i32
}

func.func @indirect() -> i32 {
  %f = func.constant @taken_address : (i32) -> i32
  %c8 = arith.constant 8 : i32
  %a = call @taken_address(%c8) : (i32) -> i32
  %b = call_indirect %f(%c8) : (i32) -> i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}
