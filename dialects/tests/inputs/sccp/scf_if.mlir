// scf.if: a constant condition, both branches alike, an unknown
// condition, an if without else, nested ifs.
func.func @constant_condition(%arg0: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %r : i32
}

func.func @false_condition(%arg0: i32) -> (i32, i32) {
  %false = arith.constant false
  %r:2 = scf.if %false -> (i32, i32) {
    %c1 = arith.constant 1 : i32
    scf.yield %c1, %arg0 : i32, i32
  } else {
    %c2 = arith.constant 2 : i32
    %c3 = arith.addi %c2, %c2 : i32
    scf.yield %c3, %c2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @both_alike(%cond: i1) -> i32 {
  %r = scf.if %cond -> (i32) {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  } else {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  return %r : i32
}

func.func @unknown(%cond: i1, %arg0: i32) -> i32 {
  %r = scf.if %cond -> (i32) {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %r : i32
}

func.func private @sink(i32)

func.func @no_else(%cond: i1) {
  %c4 = arith.constant 4 : i32
  scf.if %cond {
    %d = arith.muli %c4, %c4 : i32
    func.call @sink(%d) : (i32) -> ()
  }
  return
}

func.func @nested(%cond: i1) -> i32 {
  %true = arith.constant true
  %c5 = arith.constant 5 : i32
  %r = scf.if %cond -> (i32) {
    %s = scf.if %true -> (i32) {
      %t = arith.addi %c5, %c5 : i32
      scf.yield %t : i32
    } else {
      scf.yield %c5 : i32
    }
    scf.yield %s : i32
  } else {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  return %r : i32
}
