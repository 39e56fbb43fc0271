func.func @conditions(%n: index, %m: index) {
  %c10 = arith.constant 10 : index
  %k = affine.apply affine_map<()[s0] -> (s0 + 4)>()[%n]
  affine.for %i = 0 to 64 {
    %j = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    affine.if affine_set<(d0, d1, d2)[s0] : (d0 - d1 >= 0, d2 - s0 == 0)>(%j, %c10, %n)[%k] {
      "test.then"() : () -> ()
    } else {
    }
    affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%i)[%m] {
      "test.then"() : () -> ()
    }
  }
  return
}

func.func @trivial(%x: index, %y: index) -> (index, index) {
  affine.if affine_set<() : (0 == 0)>() {
    "test.always"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.never"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.never"() : () -> ()
  } else {
    "test.instead"() : () -> ()
  }
  %a = affine.if affine_set<() : (0 == 0)>() -> index {
    affine.yield %x : index
  } else {
    affine.yield %y : index
  }
  %b = affine.if affine_set<() : (1 == 0)>() -> index {
    affine.yield %x : index
  } else {
    affine.yield %y : index
  }
  return %a, %b : index, index
}
