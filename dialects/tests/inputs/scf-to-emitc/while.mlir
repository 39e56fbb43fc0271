// scf.while as emitc.do: carried values, results and the condition as
// variables; the after region under an emitc.if, or none when it only
// yields; index carried values as size_t (an index init is assigned as
// it is, which the verifier refuses after the pass, as with mlir-opt 22).
func.func @count(%n: i32, %step: i32) -> (i32, f32) {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1.0 : f32
  %r:2 = scf.while (%i = %zero, %acc = %one) : (i32, f32) -> (i32, f32) {
    %go = arith.cmpi slt, %i, %n : i32
    %twice = arith.addf %acc, %acc : f32
    scf.condition(%go) %i, %twice : i32, f32
  } do {
  ^bb0(%j: i32, %x: f32):
    %next = arith.addi %j, %step : i32
    scf.yield %next, %x : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @spin(%flag: i1) {
  scf.while : () -> () {
    scf.condition(%flag)
  } do {
    scf.yield
  }
  return
}

func.func @different_types(%a: i8) -> i64 {
  %r = scf.while (%x = %a) : (i8) -> i64 {
    %w = arith.extsi %x : i8 to i64
    %c = arith.constant true
    scf.condition(%c) %w : i64
  } do {
  ^bb0(%y: i64):
    %t = arith.trunci %y : i64 to i8
    scf.yield %t : i8
  }
  return %r : i64
}
