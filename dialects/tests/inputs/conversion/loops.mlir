// scf.for with and without loop-carried values, signed and unsigned, nested
// in each other and in scf.if.
func.func @sum(%lb: index, %ub: index, %step: index, %init: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %init, %b = %one) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @unsigned_nest(%lb: i32, %ub: i32, %step: i32, %flag: i1) {
  scf.for unsigned %i = %lb to %ub step %step : i32 {
    scf.if %flag {
      scf.for %j = %lb to %i step %step : i32 {
        "test.use"(%i, %j) : (i32, i32) -> ()
      }
    }
    "test.after_if"() : () -> ()
  }
  return
}

func.func @empty_body(%lb: index, %ub: index) {
  scf.for %i = %lb to %ub step %ub {
  }
  "test.done"() : () -> ()
  return
}
