// scf.while: a condition found false on entry, one found true, values the
// after region changes, and different argument counts in the regions.
func.func @false_on_entry(%arg0: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.muli %arg0, %c0 : index
  %r = scf.while (%a = %z) : (index) -> index {
    %lt = arith.cmpi slt, %a, %c0 : index
    scf.condition(%lt) %a : index
  } do {
  ^bb0(%b: index):
    %n = arith.addi %b, %c1 : index
    scf.yield %n : index
  }
  return %r : index
}

func.func @unknown_condition(%arg1: i32) {
  %c2 = arith.constant 2 : i32
  %r = scf.while (%a = %c2) : (i32) -> i32 {
    %gt = arith.cmpi sgt, %arg1, %a : i32
    scf.condition(%gt) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

func.func @different_counts() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%a = %c0, %b = %c1) : (index, index) -> index {
    %lt = arith.cmpi slt, %a, %c1 : index
    scf.condition(%lt) %b : index
  } do {
  ^bb0(%x: index):
    %m = arith.muli %x, %c1 : index
    scf.yield %c0, %m : index, index
  }
  return %r : index
}

func.func @changing(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  return %r : i32
}
