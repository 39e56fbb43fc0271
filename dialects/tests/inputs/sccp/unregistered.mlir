// Ops no dialect knows: a branch whose successors all run, an op with a
// region whose results are not known, a callee returning through an
// unknown terminator, and an unknown op using a constant.
func.func @unknown_branch(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  cf.br ^bb2(%c1 : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func @unknown_region() -> i32 {
  %r = "foo.region"() ({
    %c1 = arith.constant 1 : i32
    %c2 = arith.addi %c1, %c1 : i32
    "foo.yield"(%c2) : (i32) -> ()
  }) : () -> i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %r, %c3 : i32
  return %s : i32
}

func.func private @unknown_return(%arg0: i32) -> i32 {
  "foo.return"(%arg0) : (i32) -> ()
}

func.func @calls_unknown_return() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @unknown_return(%c1) : (i32) -> i32
  return %r : i32
}

func.func @unknown_user() {
  %c4 = arith.constant 4 : i32
  %d = arith.addi %c4, %c4 : i32
  "foo.use"(%d) : (i32) -> ()
  %e = "foo.make"() : () -> i32
  %f = arith.addi %e, %d : i32
  "foo.use"(%f) : (i32) -> ()
  return
}

"foo.user"() {refs = [@referenced]} : () -> ()

func.func private @referenced(%arg0: i32) -> i32 {
  return %arg0 : i32
}

func.func @calls_referenced() -> i32 {
  %c5 = arith.constant 5 : i32
  %r = call @referenced(%c5) : (i32) -> i32
  return %r : i32
}
