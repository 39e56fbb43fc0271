// The sum of the squares of 0..n-1, and the number of odd ones, with a
// loop and a conditional in scf, the arithmetic in emitc.
func.func @sum_squares(%n: i64) -> i64 {
  %c0 = "emitc.constant"() <{value = 0 : i64}> : () -> i64
  %c1 = "emitc.constant"() <{value = 1 : i64}> : () -> i64
  %c2 = "emitc.constant"() <{value = 2 : i64}> : () -> i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i64) : i64 {
    %sq = emitc.mul %i, %i : (i64, i64) -> i64
    %next = emitc.add %acc, %sq : (i64, i64) -> i64
    scf.yield %next : i64
  }
  return %r : i64
}

func.func @count_odd(%n: i64) -> i64 {
  %c0 = "emitc.constant"() <{value = 0 : i64}> : () -> i64
  %c1 = "emitc.constant"() <{value = 1 : i64}> : () -> i64
  %c2 = "emitc.constant"() <{value = 2 : i64}> : () -> i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i64) : i64 {
    %m = emitc.rem %i, %c2 : (i64, i64) -> i64
    %odd = emitc.cmp eq, %m, %c1 : (i64, i64) -> i1
    %next = scf.if %odd -> (i64) {
      %a = emitc.add %acc, %c1 : (i64, i64) -> i64
      scf.yield %a : i64
    } else {
      scf.yield %acc : i64
    }
    scf.yield %next : i64
  }
  return %r : i64
}
