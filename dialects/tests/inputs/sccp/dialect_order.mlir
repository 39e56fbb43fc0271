// Equal constants folded by different dialects meet at a block argument,
// a call's argument or a region's result: the first to arrive names the
// dialect that makes the constant (index.constant or arith.constant).
func.func @mixed_dialects(%c: i1) -> index {
  %a = index.constant 3
  %b = index.constant 4
  %s = index.add %a, %b
  %x = arith.constant 3 : index
  %y = arith.constant 4 : index
  %t = arith.addi %x, %y : index
  cf.cond_br %c, ^bb1(%s : index), ^bb1(%t : index)
^bb1(%v: index):
  return %v : index
}

func.func @mixed_dialects2(%c: i1) -> index {
  %x = arith.constant 3 : index
  %y = arith.constant 4 : index
  %t = arith.addi %x, %y : index
  %a = index.constant 3
  %b = index.constant 4
  %s = index.add %a, %b
  cf.cond_br %c, ^bb1(%s : index), ^bb2(%t : index)
^bb1(%v: index):
  cf.br ^bb3(%v : index)
^bb2(%w: index):
  cf.br ^bb3(%w : index)
^bb3(%z: index):
  return %z : index
}

func.func @loop_mixed(%c: i1, %n: index) -> index {
  %a = index.constant 7
  %r = scf.for %i = %a to %n step %a iter_args(%acc = %a) -> (index) {
    %x = arith.constant 7 : index
    scf.yield %x : index
  }
  %q = scf.if %c -> (index) {
    %y = arith.constant 7 : index
    scf.yield %y : index
  } else {
    scf.yield %a : index
  }
  return %q : index
}

func.func private @callee(%x: index) -> index {
  return %x : index
}

func.func @calls_mixed(%c: i1) -> (index, index) {
  %a = index.constant 9
  %b = arith.constant 9 : index
  %r1 = call @callee(%a) : (index) -> index
  %r2 = call @callee(%b) : (index) -> index
  return %r1, %r2 : index, index
}
