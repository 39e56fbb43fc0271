// scf.while: a general loop, a do-while (the after region forwards its
// arguments) and one nested in the other's after region.
func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    %inner = scf.while (%k = %next) : (i32) -> i32 {
      %c = "test.cond"(%k) : (i32) -> i1
      scf.condition(%c) %k : i32
    } do {
    ^bb0(%m: i32):
      scf.yield %m : i32
    }
    scf.yield %inner : i32
  }
  return %r : i32
}
