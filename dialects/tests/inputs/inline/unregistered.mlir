// Ops of a dialect without an inliner interface keep their callee out
// of line, in the body or nested in a region; a call by such an op stays.
// The symbol uses under an unregistered op with a region are unknown:
// MLIR erases @plain all the same, and the verifier rejects what is left.
func.func private @opaque(%x: i32) -> i32 {
  %r = "foreign.op"(%x) : (i32) -> i32
  return %r : i32
}

func.func private @nested_opaque(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %y = "foreign.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func private @plain(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}

func.func @user(%c: i1, %x: i32) -> (i32, i32, i32) {
  %0 = call @opaque(%x) : (i32) -> i32
  %1 = call @nested_opaque(%c, %0) : (i1, i32) -> i32
  %2 = "foreign.region"() ({
    %3 = func.call @plain(%1) : (i32) -> i32
    "foreign.yield"(%3) : (i32) -> ()
  }) : () -> i32
  %4 = "foreign.call"(%2) {callee = @plain} : (i32) -> i32
  return %1, %2, %4 : i32, i32, i32
}
