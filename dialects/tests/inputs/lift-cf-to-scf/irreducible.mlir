// Cycles entered at several blocks: a multiplexer block becomes the
// single loop header.
func.func private @cond(i32) -> i1
func.func private @use(i32)

func.func @two_entries(%flag: i1, %a: i32) {
  cf.cond_br %flag, ^x(%a : i32), ^y
^x(%v: i32):
  %c = func.call @cond(%v) : (i32) -> i1
  cf.cond_br %c, ^y, ^out
^y:
  %d = func.call @cond(%a) : (i32) -> i1
  cf.cond_br %d, ^x(%a : i32), ^out
^out:
  return
}

func.func @three_entries(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^p(%a : i32),
    1: ^q(%b : i32),
    2: ^r
  ]
^p(%x: i32):
  %c = func.call @cond(%x) : (i32) -> i1
  cf.cond_br %c, ^q(%x : i32), ^end(%x : i32)
^q(%y: i32):
  %d = func.call @cond(%y) : (i32) -> i1
  cf.cond_br %d, ^r, ^p(%y : i32)
^r:
  %e = func.call @cond(%b) : (i32) -> i1
  cf.cond_br %e, ^p(%b : i32), ^end(%a : i32)
^end(%z: i32):
  return %z : i32
}

func.func @infinite_irreducible(%flag: i1, %a: i32) -> (i32, i1) {
  cf.cond_br %flag, ^x, ^y
^x:
  func.call @use(%a) : (i32) -> ()
  cf.br ^y
^y:
  func.call @use(%a) : (i32) -> ()
  cf.br ^x
}
